import { PackageIcon, StarIcon } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import {
  ADMIN_INSIGHTS_MESSAGES,
  ADMIN_SETTABLE_PRODUCT_STATUSES,
  type AdminProductDetail,
  type AdminSettableProductStatus,
} from '@electrohub/shared/admin-insights';
import { formatDate, formatINR } from '@electrohub/shared/format';
import { imageAt } from '@electrohub/shared/media';
import { PRODUCT_STATUS_LABELS } from '@electrohub/shared/products';
import { DetailImage } from '@/components/detail-image';
import { DetailPage } from '@/components/detail-page';
import { SpecificationList } from '@/components/specification-list';
import { PRODUCT_STATUS_DOT, ProductStatusDot } from '@/components/status-dot';
import { TitledCard } from '@/components/titled-card';
import { Card, CardContent } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useAdminProduct } from '@/features/admin-insights/api/get-product';
import { useUpdateProductStatus } from '@/features/admin-insights/api/update-product-status';
import { useBackTarget } from '@/hooks/use-list-params';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { errorMessage } from '@/lib/api';
import { cn } from '@/lib/cn';
import { initials } from '@electrohub/shared/format';
import { toast } from '@/lib/toast';

function Stars({ rating }: { rating: number }) {
  return (
    <span className="inline-flex items-center gap-0.5" aria-label={`${rating} out of 5 stars`} role="img">
      {Array.from({ length: 5 }, (_, i) => (
        <StarIcon
          key={i}
          aria-hidden
          className={cn(
            'size-3.5',
            i < Math.round(rating) ? 'fill-amber-400 text-amber-400' : 'text-muted-foreground/40',
          )}
        />
      ))}
    </span>
  );
}

/** Active, Inactive or Out Of Stock; a Discontinued product shows its status and cannot change. */
function StatusControl({ product }: { product: AdminProductDetail }) {
  const update = useUpdateProductStatus();
  const discontinued = product.status === 'Discontinued';
  const change = async (status: AdminSettableProductStatus) => {
    try {
      await update.mutateAsync({ id: product.id, status });
      toast.success(`${ADMIN_INSIGHTS_MESSAGES.statusUpdated}: ${PRODUCT_STATUS_LABELS[status]}`);
    } catch (error) {
      toast.error(errorMessage(error));
    }
  };
  return (
    <div className="grid gap-2">
      <Label htmlFor="product-status">Product Status</Label>
      <Select
        value={product.status}
        disabled={discontinued || update.isPending}
        onValueChange={(v) => {
          if (v !== product.status) void change(v as AdminSettableProductStatus);
        }}
      >
        <SelectTrigger id="product-status" className="w-full sm:w-56">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {ADMIN_SETTABLE_PRODUCT_STATUSES.map((s) => (
            <SelectItem key={s} value={s}>
              <span aria-hidden className={cn('size-2.5 rounded-full', PRODUCT_STATUS_DOT[s])} />
              {PRODUCT_STATUS_LABELS[s]}
            </SelectItem>
          ))}
          {discontinued && (
            <SelectItem value="Discontinued" disabled>
              <span aria-hidden className={cn('size-2.5 rounded-full', PRODUCT_STATUS_DOT.Discontinued)} />
              {PRODUCT_STATUS_LABELS.Discontinued}
            </SelectItem>
          )}
        </SelectContent>
      </Select>
      <p className="text-xs text-muted-foreground">
        {discontinued
          ? ADMIN_INSIGHTS_MESSAGES.discontinuedLocked
          : update.isPending
            ? 'Updating...'
            : 'Only Active products can be bought; Inactive ones are hidden from the store.'}
      </p>
    </div>
  );
}

function DetailSkeleton() {
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
      <Skeleton className="h-96 w-full rounded-xl" />
      <Skeleton className="h-64 w-full rounded-xl" />
    </div>
  );
}

/** /admin/productsmanage/{id}: product, seller, reviews, status change. */
export function AdminProductDetailPage() {
  const params = useParams();
  const id = Number(params.id);
  const query = useAdminProduct(id);
  const product = query.data;
  const [shown, setShown] = useState(0);
  useDocumentTitle(product ? product.name : 'Product');
  const back = useBackTarget(paths.admin.products.href());
  const image = product?.images[Math.min(shown, product.images.length - 1)];

  // A malformed id never asks the server (the query stays pending): it is missing at once.
  const loading = query.isPending && Number.isInteger(id) && id > 0;

  return (
    <DetailPage
      back={back}
      backLabel="Back to Products"
      loading={loading}
      missing={!product && !loading}
      skeleton={<DetailSkeleton />}
      notFound={ADMIN_INSIGHTS_MESSAGES.productNotFound}
      error={query.error && errorMessage(query.error)}
    >
      {product && (
        <>
          <div className="flex flex-wrap items-start justify-between gap-3">
            <div className="grid min-w-0 gap-1">
              <h1 className="text-2xl font-bold tracking-tight break-words">{product.name}</h1>
              <p className="text-sm text-muted-foreground">
                Product #{product.id} · {product.categoryName} · added {formatDate(product.createdAt)}
              </p>
            </div>
            <span className="inline-flex items-center rounded-full border bg-background px-3 py-1 text-sm font-medium">
              <ProductStatusDot status={product.status} />
            </span>
          </div>

          <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
            <Card>
              <CardContent className="grid gap-6 md:grid-cols-[240px_minmax(0,1fr)]">
                <div className="grid content-start gap-2">
                  <DetailImage url={image?.url} alt={product.name} icon={PackageIcon} />
                  {product.images.length > 1 && (
                    <div className="flex flex-wrap gap-2">
                      {product.images.map((img, i) => (
                        <button
                          key={img.id}
                          type="button"
                          onClick={() => setShown(i)}
                          aria-label={`Show image ${i + 1}`}
                          aria-pressed={i === shown}
                          className={cn(
                            'size-12 overflow-hidden rounded-md border bg-muted',
                            i === shown && 'ring-2 ring-primary',
                          )}
                        >
                          <img src={imageAt(img.url, 200)} alt="" className="size-full object-cover" />
                        </button>
                      ))}
                    </div>
                  )}
                </div>
                <div className="grid min-w-0 content-start gap-4">
                  <div>
                    <p className="text-2xl font-bold tabular-nums">{formatINR(product.sellingPrice)}</p>
                    {product.offerPercentage > 0 && (
                      <p className="text-sm text-muted-foreground">
                        <span className="line-through">{formatINR(product.price)}</span> ·{' '}
                        {product.offerPercentage}% off
                      </p>
                    )}
                  </div>
                  <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-6 gap-y-1.5 text-sm">
                    <dt className="text-muted-foreground">Brand</dt>
                    <dd>{product.productInfo.brand || '—'}</dd>
                    <dt className="text-muted-foreground">Category</dt>
                    <dd>{product.categoryName}</dd>
                    <dt className="text-muted-foreground">Stock</dt>
                    <dd className="tabular-nums">{product.stock}</dd>
                    <dt className="text-muted-foreground">Seller</dt>
                    <dd className="truncate">
                      {product.seller ? (
                        <Link
                          to={paths.admin.sellerInfo.href({ id: product.seller.id })}
                          className="font-medium underline-offset-4 hover:underline"
                        >
                          {product.seller.name}
                        </Link>
                      ) : (
                        ADMIN_INSIGHTS_MESSAGES.unknown
                      )}
                    </dd>
                    <dt className="text-muted-foreground">Units sold</dt>
                    <dd className="tabular-nums">{product.unitsSold}</dd>
                    <dt className="text-muted-foreground">Sales</dt>
                    <dd className="tabular-nums">{formatINR(product.totalSales)}</dd>
                    <dt className="text-muted-foreground">Updated</dt>
                    <dd>{formatDate(product.updatedAt)}</dd>
                  </dl>
                  <p className="text-sm break-words whitespace-pre-line text-muted-foreground">
                    {product.description}
                  </p>
                </div>
              </CardContent>
            </Card>

            <div className="grid content-start gap-6">
              <TitledCard title="Status" description="What buyers can see and buy">
                <StatusControl product={product} />
              </TitledCard>
              <TitledCard title="Specifications">
                <SpecificationList details={product.productInfo.details} />
              </TitledCard>
            </div>
          </div>

          <TitledCard
            title="Reviews"
            description={
              product.reviewCount > 0
                ? `${product.averageRating.toFixed(1)} out of 5 · ${product.reviewCount} review${product.reviewCount === 1 ? '' : 's'}`
                : 'No ratings yet'
            }
          >
            {product.reviews.length === 0 ? (
              <p className="py-6 text-center text-sm text-muted-foreground">
                {ADMIN_INSIGHTS_MESSAGES.noReviews}
              </p>
            ) : (
              <ul className="grid gap-4">
                {product.reviews.map((r) => (
                  <li key={r.id} className="flex gap-3 border-b pb-4 last:border-0 last:pb-0">
                    <span
                      aria-hidden
                      className="flex size-9 shrink-0 items-center justify-center rounded-full bg-accent text-xs font-semibold"
                    >
                      {initials(r.user.name, 'UN')}
                    </span>
                    <div className="grid min-w-0 gap-1">
                      <p className="flex flex-wrap items-center gap-x-2 text-sm">
                        <span className="font-medium">{r.user.name}</span>
                        <Stars rating={r.rating} />
                        <span className="text-xs text-muted-foreground">{formatDate(r.createdAt)}</span>
                      </p>
                      <p className="text-sm break-words">{r.content}</p>
                    </div>
                  </li>
                ))}
              </ul>
            )}
          </TitledCard>
        </>
      )}
    </DetailPage>
  );
}
