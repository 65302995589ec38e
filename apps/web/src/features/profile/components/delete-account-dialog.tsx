import { Trash2Icon } from 'lucide-react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';

/**
 * The delete-account confirmation ('Are you absolutely sure?' with a warning that it cannot be
 * undone). The dialog stays open while deleting; `onConfirm` resolves when done.
 */
export function DeleteAccountDialog({
  label = 'Delete Account',
  description = 'This action cannot be undone. This will permanently delete your account and remove your data from our servers.',
  deleting,
  onConfirm,
}: {
  label?: string;
  description?: string;
  deleting: boolean;
  onConfirm: () => Promise<void>;
}) {
  return (
    <ConfirmDialog
      trigger={
        <Button variant="destructive">
          <Trash2Icon aria-hidden />
          {label}
        </Button>
      }
      title="Are you absolutely sure?"
      description={description}
      confirmLabel={deleting ? 'Deleting...' : 'Delete'}
      destructive
      busy={deleting}
      waitForConfirm
      onConfirm={onConfirm}
    />
  );
}
