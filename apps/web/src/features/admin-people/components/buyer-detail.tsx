import {
  CalendarIcon,
  IndianRupeeIcon,
  MailIcon,
  MapPinIcon,
  PackageIcon,
  PhoneIcon,
  ReceiptIcon,
  ShoppingBagIcon,
  StarIcon,
  Undo2Icon,
  UserIcon,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import {
  ADMIN_DETAIL_PAGE_SIZE,
  ADMIN_PAGE_SIZES,
  ADMIN_PEOPLE_MESSAGES,
  type AdminBuyerDetail,
} from '@electrohub/shared/admin-people';
import { formatDate, formatINR } from '@electrohub/shared/format';
import { DataTable } from '@/components/data-table';
import { StatStrip } from '@/components/stat-strip';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { TableCell, TableRow } from '@/components/ui/table';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { paths } from '@/config/paths';
import { useClientPage } from '@/hooks/use-paging';
import { cn } from '@/lib/cn';
import { DetailRow } from './detail-row';
import { OrderItemsTable } from './order-items-table';
import { PersonAvatar } from './person-avatar';

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

function SectionCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card className="gap-4">
      <CardHeader>
        <h2 className="text-lg leading-none font-semibold">{title}</h2>
      </CardHeader>
      <CardContent className="grid grid-cols-[minmax(0,1fr)] px-3 md:px-6">{children}</CardContent>
    </Card>
  );
}

function Overview({ data }: { data: AdminBuyerDetail }) {
  const { user: buyer } = data;
  return (
    <div className="grid gap-6">
      <StatStrip
        as="div"
        look="dense"
        className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3 xl:grid-cols-5"
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
          <DetailRow icon={MailIcon} label="Email">
            <a href={`mailto:${buyer.email}`} className="text-primary hover:underline">
              {buyer.email}
            </a>
          </DetailRow>
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
  if (reviews.length === 0)
    return <p className="py-10 text-center text-muted-foreground">{ADMIN_PEOPLE_MESSAGES.reviewsEmpty}</p>;
  return (
    <ul className="grid gap-3">
      {reviews.map((r) => (
        <li key={r.id}>
          <Link
            to={paths.admin.product.href({ id: r.productId })}
            className="grid gap-2 rounded-lg border p-4 transition-colors hover:bg-muted/50 focus-visible:outline-2 focus-visible:outline-ring"
          >
            <span className="flex flex-wrap items-center justify-between gap-2">
              <span className="font-medium break-words">{r.product.name}</span>
              <span className="text-xs text-muted-foreground">{formatDate(r.createdAt)}</span>
            </span>
            <Stars rating={r.rating} />
            <span className="text-sm break-words whitespace-pre-line text-muted-foreground">{r.content}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

const PROVIDER_LABEL = { test: 'Card (test mode)', razorpay: 'Razorpay' } as const;

function Transactions({ rows }: { rows: AdminBuyerDetail['transactions'] }) {
  const { visible, pager } = useClientPage(rows, ADMIN_DETAIL_PAGE_SIZE);
  return (
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
  );
}

/** Admin buyer detail: Overview, Orders, Reviews and Payment Details tabs. */
export function BuyerDetail({ data }: { data: AdminBuyerDetail }) {
  const { user: buyer } = data;
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
        <PersonAvatar name={buyer.name} pfp={buyer.pfp} className="size-16 text-lg" />
        <div className="grid min-w-0 gap-1">
          <h1 className="text-2xl font-bold tracking-tight break-words md:text-3xl">{buyer.name}</h1>
          <p className="text-sm break-words text-muted-foreground">
            Buyer ID {buyer.id} · {buyer.email}
          </p>
        </div>
      </div>
      <Tabs defaultValue="overview" className="gap-4">
        <TabsList className="w-full justify-start sm:w-fit">
          <TabsTrigger value="overview" className="flex-none">
            Overview
          </TabsTrigger>
          <TabsTrigger value="orders" className="flex-none">
            Orders
          </TabsTrigger>
          <TabsTrigger value="reviews" className="flex-none">
            Reviews
          </TabsTrigger>
          <TabsTrigger value="payments" className="flex-none">
            Payment Details
          </TabsTrigger>
        </TabsList>
        <TabsContent value="overview">
          <Overview data={data} />
        </TabsContent>
        <TabsContent value="orders">
          <SectionCard title="Purchase History">
            <OrderItemsTable items={data.orderItems} label="Purchase history" />
          </SectionCard>
        </TabsContent>
        <TabsContent value="reviews">
          <SectionCard title="Product Reviews">
            <Reviews reviews={buyer.reviews} />
          </SectionCard>
        </TabsContent>
        <TabsContent value="payments">
          <SectionCard title="Recent Transactions">
            <Transactions rows={data.transactions} />
          </SectionCard>
        </TabsContent>
      </Tabs>
    </div>
  );
}
