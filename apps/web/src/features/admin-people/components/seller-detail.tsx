import {
  IndianRupeeIcon,
  MapPinIcon,
  PackageIcon,
  PhoneIcon,
  ShoppingBagIcon,
  StarIcon,
  Undo2Icon,
} from 'lucide-react';
import type { ReactNode } from 'react';
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
import { TableCard } from '@/components/table-card';
import { DataTable } from '@/components/data-table';
import { Card, CardContent } from '@/components/ui/card';
import { TableCell, TableRow } from '@/components/ui/table';
import { TabPanels } from '@/components/tab-panels';
import { paths } from '@/config/paths';
import { PersonHeader, PersonStats, SectionCard } from './person-parts';
import { DetailRow, EmailRow } from './detail-row';
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

/**
 * Admin seller detail: overview (with `standing`, the seller's status and its actions), insights, `money` (what
 * the seller was paid and is owed), contact, and the Products and Orders tabs.
 */
export function SellerDetail({
  data,
  standing,
  money,
}: {
  data: AdminSellerDetail;
  standing?: ReactNode;
  money?: ReactNode;
}) {
  const { seller } = data;
  const phone = withPhonePrefix(seller.phone);
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-6">
      <Card className="gap-0 py-5">
        <CardContent className="px-5">
          <PersonHeader name={seller.name} pfp={seller.pfp}>
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
            {standing}
          </PersonHeader>
        </CardContent>
      </Card>

      <section aria-labelledby="seller-insights" className="grid gap-3">
        <h2 id="seller-insights" className="text-lg font-semibold">
          Insights
        </h2>
        <PersonStats
          stats={[
            { label: 'Total Sales', value: data.totalRevenue, icon: IndianRupeeIcon, format: formatINR },
            { label: 'Units Sold', value: data.unitsSold, icon: PackageIcon },
            { label: 'Items Sold', value: data.totalSales, icon: ShoppingBagIcon },
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

      {money && (
        <section aria-labelledby="seller-money" className="grid gap-3">
          <h2 id="seller-money" className="text-lg font-semibold">
            Money
          </h2>
          {money}
        </section>
      )}

      <SectionCard title="Contact">
        <dl className="grid gap-4 md:grid-cols-3">
          <EmailRow email={seller.email} />
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
      </SectionCard>

      <TableCard>
        <TabPanels
          tabs={[
            {
              value: 'products',
              label: `Products (${data.sellerProducts.length})`,
              content: <ProductsTable products={data.sellerProducts} />,
            },
            {
              value: 'orders',
              label: `Orders (${data.orders.length})`,
              content: <OrderItemsTable items={data.orders} label="Seller orders" customer />,
            },
          ]}
        />
      </TableCard>
    </div>
  );
}
