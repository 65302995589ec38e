import { useState, type MouseEvent, type ReactNode } from 'react';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@/components/ui/alert-dialog';

export type ConfirmDialogProps = {
  /** The button that opens the dialog. Leave it out when the parent opens the dialog through `open`. */
  trigger?: ReactNode;
  /** Controlled open state; without it the dialog keeps its own, opened by `trigger`. */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  title: ReactNode;
  description: ReactNode;
  /** The button that closes the dialog and does nothing. */
  cancelLabel?: string;
  confirmLabel: ReactNode;
  /** A red confirm button, for actions that delete, remove or cancel. */
  destructive?: boolean;
  /**
   * While true both buttons are disabled and the dialog cannot be dismissed. Only matters with `waitForConfirm`:
   * otherwise the dialog has already closed when the work starts.
   */
  busy?: boolean;
  /**
   * Keep the dialog open until the promise `onConfirm` returns settles, then close it. Without it the dialog
   * closes as soon as the confirm button is pressed.
   */
  waitForConfirm?: boolean;
  onConfirm: () => void | Promise<void>;
  /** Extra classes for the dialog box, e.g. a different width. */
  className?: string;
};

/**
 * The one "are you sure?" dialog of the app: a title, a description, a cancel button (focused when it opens, so
 * Enter does not confirm by accident) and the confirm button. Used for every delete, remove and cancel that needs
 * a second click.
 */
export function ConfirmDialog({
  trigger,
  open: controlledOpen,
  onOpenChange,
  title,
  description,
  cancelLabel = 'Cancel',
  confirmLabel,
  destructive = false,
  busy = false,
  waitForConfirm = false,
  onConfirm,
  className,
}: ConfirmDialogProps) {
  const [ownOpen, setOwnOpen] = useState(false);
  const open = controlledOpen ?? ownOpen;
  const setOpen = (next: boolean) => {
    if (busy) return;
    if (controlledOpen === undefined) setOwnOpen(next);
    onOpenChange?.(next);
  };

  const confirm = (event: MouseEvent<HTMLButtonElement>) => {
    const done = onConfirm();
    if (!waitForConfirm) return;
    // Stops the action button from closing the dialog; it closes once the work is over.
    event.preventDefault();
    void Promise.resolve(done).finally(() => {
      if (controlledOpen === undefined) setOwnOpen(false);
      onOpenChange?.(false);
    });
  };

  return (
    <AlertDialog open={open} onOpenChange={setOpen}>
      {trigger && <AlertDialogTrigger asChild>{trigger}</AlertDialogTrigger>}
      <AlertDialogContent className={className}>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={busy}>{cancelLabel}</AlertDialogCancel>
          <AlertDialogAction
            variant={destructive ? 'destructive' : undefined}
            disabled={busy}
            onClick={confirm}
          >
            {confirmLabel}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
