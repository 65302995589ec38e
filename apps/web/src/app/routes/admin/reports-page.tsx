import { SalesReportPanel } from '@/features/admin-finance/components/sales-report';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** /admin/reports: sales by day, category or seller, with a CSV download. */
export function AdminReportsPage() {
  useDocumentTitle('Reports');
  return (
    <div className="mx-auto grid w-full max-w-7xl grid-cols-[minmax(0,1fr)] gap-6 px-4 py-6 md:py-8">
      <div>
        <h1 className="text-2xl font-bold tracking-tight md:text-3xl">Reports</h1>
        <p className="mt-1 text-muted-foreground">Orders, units and sales at the prices paid.</p>
      </div>
      <SalesReportPanel />
    </div>
  );
}
