import { useState } from 'react';
import { CMS_MESSAGES } from '@electrohub/shared/admin-cms';
import { FormDialog, type FormDialogProps } from '@/components/form-dialog';
import { imageFileError } from './image-field';

/**
 * The image a CMS dialog uploads: the chosen file and what is wrong with it. `required` (adding, or the category
 * image dialog) makes a missing file an error ('Image is required'); an edit may keep the current image.
 */
export function useImageChoice(required: boolean) {
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string>();
  const missing = () => required && !file;
  return {
    file,
    error,
    setError: (message: string) => setError(message),
    /** Before a submit: false when it must stop (the file is missing, or the browser already refused it). */
    ready: () => {
      if (missing()) {
        setError(CMS_MESSAGES.image);
        return false;
      }
      return !error;
    },
    /** The form's own checks failed: say the missing image too, all at once. */
    flagMissing: () => {
      if (missing()) setError(CMS_MESSAGES.image);
    },
    /** Props for `<ImageField>`. */
    field: {
      file,
      error,
      onChange: (next: File | null) => {
        setFile(next);
        setError(next ? imageFileError(next) : required ? CMS_MESSAGES.image : undefined);
      },
    },
  };
}

/**
 * A CMS add or edit dialog: title, description, the form's fields, Cancel and the submit button ('Adding...' or
 * 'Updating...' while it runs). It cannot be closed while the save is in flight.
 */
export function CmsDialog({
  pending,
  onClose,
  className = 'sm:max-w-[550px]',
  ...form
}: Omit<FormDialogProps, 'trigger' | 'open' | 'onOpenChange'> & {
  formId: string;
  onClose: () => void;
}) {
  const close = () => {
    if (!pending) onClose();
  };
  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && close()}
      className={className}
      pending={pending}
      {...form}
    />
  );
}
