import {
  CalendarIcon,
  IndianRupeeIcon,
  MapPinIcon,
  PackageIcon,
  PhoneIcon,
  ReceiptIcon,
  ShoppingBagIcon,
  StarIcon,
  Undo2Icon,
  UserIcon,
} from 'lucide-react';
import { Link } from 'react-router';
import {
  ADMIN_DETAIL_PAGE_SIZE,
  ADMIN_PAGE_SIZES,
  ADMIN_PEOPLE_MESSAGES,
  type AdminBuyerDetail,
} from '@electrohub/shared/admin-people';
import { formatDate, formatINR } from '@electrohub/shared/format';
import { DataTable } from '@/components/data-table';
import { TableCell, TableRow } from '@/components/ui/table';
import { TabPanels } from '@/components/tab-panels';
import { paths } from '@/config/paths';
import { useClientPage } from '@/hooks/use-paging';
import { cn } from '@/lib/cn';
import { DetailRow, EmailRow } from './detail-row';
import { OrderItemsTable } from './order-items-table';
import { PersonHeader, PersonStats, SectionCard } from './person-parts';

function Stars({ rating }: { rating: number }) {
  return (
    <span className="inline-flex items-center gap-0.5" role="img" aria-label={`${rating} out of 5 stars`}>
      {Array.from({ length: 5 }, (_, i) => (
        <StarIcon
          key={i}
          aria-hidden
          className={cn('size-4', i < rating ? 'fill-amber-400 text-amber-500' : 'text-muted-foreground/40')}
        />
      ))}
    </span>
  );
}

function Overview({ data }: { data: AdminBuyerDetail }) {
  const { user: buyer } = data;
  return (
    <div className="grid gap-6">
      <PersonStats
        stats={[
          { label: 'Total Spend', value: data.totalSpend, icon: IndianRupeeIcon, format: formatINR },
          { label: 'Orders', value: buyer.orders.length, icon: ShoppingBagIcon },
          { label: 'Items Purchased', value: data.itemsPurchased, icon: PackageIcon },
          { label: 'Avg Order Value', value: data.avgOrderValue, icon: ReceiptIcon, format: formatINR },
          { label: 'Returns', value: data.returns, icon: Undo2Icon },
        ]}
      />
      <SectionCard title="Personal Details">
        <dl className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
          <EmailRow email={buyer.email} />
          <DetailRow icon={PhoneIcon} label="Phone">
            {buyer.phone ?? ADMIN_PEOPLE_MESSAGES.notAvailable}
          </DetailRow>
          <DetailRow icon={UserIcon} label="Gender">
            {buyer.gender}
          </DetailRow>
          <DetailRow icon={MapPinIcon} label="Address">
            {buyer.address ?? ADMIN_PEOPLE_MESSAGES.notAvailable}
          </DetailRow>
          <DetailRow icon={CalendarIcon} label="Member since">
            {formatDate(buyer.createdAt)}
          </DetailRow>
          <DetailRow icon={StarIcon} label="Reviews written">
            {buyer.reviews.length}
          </DetailRow>
        </dl>
      </SectionCard>
    </div>
  );
}

function Reviews({ reviews }: { reviews: AdminBuyerDetail['user']['reviews'] }) {
  return (
    <SectionCard title="Product Reviews">
      {reviews.length === 0 ? (
        <p className="py-10 text-center text-muted-foreground">{ADMIN_PEOPLE_MESSAGES.reviewsEmpty}</p>
      ) : (
        <ul className="grid gap-3">
          {reviews.map((r) => (
            <li key={r.id}>
              <Link
                to={paths.admin.product.href({ id: r.productId })}
                className="grid gap-2 rounded-lg border p-4 transition-colors hover:bg-muted/50"
              >
                <span className="flex flex-wrap items-center justify-between gap-2">
                  <span className="font-medium break-words">{r.product.name}</span>
                  <span className="text-xs text-muted-foreground">{formatDate(r.createdAt)}</span>
                </span>
                <Stars rating={r.rating} />
                <span className="text-sm break-words whitespace-pre-line text-muted-foreground">
                  {r.content}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </SectionCard>
  );
}

const PROVIDER_LABEL = { test: 'Card (test mode)', razorpay: 'Razorpay' } as const;

function Transactions({ rows }: { rows: AdminBuyerDetail['transactions'] }) {
  const { visible, pager } = useClientPage(rows, ADMIN_DETAIL_PAGE_SIZE);
  return (
    <SectionCard title="Recent Transactions">
      <div className="grid grid-cols-[minmax(0,1fr)] gap-3">
        <DataTable
          label="Recent transactions"
          columns={[
            { header: 'Date' },
            { header: 'Type' },
            { header: 'Order' },
            { header: 'Method' },
            { header: 'Reference' },
            { header: 'Amount', className: 'text-right' },
            { header: 'Status' },
          ]}
          count={visible.length}
          empty={ADMIN_PEOPLE_MESSAGES.transactionsEmpty}
          pager={{ ...pager, sizes: ADMIN_PAGE_SIZES }}
        >
          {visible.map((t) => (
            <TableRow key={t.key}>
              <TableCell>{formatDate(t.createdAt)}</TableCell>
              <TableCell>{t.type}</TableCell>
              <TableCell className="tabular-nums">
                {t.orderItemId ? (
                  <Link
                    to={paths.admin.order.href({ id: t.orderItemId })}
                    className="text-primary hover:underline"
                  >
                    #{t.orderId} · item #{t.orderItemId}
                  </Link>
                ) : (
                  `#${t.orderId}`
                )}
              </TableCell>
              <TableCell>{PROVIDER_LABEL[t.provider]}</TableCell>
              <TableCell className="font-mono text-xs">
                {t.reference ?? ADMIN_PEOPLE_MESSAGES.notAvailable}
              </TableCell>
              <TableCell
                className={cn(
                  'text-right tabular-nums',
                  t.type === 'Refund' && 'text-red-700 dark:text-red-400',
                )}
              >
                {t.type === 'Refund' ? '−' : ''}
                {formatINR(t.amount)}
              </TableCell>
              <TableCell className="capitalize">{t.status}</TableCell>
            </TableRow>
          ))}
        </DataTable>
      </div>
    </SectionCard>
  );
}

/** Admin buyer detail: Overview, Orders, Reviews and Payment Details tabs. */
export function BuyerDetail({ data }: { data: AdminBuyerDetail }) {
  const { user: buyer } = data;
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-6">
      <PersonHeader name={buyer.name} pfp={buyer.pfp}>
        <p className="text-sm break-words text-muted-foreground">
          Buyer ID {buyer.id} · {buyer.email}
        </p>
      </PersonHeader>
      <TabPanels
        className="gap-4"
        listClassName="w-full justify-start sm:w-fit"
        triggerClassName="flex-none"
        tabs={[
          { value: 'overview', label: 'Overview', content: <Overview data={data} /> },
          {
            value: 'orders',
            label: 'Orders',
            content: (
              <SectionCard title="Purchase History">
                <OrderItemsTable items={data.orderItems} label="Purchase history" />
              </SectionCard>
            ),
          },
          { value: 'reviews', label: 'Reviews', content: <Reviews reviews={buyer.reviews} /> },
          { value: 'payments', label: 'Payment Details', content: <Transactions rows={data.transactions} /> },
        ]}
      />
    </div>
  );
}
