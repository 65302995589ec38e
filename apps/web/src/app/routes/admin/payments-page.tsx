import { PageShell } from '@/components/page-shell';
import { PaymentsTable } from '@/features/admin-finance/components/payments-table';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** /admin/payments: every captured payment with its state and refunds. */
export function AdminPaymentsPage() {
  useDocumentTitle('Payments');
  return (
    <PageShell title="Payments" description="Transactions with their status and refunds.">
      <PaymentsTable />
    </PageShell>
  );
}
