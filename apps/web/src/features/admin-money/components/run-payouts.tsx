import { SendIcon } from 'lucide-react';
import { useState } from 'react';
import type { PayoutRunAnswer } from '@electrohub/shared/money';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { TableCard } from '@/components/table-card';
import { Button } from '@/components/ui/button';
import { CardDescription, CardTitle } from '@/components/ui/card';
import { usePaging } from '@/hooks/use-paging';
import { errorMessage } from '@/lib/api';
import { toast } from '@/lib/toast';
import { useRunPayouts } from '../api/payouts';
import { useSellerMoney } from '../api/seller-money';
import { PayoutModeLabel } from './payout-mode';
import { SellerMoneyTable } from './seller-money-table';

function RunResult({ result }: { result: PayoutRunAnswer }) {
  return (
    <div className="grid gap-1 rounded-lg border bg-muted/40 px-4 py-3 text-sm">
      <p className="flex flex-wrap items-center gap-2 font-medium">
        {result.message} <PayoutModeLabel mode={result.mode} />
      </p>
      {result.skipped.length > 0 && (
        <ul className="list-disc pl-5 text-muted-foreground">
          {result.skipped.map((s) => (
            <li key={s.sellerId}>
              Seller #{s.sellerId}: {s.reason}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/**
 * Per-seller balances and the payout run: every seller with money available, or the ones ticked. The server takes
 * each balance once, however many admins press at the same moment.
 */
export function RunPayouts() {
  const paging = usePaging(10);
  const sellers = useSellerMoney(paging.page, paging.pageSize);
  const run = useRunPayouts();
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [result, setResult] = useState<PayoutRunAnswer | null>(null);

  const toggle = (id: number, on: boolean) =>
    setSelected((prev) => {
      const next = new Set(prev);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  const pay = (sellerIds?: number[]) =>
    run.mutateAsync(sellerIds ? { sellerIds } : {}).then(
      (answer) => {
        setResult(answer);
        setSelected(new Set());
        toast.success(answer.message);
      },
      (error: unknown) => {
        toast.error(errorMessage(error));
      },
    );

  const count = selected.size;
  return (
    <TableCard
      header={
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="grid gap-1.5">
            <CardTitle>Seller balances</CardTitle>
            <CardDescription>
              Owed is pending (inside the return window) plus available. Only available money is paid out.
            </CardDescription>
          </div>
          <div className="flex flex-wrap gap-2">
            <ConfirmDialog
              trigger={
                <Button variant="outline" disabled={count === 0} busy={run.isPending}>
                  Pay selected{count > 0 ? ` (${count})` : ''}
                </Button>
              }
              title={`Pay ${count} ${count === 1 ? 'seller' : 'sellers'}?`}
              description="Each chosen seller is paid their whole available balance now."
              confirmLabel="Pay now"
              onConfirm={() => pay([...selected])}
            />
            <ConfirmDialog
              trigger={
                <Button busy={run.isPending}>
                  <SendIcon aria-hidden /> Pay all available
                </Button>
              }
              title="Pay every seller with money available?"
              description="Every seller with an available balance and bank details is paid that balance now."
              confirmLabel="Pay now"
              onConfirm={() => pay()}
            />
          </div>
        </div>
      }
    >
      <div aria-live="polite">{result && <RunResult result={result} />}</div>
      <SellerMoneyTable query={sellers} paging={paging} selected={selected} onToggle={toggle} />
    </TableCard>
  );
}
