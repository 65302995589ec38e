import type { FormEvent, ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';

export type FormDialogProps = {
  /** The button that opens the dialog, when the dialog has one. */
  trigger?: ReactNode;
  open: boolean;
  /** Called by Escape, the close button, a click outside and Cancel; refuse `false` to keep the dialog open. */
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description: ReactNode;
  descriptionClassName?: string;
  /** Extra classes for the dialog box, e.g. a different width. */
  className?: string;
  /** The form element's id, for pages that name it. */
  formId?: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  submitLabel: ReactNode;
  /** The submit button's text while `pending`, e.g. 'Updating...'. */
  pendingLabel: ReactNode;
  /** The save is in flight: Cancel and submit are disabled and the submit shows `pendingLabel`. */
  pending: boolean;
  /** Disables submit for a reason of the form's own (e.g. nothing chosen yet). */
  submitDisabled?: boolean;
  /** Leave out the Cancel button (the dialog still closes with Escape or its close button). */
  hideCancel?: boolean;
  /** The form's fields. */
  children: ReactNode;
};

/**
 * The shell of every dialog that holds one form: title and description, the fields, then Cancel and the submit
 * button at the bottom. The form skips the browser's own validation (`noValidate`); the caller checks the fields
 * and shows its messages.
 */
export function FormDialog({
  trigger,
  open,
  onOpenChange,
  title,
  description,
  descriptionClassName,
  className,
  formId,
  onSubmit,
  submitLabel,
  pendingLabel,
  pending,
  submitDisabled = false,
  hideCancel = false,
  children,
}: FormDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {trigger && <DialogTrigger asChild>{trigger}</DialogTrigger>}
      <DialogContent className={className}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription className={descriptionClassName}>{description}</DialogDescription>
        </DialogHeader>
        <form id={formId} onSubmit={onSubmit} noValidate className="grid gap-4">
          {children}
          <DialogFooter>
            {!hideCancel && (
              <Button variant="outline" onClick={() => onOpenChange(false)} disabled={pending}>
                Cancel
              </Button>
            )}
            <Button type="submit" disabled={pending || submitDisabled}>
              {pending ? pendingLabel : submitLabel}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
