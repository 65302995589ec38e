import { useState } from 'react';
import type { SellerStatus } from '@electrohub/shared/money';
import { FormDialog } from '@/components/form-dialog';
import { FormField } from '@/components/form-field';
import { SellerStatusDot } from '@/components/status-dot';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/textarea';
import { errorMessage } from '@/lib/api';
import { toast } from '@/lib/toast';
import { useUpdateSellerStatus } from '../api/seller-status';

/** The reason shown to the seller is at most this long. */
const REASON_MAX = 500;

function SuspendDialog({
  seller,
  pending,
  onSuspend,
}: {
  seller: { name: string };
  pending: boolean;
  onSuspend: (reason: string) => Promise<boolean>;
}) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const tooLong = reason.trim().length > REASON_MAX;
  return (
    <FormDialog
      trigger={
        <Button
          variant="outline"
          className="border-destructive/50 text-destructive hover:bg-destructive/10 hover:text-destructive"
        >
          Suspend
        </Button>
      }
      open={open}
      onOpenChange={(next) => !pending && setOpen(next)}
      title={`Suspend ${seller.name}?`}
      description="Their products leave the storefront at once and they cannot add or edit products. Their open orders can still be shipped and refunded."
      submitLabel="Suspend seller"
      pendingLabel="Suspending..."
      pending={pending}
      submitDisabled={tooLong}
      onSubmit={(event) => {
        event.preventDefault();
        void onSuspend(reason.trim()).then((done) => {
          if (done) {
            setOpen(false);
            setReason('');
          }
        });
      }}
    >
      <FormField
        label="Reason (shown to the seller)"
        hint={`Optional, up to ${REASON_MAX} characters`}
        error={tooLong ? `At most ${REASON_MAX} characters` : undefined}
      >
        {(control) => (
          <Textarea {...control} value={reason} onChange={(e) => setReason(e.target.value)} rows={3} />
        )}
      </FormField>
    </FormDialog>
  );
}

/**
 * A seller's standing on their admin page and what the admin can do about it: suspend an approved seller (with a
 * confirmation and an optional reason), reinstate a suspended one, approve a pending one.
 */
export function SellerStanding({ seller }: { seller: { id: number; name: string; status: SellerStatus } }) {
  const update = useUpdateSellerStatus();
  const change = async (status: 'approved' | 'suspended', reason?: string) => {
    try {
      const answer = await update.mutateAsync({ id: seller.id, status, ...(reason ? { reason } : {}) });
      toast.success(answer.message);
      return true;
    } catch (error) {
      toast.error(errorMessage(error));
      return false;
    }
  };
  return (
    <div className="flex flex-wrap items-center gap-3">
      <span className="text-sm">
        <span className="sr-only">Standing: </span>
        <SellerStatusDot status={seller.status} />
      </span>
      {seller.status === 'approved' && (
        <SuspendDialog seller={seller} pending={update.isPending} onSuspend={(r) => change('suspended', r)} />
      )}
      {seller.status !== 'approved' && (
        <Button busy={update.isPending} onClick={() => void change('approved')}>
          {seller.status === 'suspended' ? 'Reinstate' : 'Approve'}
        </Button>
      )}
    </div>
  );
}
