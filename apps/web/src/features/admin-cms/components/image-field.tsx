import { ImageIcon, UploadIcon } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { CMS_IMAGE_ACCEPT } from '@electrohub/shared/admin-cms';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';

const MAX_BYTES = 5 * 1024 * 1024;
const TYPES = CMS_IMAGE_ACCEPT.split(',');

/** The browser's first check of a chosen file (spec 3 §5 'image files only', 5 MB); the server checks the content. */
export function imageFileError(file: File): string | undefined {
  if (!TYPES.includes(file.type)) return 'Invalid file type. Only JPEG, PNG, JPG, GIF, and WEBP are allowed';
  if (file.size > MAX_BYTES) return 'File size must not exceed 5MB';
  return undefined;
}

/** An image input with a preview of the chosen file (or the current image when editing). */
export function ImageField({
  label,
  file,
  currentUrl,
  error,
  wide = false,
  onChange,
}: {
  label: string;
  file: File | null;
  currentUrl?: string;
  error?: string;
  /** Banner proportions instead of a square tile. */
  wide?: boolean;
  onChange: (file: File | null) => void;
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
      </span>
      <div className="flex flex-wrap items-center gap-4">
        <div
          className={cn(
            'flex shrink-0 items-center justify-center overflow-hidden rounded-md border bg-muted',
            wide ? 'aspect-[3/1] w-40' : 'size-20',
          )}
        >
          {shown ? (
            <img src={shown} alt="" className="size-full object-cover" />
          ) : (
            <ImageIcon className="size-6 text-muted-foreground" aria-hidden />
          )}
        </div>
        <div className="grid min-w-0 gap-1">
          <Button asChild variant="outline" size="sm" className="w-fit cursor-pointer">
            <label htmlFor={id}>
              <UploadIcon aria-hidden />
              {file || currentUrl ? 'Change image' : 'Choose image'}
            </label>
          </Button>
          <input
            id={id}
            type="file"
            accept={CMS_IMAGE_ACCEPT}
            className="sr-only"
            aria-labelledby={`${id}-label`}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : `${id}-hint`}
            onChange={(event) => {
              onChange(event.target.files?.[0] ?? null);
              event.target.value = '';
            }}
          />
          <p id={`${id}-hint`} className="max-w-56 truncate text-xs text-muted-foreground">
            {file ? file.name : 'JPEG, PNG, GIF or WEBP, up to 5 MB'}
          </p>
        </div>
      </div>
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
