import { useId, type ReactNode } from 'react';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/cn';

/** What a field's control needs so the label, hint and error are announced with it. */
export type FieldControlProps = {
  id: string;
  'aria-invalid': boolean | undefined;
  'aria-describedby': string | undefined;
};

/**
 * A labelled form control with an optional hint and its validation message (the documented messages appear
 * under the field and are read out with it).
 */
export function FormField({
  label,
  error,
  hint,
  className,
  children,
}: {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('grid gap-2', className)}>
      <Label htmlFor={id}>{label}</Label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {hint && (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      <FieldError id={id} error={error} />
    </div>
  );
}

/**
 * A field's validation message, when there is one: its id is the field's id plus `-error`, the one its control
 * names in `aria-describedby`.
 */
export function FieldError({
  id,
  error,
  className,
}: {
  id: string;
  error: string | undefined;
  className?: string;
}) {
  return error ? (
    <p id={`${id}-error`} className={cn('font-medium text-destructive fallback:text-sm', className)}>
      {error}
    </p>
  ) : null;
}
