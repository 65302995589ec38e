import { PageShell } from '@/components/page-shell';
import { SalesReportPanel } from '@/features/admin-finance/components/sales-report';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** /admin/reports: sales by day, category or seller, with a CSV download. */
export function AdminReportsPage() {
  useDocumentTitle('Reports');
  return (
    <PageShell title="Reports" description="Orders, units and sales at the prices paid.">
      <SalesReportPanel />
    </PageShell>
  );
}
