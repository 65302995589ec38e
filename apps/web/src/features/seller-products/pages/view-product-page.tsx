import { BoxesIcon, IndianRupeeIcon, PackageCheckIcon, PencilIcon, StarIcon, Trash2Icon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { formatDate, formatINR } from '@electrohub/shared/format';
import { imageAt } from '@electrohub/shared/media';
import { PRODUCT_MESSAGES, type SellerProductDetail } from '@electrohub/shared/products';
import { BackLink } from '@/components/back-link';
import { ProductStatusDot } from '@/components/status-dot';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { SpecificationList } from '@/components/specification-list';
import { StatCard } from '@/components/stat-card';
import { TabPanels } from '@/components/tab-panels';
import { LoadingRegion } from '@/components/loading-region';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { errorMessage } from '@/lib/api';
import { cn } from '@/lib/cn';
import { initials } from '@electrohub/shared/format';
import { toast } from '@/lib/toast';
import { useDeleteProduct } from '../api/delete-product';
import { useSellerProduct } from '../api/get-seller-product';

/** One fact of the Details tab: its label over its value; `wide` spans both columns. */
function Fact({
  label,
  className,
  wide = false,
  children,
}: {
  label: string;
  className?: string;
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <div className={wide ? 'sm:col-span-2' : undefined}>
      <dt className="text-muted-foreground">{label}</dt>
      <dd className={cn('fallback:font-medium', className)}>{children}</dd>
    </div>
  );
}

function DetailsTab({ product }: { product: SellerProductDetail }) {
  return (
    <Card>
      <CardContent className="grid gap-6">
        <dl className="grid gap-x-8 gap-y-3 text-sm sm:grid-cols-2">
          <Fact label="Name">{product.name}</Fact>
          <Fact label="Price">
            {formatINR(product.sellingPrice)}
            {product.offerPercentage > 0 && (
              <span className="text-muted-foreground">
                {' '}
                <s>{formatINR(product.price)}</s> ({product.offerPercentage}% off)
              </span>
            )}
          </Fact>
          <Fact label="Category">{product.categoryName}</Fact>
          <Fact label="Status" className="font-normal">
            <ProductStatusDot status={product.status} />
          </Fact>
          <Fact label="Brand">{product.brand}</Fact>
          <Fact label="Description" className="font-normal whitespace-pre-line" wide>
            {product.description}
          </Fact>
        </dl>
        <div className="grid gap-2">
          <h2 className="font-semibold">Specifications</h2>
          <SpecificationList details={product.productInfo.details} className="sm:grid-cols-2" />
        </div>
      </CardContent>
    </Card>
  );
}

function ImagesTab({ product }: { product: SellerProductDetail }) {
  return (
    <Card>
      <CardContent>
        {product.images.length === 0 ? (
          <p className="text-sm text-muted-foreground">No image available</p>
        ) : (
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
            {product.images.map((img, i) => (
              <li key={img.id} className="aspect-square overflow-hidden rounded-lg border bg-muted">
                <img
                  src={imageAt(img.url, 400)}
                  alt={`${product.name}, image ${i + 1}`}
                  loading="lazy"
                  className="size-full object-cover"
                />
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

function ReviewsTab({ product }: { product: SellerProductDetail }) {
  return (
    <Card>
      <CardContent className="grid gap-4">
        {product.reviewCount > 0 && (
          <p className="flex items-center gap-2 text-sm">
            <StarIcon aria-hidden className="size-4 fill-yellow-400 text-yellow-400" />
            <span className="font-semibold">{product.averageRating.toFixed(1)}</span>
            <span className="text-muted-foreground">
              ({product.reviewCount} {product.reviewCount === 1 ? 'review' : 'reviews'})
            </span>
          </p>
        )}
        {product.reviews.length === 0 ? (
          <p className="text-sm text-muted-foreground">No reviews yet</p>
        ) : (
          <ul className="grid gap-3">
            {product.reviews.map((r) => (
              <li key={r.id} className="grid gap-1 rounded-lg border p-3">
                <div className="flex flex-wrap items-center gap-2">
                  <span
                    aria-hidden
                    className="flex size-8 items-center justify-center rounded-full bg-accent text-xs font-semibold text-accent-foreground"
                  >
                    {initials(r.user.name, 'UN')}
                  </span>
                  <span className="font-medium">{r.user.name}</span>
                  <span className="text-sm" aria-label={`${r.rating} out of 5 stars`}>
                    {'★'.repeat(r.rating)}
                    <span className="text-muted-foreground">{'★'.repeat(5 - r.rating)}</span>
                  </span>
                  <time dateTime={r.createdAt} className="ml-auto text-xs text-muted-foreground">
                    {formatDate(r.createdAt)}
                  </time>
                </div>
                <p className="text-sm">{r.content}</p>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

/** /seller/dashboard/products/view-product/{id}, with real sales figures. */
export function ViewProductPage() {
  const params = useParams();
  const id = Number(params.id);
  const query = useSellerProduct(id);
  const remove = useDeleteProduct();
  const navigate = useNavigate();
  const product = query.data;
  useDocumentTitle(product?.name ?? 'Product');

  // isLoading, not isPending: a malformed id asks nothing (the query is off) and is simply not found.
  if (query.isLoading) {
    return (
      <LoadingRegion
        label="Loading product"
        className="mx-auto grid w-full max-w-6xl grid-cols-[minmax(0,1fr)] gap-6 px-4 py-8"
      >
        <Skeleton className="h-10 w-1/2" />
        <div className="grid gap-4 sm:grid-cols-3">
          <Skeleton className="h-24" />
          <Skeleton className="h-24" />
          <Skeleton className="h-24" />
        </div>
        <Skeleton className="h-72" />
      </LoadingRegion>
    );
  }
  if (!product) {
    return (
      <p className="px-4 py-20 text-center text-muted-foreground">
        {errorMessage(query.error, 'Product not found')}
      </p>
    );
  }

  const permanent = product.status === 'Discontinued';
  const onDelete = async () => {
    try {
      await remove.mutateAsync({ id: product.id, permanent });
      toast.success(permanent ? PRODUCT_MESSAGES.deletedPermanently : PRODUCT_MESSAGES.deleted);
      await navigate(paths.seller.products.href());
    } catch (error) {
      toast.error(errorMessage(error));
    }
  };

  return (
    <div className="mx-auto grid w-full max-w-6xl grid-cols-[minmax(0,1fr)] gap-6 px-4 py-6 md:py-8">
      <BackLink to={paths.seller.products.href()} label="Product List" />
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="grid gap-1">
          <h1 className="text-2xl font-bold tracking-tight md:text-3xl">{product.name}</h1>
          <ProductStatusDot status={product.status} className="text-sm text-muted-foreground" />
        </div>
        <div className="flex gap-2">
          <Button asChild variant="outline">
            <Link to={paths.seller.editProduct.href({ id: product.id })}>
              <PencilIcon aria-hidden /> Edit
            </Link>
          </Button>
          <ConfirmDialog
            trigger={
              <Button variant="destructive" disabled={remove.isPending}>
                <Trash2Icon aria-hidden />{' '}
                {remove.isPending ? 'Deleting...' : permanent ? 'Delete Permanently' : 'Delete'}
              </Button>
            }
            title="Are you absolutely sure?"
            description={
              permanent
                ? 'This action cannot be undone. This will permanently remove the product. Past orders keep their record as "Product Deleted".'
                : 'This action cannot be undone. This will permanently remove the product; if it has been ordered, it is kept for those orders as Discontinued and hidden from buyers.'
            }
            confirmLabel={permanent ? 'Delete Permanently' : 'Delete'}
            destructive
            onConfirm={() => void onDelete()}
          />
        </div>
      </div>

      <section aria-label="Product figures" className="grid gap-4 sm:grid-cols-3">
        <StatCard
          label="Total Sales"
          value={product.totalSales}
          icon={IndianRupeeIcon}
          format={(n) => formatINR(n)}
          hint="Paid, not cancelled or returned"
        />
        <StatCard
          label="Total Units Sold"
          value={product.unitsSold}
          icon={PackageCheckIcon}
          tone="text-success"
        />
        <StatCard label="Current Stock" value={product.stock} icon={BoxesIcon} tone="text-chart-2" />
      </section>

      <TabPanels
        tabs={[
          { value: 'details', label: 'Details', content: <DetailsTab product={product} /> },
          { value: 'images', label: 'Images', content: <ImagesTab product={product} /> },
          { value: 'reviews', label: 'Reviews', content: <ReviewsTab product={product} /> },
        ]}
      />
    </div>
  );
}
