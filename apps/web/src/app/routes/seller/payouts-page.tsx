import { FlaskConicalIcon } from 'lucide-react';
import { PageShell } from '@/components/page-shell';
import { StandingBanner } from '@/features/seller-dashboard/components/standing-banner';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { usePaging } from '@/hooks/use-paging';
import { useSellerPayouts } from '@/features/seller-payouts/api/get-payouts';
import { BalanceStrip } from '@/features/seller-payouts/components/balance-strip';
import { BankDetailsForm } from '@/features/seller-payouts/components/bank-details-form';
import { RecentPayouts } from '@/features/seller-payouts/components/recent-payouts';
import { StatementTable } from '@/features/seller-payouts/components/statement-table';

/** Statement rows per page unless the seller picks another size. */
const STATEMENT_ROWS = 20;

/**
 * /seller/dashboard/payouts: what the seller is owed (available, pending inside the hold, paid out), the
 * statement of every ledger entry with its CSV, the latest payouts and the bank account they go to.
 */
export function SellerPayoutsPage() {
  useDocumentTitle('Payouts');
  const paging = usePaging(STATEMENT_ROWS);
  const query = useSellerPayouts(paging.page, paging.pageSize);
  return (
    <PageShell
      title="Payouts"
      description="Sales become available once the return window after delivery has passed."
    >
      <StandingBanner />
      {query.data?.mode === 'test' && (
        <p
          role="note"
          className="flex items-center gap-2 rounded-xl border border-amber-500/40 bg-amber-100 px-4 py-2 text-sm text-amber-950 dark:bg-amber-400/15 dark:text-amber-100"
        >
          <FlaskConicalIcon aria-hidden className="size-4 shrink-0" />
          <span>
            <strong>Test mode</strong>: payouts are simulated and no money is sent to your bank.
          </span>
        </p>
      )}
      <BalanceStrip data={query.data} loading={query.isPending} />
      <StatementTable query={query} paging={paging} />
      <RecentPayouts query={query} />
      <BankDetailsForm />
    </PageShell>
  );
}
