import { ImagePlusIcon, PencilIcon, Trash2Icon } from 'lucide-react';
import { useEffect, useId, useMemo, type ReactNode } from 'react';
import { imageAt } from '@electrohub/shared/media';
import {
  PRODUCT_IMAGE_ACCEPT,
  PRODUCT_IMAGE_MAX_BYTES,
  PRODUCT_IMAGE_SLOTS,
  PRODUCT_IMAGES_MIN,
  PRODUCT_MESSAGES,
  shortFileName,
} from '@electrohub/shared/products';
import { HiddenFileInput } from '@/components/file-input';
import { FieldError } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';

export type ExistingImage = { id: number; url: string };

const ALLOWED_TYPES = new Set(['image/jpeg', 'image/jpg', 'image/png', 'image/gif', 'image/webp']);
const ALLOWED_EXT = /\.(jpe?g|png|gif|webp)$/i;

/** The browser-side check of a chosen file (the server checks the content again, by magic bytes). */
export function checkImageFile(file: File): string | null {
  if (!(ALLOWED_TYPES.has(file.type) || (!file.type && ALLOWED_EXT.test(file.name))))
    return PRODUCT_MESSAGES.fileType;
  if (file.size > PRODUCT_IMAGE_MAX_BYTES) return PRODUCT_MESSAGES.fileSize;
  return null;
}

function NewImagePreview({ file }: { file: File }) {
  const url = useMemo(() => URL.createObjectURL(file), [file]);
  useEffect(() => () => URL.revokeObjectURL(url), [url]);
  return <img src={url} alt={`New image ${file.name}`} className="size-full object-cover" />;
}

/** A small icon button over a filled slot's image. */
function SlotAction({
  label,
  destructive = false,
  onClick,
  disabled,
  children,
}: {
  label: string;
  destructive?: boolean;
  onClick: (() => void) | undefined;
  disabled: boolean;
  children: ReactNode;
}) {
  return (
    <Button
      type="button"
      size="icon"
      variant={destructive ? 'destructive' : 'secondary'}
      className="size-8"
      aria-label={label}
      onClick={onClick}
      disabled={disabled}
    >
      {children}
    </Button>
  );
}

function Slot({
  index,
  existing,
  file,
  error,
  required,
  busy,
  onPick,
  onClear,
  onRemoveExisting,
  onEditExisting,
}: {
  index: number;
  existing?: ExistingImage;
  file: File | null;
  error?: string;
  required: boolean;
  busy: boolean;
  onPick: (file: File) => void;
  onClear: () => void;
  onRemoveExisting?: () => void;
  onEditExisting?: () => void;
}) {
  const id = useId();
  const label = PRODUCT_IMAGE_SLOTS[index]!;
  return (
    <div className="grid gap-1.5">
      <div className="flex items-baseline justify-between gap-2 text-sm">
        <span className="font-medium" id={`${id}-label`}>
          {label} image
          {required && <span className="text-destructive"> *</span>}
        </span>
      </div>
      <div
        className={cn(
          'focus-ring-within relative flex aspect-square items-center justify-center overflow-hidden rounded-lg border-2 bg-muted/40',
          error && 'border-destructive',
          existing || file ? 'border-solid' : 'border-dashed',
        )}
      >
        {existing ? (
          <img
            src={imageAt(existing.url, 400)}
            alt={`${label} product image`}
            className="size-full object-cover"
          />
        ) : file ? (
          <NewImagePreview file={file} />
        ) : (
          <label
            htmlFor={id}
            className="flex size-full cursor-pointer flex-col items-center justify-center gap-1 p-2 text-center text-xs text-muted-foreground hover:bg-muted"
          >
            <ImagePlusIcon aria-hidden className="size-6" />
            Choose image
          </label>
        )}
        {(existing || file) && (
          <div className="absolute inset-x-1 bottom-1 flex justify-end gap-1">
            {existing && onEditExisting && (
              <SlotAction
                label={`Edit ${label.toLowerCase()} image`}
                onClick={onEditExisting}
                disabled={busy}
              >
                <PencilIcon aria-hidden />
              </SlotAction>
            )}
            <SlotAction
              label={`Remove ${label.toLowerCase()} image`}
              destructive
              onClick={existing ? onRemoveExisting : onClear}
              disabled={busy}
            >
              <Trash2Icon aria-hidden />
            </SlotAction>
          </div>
        )}
        {/* Inside the slot, which shows its focus ring. */}
        <HiddenFileInput
          id={id}
          accept={PRODUCT_IMAGE_ACCEPT}
          error={error}
          disabled={Boolean(existing) || busy}
          onPick={(picked) => {
            if (picked) onPick(picked);
          }}
        />
      </div>
      <p className="truncate text-xs text-muted-foreground" title={file?.name}>
        {file ? shortFileName(file.name) : existing ? 'Saved image' : required ? 'Required' : 'Optional'}
      </p>
      <FieldError id={id} error={error} className="text-xs" />
    </div>
  );
}

/**
 * Five image slots: saved images first (edit: remove, open in the image editor), then slots for
 * new files (each checked for type and 5 MB). In the add form the first three are required.
 */
export function ImageSlots({
  existing = [],
  files,
  errors,
  requiredCount,
  groupError,
  busy = false,
  onFilesChange,
  onErrorsChange,
  onRemoveExisting,
  onEditExisting,
}: {
  existing?: ExistingImage[];
  /** New files for the free slots after the saved images, by free-slot index. */
  files: (File | null)[];
  errors: (string | undefined)[];
  requiredCount: number;
  groupError?: string;
  busy?: boolean;
  onFilesChange: (files: (File | null)[]) => void;
  onErrorsChange: (errors: (string | undefined)[]) => void;
  onRemoveExisting?: (image: ExistingImage) => void;
  onEditExisting?: (image: ExistingImage) => void;
}) {
  const free = PRODUCT_IMAGE_SLOTS.length - existing.length;
  const set = <T,>(list: T[], i: number, v: T) =>
    Array.from({ length: free }, (_, j) => (j === i ? v : list[j]!));
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-2 text-sm font-medium">
        Product images{' '}
        <span className="font-normal text-muted-foreground">
          (at least {PRODUCT_IMAGES_MIN}; JPEG, PNG, GIF or WEBP, up to 5 MB each)
        </span>
      </legend>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
        {PRODUCT_IMAGE_SLOTS.map((_, index) => {
          const saved = existing[index];
          const j = index - existing.length;
          return (
            <Slot
              key={saved ? `saved-${saved.id}` : `new-${j}`}
              index={index}
              existing={saved}
              file={saved ? null : (files[j] ?? null)}
              error={saved ? undefined : errors[j]}
              required={index < requiredCount}
              busy={busy}
              onPick={(file) => {
                const problem = checkImageFile(file);
                onErrorsChange(set(errors, j, problem ?? undefined));
                onFilesChange(set(files, j, problem ? null : file));
              }}
              onClear={() => {
                onFilesChange(set(files, j, null));
                onErrorsChange(set(errors, j, undefined));
              }}
              onRemoveExisting={saved && onRemoveExisting ? () => onRemoveExisting(saved) : undefined}
              onEditExisting={saved && onEditExisting ? () => onEditExisting(saved) : undefined}
            />
          );
        })}
      </div>
      {groupError && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {groupError}
        </p>
      )}
    </fieldset>
  );
}
