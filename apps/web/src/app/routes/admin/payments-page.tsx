import { PaymentsTable } from '@/features/admin-finance/components/payments-table';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** /admin/payments: every captured payment with its state and refunds. */
export function AdminPaymentsPage() {
  useDocumentTitle('Payments');
  return (
    <div className="mx-auto grid w-full max-w-7xl grid-cols-[minmax(0,1fr)] gap-6 px-4 py-6 md:py-8">
      <div>
        <h1 className="text-2xl font-bold tracking-tight md:text-3xl">Payments</h1>
        <p className="mt-1 text-muted-foreground">Transactions with their status and refunds.</p>
      </div>
      <PaymentsTable />
    </div>
  );
}
