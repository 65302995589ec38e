import {
  IndianRupeeIcon,
  MailIcon,
  MapPinIcon,
  PackageIcon,
  PhoneIcon,
  ShoppingBagIcon,
  StarIcon,
  Undo2Icon,
} from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import {
  ADMIN_DETAIL_PAGE_SIZE,
  ADMIN_PAGE_SIZES,
  ADMIN_PEOPLE_MESSAGES,
  withPhonePrefix,
  type AdminSellerDetail,
} from '@electrohub/shared/admin-people';
import { formatDate, formatINR, truncate } from '@electrohub/shared/format';
import { imageAt } from '@electrohub/shared/media';
import { sellingPrice } from '@electrohub/shared/pricing';
import { DataTable } from '@/components/data-table';
import { StatStrip } from '@/components/stat-strip';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { TableCell, TableRow } from '@/components/ui/table';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { paths } from '@/config/paths';
import { PersonAvatar } from './person-avatar';
import { DetailRow } from './detail-row';
import { OrderItemsTable } from './order-items-table';
import { ProductStatusLabel } from './status-label';
import { useClientPage } from '@/hooks/use-paging';

/** Product names are cut to 30 characters in admin lists. */
const NAME_MAX = 30;

function ProductsTable({ products }: { products: AdminSellerDetail['sellerProducts'] }) {
  const navigate = useNavigate();
  const { visible, offset, pager } = useClientPage(products, ADMIN_DETAIL_PAGE_SIZE);
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-3">
      <DataTable
        label="Seller products"
        columns={[
          { header: 'Sr No.', className: 'w-16' },
          { header: 'Product' },
          { header: 'Category' },
          { header: 'Price', className: 'text-right' },
          { header: 'Stock', className: 'text-right' },
          { header: 'Status' },
          { header: 'Sold', className: 'text-right' },
        ]}
        count={visible.length}
        empty={ADMIN_PEOPLE_MESSAGES.productsEmpty}
        pager={{ ...pager, sizes: ADMIN_PAGE_SIZES }}
      >
        {visible.map((p, i) => {
          const href = paths.admin.product.href({ id: p.id });
          return (
            <TableRow key={p.id} className="cursor-pointer" onClick={() => void navigate(href)}>
              <TableCell className="tabular-nums">{offset + i + 1}</TableCell>
              <TableCell className="max-w-80 min-w-56">
                <span className="flex items-center gap-3">
                  <span className="flex size-10 shrink-0 overflow-hidden rounded-md border bg-muted">
                    {p.images[0] && (
                      <img
                        src={imageAt(p.images[0].url, 200)}
                        alt=""
                        className="size-full object-cover"
                        loading="lazy"
                      />
                    )}
                  </span>
                  <Link
                    to={href}
                    onClick={(e) => e.stopPropagation()}
                    className="truncate font-medium hover:underline"
                    title={p.name}
                  >
                    {truncate(p.name, NAME_MAX)}
                  </Link>
                </span>
              </TableCell>
              <TableCell>{p.categoryName}</TableCell>
              <TableCell className="text-right tabular-nums">
                {formatINR(sellingPrice(p.price, p.offerPercentage))}
                {p.offerPercentage > 0 && (
                  <span className="block text-xs text-muted-foreground">
                    <s>{formatINR(p.price)}</s> · {p.offerPercentage}% off
                  </span>
                )}
              </TableCell>
              <TableCell className="text-right tabular-nums">{p.stock}</TableCell>
              <TableCell>
                <ProductStatusLabel status={p.status} />
              </TableCell>
              <TableCell className="text-right tabular-nums">{p.unitsSold}</TableCell>
            </TableRow>
          );
        })}
      </DataTable>
    </div>
  );
}

/** Admin seller detail: overview, insights, contact, and the Products and Orders tabs. */
export function SellerDetail({ data }: { data: AdminSellerDetail }) {
  const { seller } = data;
  const phone = withPhonePrefix(seller.phone);
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-6">
      <Card className="gap-0 py-5">
        <CardContent className="flex flex-col gap-4 px-5 sm:flex-row sm:items-center">
          <PersonAvatar name={seller.name} pfp={seller.pfp} className="size-16 text-lg" />
          <div className="grid min-w-0 gap-1">
            <h1 className="text-2xl font-bold tracking-tight break-words md:text-3xl">{seller.name}</h1>
            <p className="text-sm text-muted-foreground">
              Seller ID {seller.id} · Joined {formatDate(seller.createdAt)} · {seller.productsCount}{' '}
              {seller.productsCount === 1 ? 'product' : 'products'} listed
            </p>
            <p className="flex items-center gap-1 text-sm">
              <StarIcon aria-hidden className="size-4 fill-amber-400 text-amber-500" />
              <span>
                {data.ratingCount > 0
                  ? `${data.averageRating.toFixed(1)} average from ${data.ratingCount} ${data.ratingCount === 1 ? 'review' : 'reviews'}`
                  : 'No reviews yet'}
              </span>
            </p>
          </div>
        </CardContent>
      </Card>

      <section aria-labelledby="seller-insights" className="grid gap-3">
        <h2 id="seller-insights" className="text-lg font-semibold">
          Insights
        </h2>
        <StatStrip
          as="div"
          look="dense"
          className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3 xl:grid-cols-5"
          stats={[
            { label: 'Total Sales', value: data.totalSales, icon: IndianRupeeIcon, format: formatINR },
            { label: 'Units Sold', value: data.unitsSold, icon: PackageIcon },
            { label: 'Items Sold', value: data.totalOrders, icon: ShoppingBagIcon },
            { label: 'Returns', value: data.totalReturns, icon: Undo2Icon },
            {
              label: 'Average Rating',
              value: data.averageRating,
              icon: StarIcon,
              format: (n) => n.toFixed(1),
            },
          ]}
        />
      </section>

      <Card className="gap-4">
        <CardHeader>
          <h2 className="text-lg leading-none font-semibold">Contact</h2>
        </CardHeader>
        <CardContent>
          <dl className="grid gap-4 md:grid-cols-3">
            <DetailRow icon={MailIcon} label="Email">
              <a href={`mailto:${seller.email}`} className="text-primary hover:underline">
                {seller.email}
              </a>
            </DetailRow>
            <DetailRow icon={PhoneIcon} label="Phone">
              {phone ? (
                <a href={`tel:${phone.replace(/\s/g, '')}`} className="text-primary hover:underline">
                  {phone}
                </a>
              ) : (
                ADMIN_PEOPLE_MESSAGES.notAvailable
              )}
            </DetailRow>
            <DetailRow icon={MapPinIcon} label="Address">
              {seller.address ?? ADMIN_PEOPLE_MESSAGES.notAvailable}
            </DetailRow>
          </dl>
        </CardContent>
      </Card>

      <Card className="gap-4">
        <CardContent className="grid grid-cols-[minmax(0,1fr)] px-3 md:px-6">
          <Tabs defaultValue="products">
            <TabsList>
              <TabsTrigger value="products">Products ({data.sellerProducts.length})</TabsTrigger>
              <TabsTrigger value="orders">Orders ({data.orders.length})</TabsTrigger>
            </TabsList>
            <TabsContent value="products">
              <ProductsTable products={data.sellerProducts} />
            </TabsContent>
            <TabsContent value="orders">
              <OrderItemsTable items={data.orders} label="Seller orders" customer />
            </TabsContent>
          </Tabs>
        </CardContent>
      </Card>
    </div>
  );
}
