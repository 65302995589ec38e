import { ImageIcon, UploadIcon } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { PFP_ACCEPT } from '@electrohub/shared/auth';
import { HiddenFileInput } from '@/components/file-input';
import { FieldError } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';

const FRAMES = {
  /** A logo or profile picture. */
  round: 'size-16 rounded-full',
  /** A product or category image. */
  square: 'size-20 rounded-md',
  /** Banner proportions (the home carousel's 21:8). */
  wide: 'aspect-[21/8] w-40 rounded-md',
  /** A banner's phone crop (16:9). */
  phone: 'aspect-[16/9] w-32 rounded-md',
};

/**
 * Pick one image file, with a preview of the chosen file (or of `currentUrl`, the image it would replace). By default
 * a logo or profile picture under 2 MB (required at seller sign-up, optional later); the admin CMS passes
 * its own types, hint and frame. The browser's checks are a convenience: the server checks the content.
 */
export function ImagePicker({
  file,
  onChange,
  error,
  label = 'Company logo',
  required = false,
  currentUrl,
  accept = PFP_ACCEPT,
  hint = 'JPEG, PNG, GIF or WEBP, under 2 MB',
  frame = 'round',
  previewAlt = 'Selected logo preview',
}: {
  file: File | null | undefined;
  onChange: (file: File | null) => void;
  error?: string;
  label?: string;
  required?: boolean;
  currentUrl?: string;
  accept?: string;
  hint?: string;
  frame?: keyof typeof FRAMES;
  previewAlt?: string;
}) {
  const id = useId();
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => {
    if (!file) {
      setPreview(null);
      return;
    }
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);
  const shown = preview ?? currentUrl;

  return (
    <div className="grid gap-2">
      <span className="text-sm font-medium" id={`${id}-label`}>
        {label}
        {!required && <span className="font-normal text-muted-foreground"> (optional)</span>}
      </span>
      <div className="flex flex-wrap items-center gap-4">
        <div
          className={cn(
            'flex shrink-0 items-center justify-center overflow-hidden border bg-muted',
            FRAMES[frame],
          )}
        >
          {shown ? (
            <img src={shown} alt={preview ? previewAlt : ''} className="size-full object-cover" />
          ) : (
            <ImageIcon className="size-6 text-muted-foreground" aria-hidden />
          )}
        </div>
        <div className="grid min-w-0 gap-1">
          <Button asChild variant="outline" size="sm" className="w-fit cursor-pointer">
            <label htmlFor={id}>
              <UploadIcon aria-hidden />
              {shown ? 'Change image' : 'Upload image'}
            </label>
          </Button>
          <HiddenFileInput id={id} accept={accept} error={error} hintId={`${id}-hint`} onPick={onChange} />
          <p id={`${id}-hint`} className="max-w-56 truncate text-xs text-muted-foreground">
            {file ? file.name : hint}
          </p>
        </div>
      </div>
      <FieldError id={id} error={error} />
    </div>
  );
}
