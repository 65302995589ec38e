import { ArrowLeftIcon } from 'lucide-react';
import { Link, useLocation, useParams } from 'react-router';
import { FINANCE_MESSAGES } from '@electrohub/shared/admin-finance';
import { LoadingRegion } from '@/components/loading-region';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { usePayment } from '@/features/admin-finance/api/get-payment';
import { PaymentDetailView } from '@/features/admin-finance/components/payment-detail';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** /admin/payments/{id}: one transaction; Back keeps the list's filters and page (they travel in the query). */
export function AdminPaymentDetailPage() {
  const { id } = useParams();
  const { search } = useLocation();
  const paymentId = Number(id);
  const payment = usePayment(paymentId);
  useDocumentTitle(`Payment #${id ?? ''}`);
  const missing = !Number.isInteger(paymentId) || paymentId < 1 || payment.isError;

  return (
    <div className="mx-auto grid w-full max-w-7xl grid-cols-[minmax(0,1fr)] gap-6 px-4 py-6 md:py-8">
      <div className="flex flex-wrap items-center gap-3">
        <Button asChild variant="outline" size="sm">
          <Link to={`${paths.admin.payments.href()}${search}`}>
            <ArrowLeftIcon aria-hidden /> Back to payments
          </Link>
        </Button>
        <h1 className="text-2xl font-bold tracking-tight md:text-3xl">Payment details</h1>
      </div>
      {missing ? (
        <p className="rounded-lg border p-8 text-center text-muted-foreground">
          {payment.error?.message ?? FINANCE_MESSAGES.paymentNotFound}
        </p>
      ) : payment.data ? (
        <PaymentDetailView payment={payment.data} />
      ) : (
        <LoadingRegion label="Loading payment" className="grid gap-6">
          <Skeleton className="h-56 w-full rounded-xl" />
          <Skeleton className="h-40 w-full rounded-xl" />
        </LoadingRegion>
      )}
    </div>
  );
}
