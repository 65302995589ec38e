import { ImageIcon, UploadIcon } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { PFP_ACCEPT } from '@electrohub/shared/auth';
import { Button } from '@/components/ui/button';

/** Pick a logo or profile picture (under 2 MB) with a preview (spec 3 §2: required at seller sign-up, optional later). */
export function ImagePicker({
  file,
  onChange,
  error,
  label = 'Company logo',
  required = false,
}: {
  file: File | null | undefined;
  onChange: (file: File | null) => void;
  error?: string;
  label?: string;
  required?: boolean;
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

  return (
    <div className="grid gap-2">
      <span className="text-sm font-medium" id={`${id}-label`}>
        {label}
        {!required && <span className="font-normal text-muted-foreground"> (optional)</span>}
      </span>
      <div className="flex items-center gap-4">
        <div className="flex size-16 shrink-0 items-center justify-center overflow-hidden rounded-full border bg-muted">
          {preview ? (
            <img src={preview} alt="Selected logo preview" className="size-full object-cover" />
          ) : (
            <ImageIcon className="size-6 text-muted-foreground" aria-hidden />
          )}
        </div>
        <div className="grid gap-1">
          <Button asChild variant="outline" size="sm" className="w-fit cursor-pointer">
            <label htmlFor={id}>
              <UploadIcon aria-hidden />
              {file ? 'Change image' : 'Upload image'}
            </label>
          </Button>
          <input
            id={id}
            type="file"
            accept={PFP_ACCEPT}
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
            {file ? file.name : 'JPEG, PNG, GIF or WEBP, under 2 MB'}
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
