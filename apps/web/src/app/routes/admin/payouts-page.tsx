import { PageShell } from '@/components/page-shell';
import { TableCard } from '@/components/table-card';
import { CardDescription, CardTitle } from '@/components/ui/card';
import { usePayoutSettings, usePayouts } from '@/features/admin-money/api/payouts';
import { PayoutModeNotice } from '@/features/admin-money/components/payout-mode';
import { PayoutsTable } from '@/features/admin-money/components/payouts-table';
import { RunPayouts } from '@/features/admin-money/components/run-payouts';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { usePaging } from '@/hooks/use-paging';

function PayoutsList() {
  const paging = usePaging(10);
  const payouts = usePayouts(paging.page, paging.pageSize);
  return (
    <TableCard
      header={
        <>
          <CardTitle>Payouts</CardTitle>
          <CardDescription>
            Newest first. A failed payout’s money went back to the seller’s available balance.
          </CardDescription>
        </>
      }
    >
      <PayoutsTable query={payouts} paging={paging} />
    </TableCard>
  );
}

/** /admin/payouts: what each seller is owed, the payout run, and every payout with its status. */
export function AdminPayoutsPage() {
  useDocumentTitle('Payouts');
  const settings = usePayoutSettings();
  return (
    <PageShell
      title="Payouts"
      description="Sellers’ balances from the ledger, payout runs and their results."
    >
      <PayoutModeNotice settings={settings.data} />
      <RunPayouts />
      <PayoutsList />
    </PageShell>
  );
}
