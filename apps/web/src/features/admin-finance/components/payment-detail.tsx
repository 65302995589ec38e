import { ORDER_STATUS_LABELS } from '@electrohub/shared/orders-status';
import { PAYMENT_PROVIDER_LABELS, type PaymentDetail } from '@electrohub/shared/admin-finance';
import { formatDate, formatINR } from '@electrohub/shared/format';
import type { ReactNode } from 'react';
import { TitledCard } from '@/components/titled-card';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { PaymentStateBadge, RefundStatus } from './payment-state-badge';

const dateTime = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' });
const when = (iso: string) => dateTime.format(new Date(iso));

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid min-w-0 gap-0.5">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="min-w-0 text-sm font-medium break-words">{children}</dd>
    </div>
  );
}

/** Provider ids are long and unbroken: monospace, wrapping anywhere. */
const Id = ({ children }: { children: ReactNode }) => (
  <span className="font-mono text-xs break-all">{children}</span>
);

/** One transaction: figures, provider ids (never secrets or signatures), buyer, the order's items and refunds. */
export function PaymentDetailView({ payment }: { payment: PaymentDetail }) {
  const net = payment.amount - payment.refunded;
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-6">
      <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <Card>
          <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3">
            <div className="grid gap-1">
              <CardTitle>Payment #{payment.id}</CardTitle>
              <CardDescription>
                Order #{payment.orderId} · {when(payment.createdAt)}
              </CardDescription>
            </div>
            <PaymentStateBadge state={payment.state} className="text-sm" />
          </CardHeader>
          <CardContent>
            <dl className="grid grid-cols-2 gap-4 sm:grid-cols-3">
              <Fact label="Amount">
                <span className="text-lg tabular-nums">{formatINR(payment.amount)}</span>
              </Fact>
              <Fact label="Refunded">
                <span className="text-lg tabular-nums">{formatINR(payment.refunded)}</span>
              </Fact>
              <Fact label="Net">
                <span className="text-lg tabular-nums">{formatINR(net)}</span>
              </Fact>
              <Fact label="Provider">{PAYMENT_PROVIDER_LABELS[payment.provider]}</Fact>
              <Fact label="Payment status">
                <span className="capitalize">{payment.paymentStatus}</span>
              </Fact>
              <Fact label="Paid">{payment.paidAt ? when(payment.paidAt) : '—'}</Fact>
              <Fact label="Payment id">
                <Id>{payment.providerPaymentId}</Id>
              </Fact>
              <Fact label="Provider order id">
                <Id>{payment.providerOrderId}</Id>
              </Fact>
              <Fact label="Currency">{payment.currency}</Fact>
            </dl>
          </CardContent>
        </Card>
        <TitledCard
          title="Buyer"
          description={
            payment.buyer.id == null ? 'Account deleted; details from checkout' : 'As given at checkout'
          }
        >
          <dl className="grid gap-4">
            <Fact label="Name">{payment.buyer.name ?? 'Unknown'}</Fact>
            <Fact label="Email">{payment.buyer.email ?? '—'}</Fact>
            <Fact label="Phone">{payment.buyer.phone ? `+91 ${payment.buyer.phone}` : '—'}</Fact>
            <Fact label="Shipping address">{payment.shippingAddress ?? '—'}</Fact>
          </dl>
        </TitledCard>
      </div>

      <TitledCard title="Items" description="Prices as paid at checkout" contentClassName="px-3 md:px-6">
        <Table aria-label="Items">
          <TableHeader>
            <TableRow>
              <TableHead>Product</TableHead>
              <TableHead className="hidden text-right sm:table-cell">Qty</TableHead>
              <TableHead className="hidden text-right sm:table-cell">Unit price</TableHead>
              <TableHead className="text-right">Total</TableHead>
              <TableHead className="hidden sm:table-cell">Status</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {payment.items.map((item) => (
              <TableRow key={item.id}>
                <TableCell className="max-w-52 sm:max-w-72 sm:min-w-40">
                  <span className="block truncate font-medium" title={item.productName}>
                    {item.productName}
                  </span>
                  <span className="block truncate text-xs text-muted-foreground">
                    {item.sellerName ?? 'Seller removed'}
                    {item.productId == null && ' · product deleted'}
                  </span>
                  <span className="block text-xs text-muted-foreground sm:hidden">
                    {item.quantity} × {formatINR(item.unitPrice)} · {ORDER_STATUS_LABELS[item.status]}
                  </span>
                </TableCell>
                <TableCell className="hidden text-right tabular-nums sm:table-cell">
                  {item.quantity}
                </TableCell>
                <TableCell className="hidden text-right whitespace-nowrap tabular-nums sm:table-cell">
                  {formatINR(item.unitPrice)}
                  {item.offerPercentage > 0 && (
                    <span className="block text-xs text-muted-foreground">
                      <s>{formatINR(item.listPrice)}</s> −{item.offerPercentage}%
                    </span>
                  )}
                </TableCell>
                <TableCell className="text-right whitespace-nowrap tabular-nums">
                  {formatINR(item.total)}
                </TableCell>
                <TableCell className="hidden whitespace-nowrap sm:table-cell">
                  {ORDER_STATUS_LABELS[item.status]}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TitledCard>

      <TitledCard
        title="Refunds"
        description="Cancelled and returned items are refunded"
        contentClassName="px-3 md:px-6"
      >
        {payment.refunds.length === 0 ? (
          <p className="py-6 text-center text-sm text-muted-foreground">No refunds for this payment</p>
        ) : (
          <Table aria-label="Refunds">
            <TableHeader>
              <TableRow>
                <TableHead className="hidden sm:table-cell">Date</TableHead>
                <TableHead>Item</TableHead>
                <TableHead className="text-right">Amount</TableHead>
                <TableHead className="hidden sm:table-cell">Status</TableHead>
                <TableHead className="hidden md:table-cell">Refund id</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {payment.refunds.map((r) => (
                <TableRow key={r.id}>
                  <TableCell className="hidden whitespace-nowrap sm:table-cell">
                    {formatDate(r.createdAt)}
                  </TableCell>
                  <TableCell className="max-w-44 sm:max-w-56 sm:min-w-32" title={r.productName}>
                    <span className="block truncate">{r.productName}</span>
                    <span className="block text-xs text-muted-foreground sm:hidden">
                      {formatDate(r.createdAt)} · <span className="capitalize">{r.status}</span>
                    </span>
                  </TableCell>
                  <TableCell className="text-right whitespace-nowrap tabular-nums">
                    {formatINR(r.amount)}
                  </TableCell>
                  <TableCell className="hidden sm:table-cell">
                    <RefundStatus status={r.status} />
                  </TableCell>
                  <TableCell className="hidden md:table-cell">
                    <Id>{r.providerRefundId ?? '—'}</Id>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </TitledCard>
    </div>
  );
}
