import { Trash2Icon } from 'lucide-react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';

/** A delete button behind a confirmation (category and banner say it cannot be undone). */
export function ConfirmDelete({
  label,
  title,
  description,
  pending,
  onConfirm,
}: {
  /** Accessible name of the trigger, e.g. 'Delete category Laptops'. */
  label: string;
  title: string;
  description: string;
  pending: boolean;
  onConfirm: () => void;
}) {
  return (
    <ConfirmDialog
      trigger={
        <Button
          variant="ghost"
          size="icon-sm"
          aria-label={label}
          disabled={pending}
          className="text-destructive hover:text-destructive"
        >
          <Trash2Icon aria-hidden />
        </Button>
      }
      className="sm:max-w-[500px]"
      title={title}
      description={description}
      confirmLabel="Delete"
      destructive
      onConfirm={onConfirm}
    />
  );
}
