import { PencilIcon } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';

export type FieldKind = 'text' | 'tel' | 'textarea' | 'gender' | 'secret';

/**
 * One profile row: read-only until Edit; Save sends this field alone; Cancel leaves
 * edit mode. A secret (the security answer) is masked, and starts empty when edited.
 */
export function ProfileField({
  label,
  display,
  initial,
  kind = 'text',
  hint,
  editing,
  onEdit,
  onCancel,
  onSave,
  validate,
  saving,
}: {
  label: string;
  /** What the row shows when not editing. */
  display: ReactNode;
  /** The value the input starts with ('' for a secret). */
  initial: string;
  kind?: FieldKind;
  hint?: string;
  editing: boolean;
  onEdit: () => void;
  onCancel: () => void;
  onSave: (value: string) => Promise<boolean>;
  /** A message for a bad value, or undefined. */
  validate: (value: string) => string | undefined;
  saving: boolean;
}) {
  const id = useId();
  const [value, setValue] = useState(initial);
  const [error, setError] = useState<string>();

  const start = () => {
    setValue(kind === 'secret' ? '' : initial);
    setError(undefined);
    onEdit();
  };
  const save = async () => {
    const problem = validate(value);
    setError(problem);
    if (problem) return;
    if (await onSave(value)) setError(undefined);
  };

  const describedBy =
    [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  const control = {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    disabled: saving,
  } as const;

  return (
    <div className="grid grid-cols-[1fr_auto] items-start gap-x-4 gap-y-1 border-b py-3 last:border-b-0 sm:grid-cols-[10rem_1fr_auto] sm:py-4">
      <label htmlFor={editing ? id : undefined} className="pt-2 text-sm font-medium text-muted-foreground">
        {label}
      </label>
      {editing ? (
        <form
          className="col-span-2 grid gap-2"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void save();
          }}
        >
          {kind === 'textarea' ? (
            <Textarea
              {...control}
              rows={3}
              value={value}
              onChange={(e) => setValue(e.target.value)}
              autoFocus
            />
          ) : kind === 'gender' ? (
            <Select value={value || undefined} onValueChange={setValue} disabled={saving}>
              <SelectTrigger {...control} className="w-full sm:w-60">
                <SelectValue placeholder="Select gender" />
              </SelectTrigger>
              <SelectContent>
                <SelectItem value="Male">Male</SelectItem>
                <SelectItem value="Female">Female</SelectItem>
              </SelectContent>
            </Select>
          ) : kind === 'tel' ? (
            <div className="flex">
              <span className="inline-flex items-center rounded-l-md border border-r-0 border-input bg-muted px-3 text-sm text-muted-foreground">
                +91
              </span>
              <Input
                {...control}
                type="tel"
                inputMode="numeric"
                maxLength={10}
                className="rounded-l-none"
                value={value}
                onChange={(e) => setValue(e.target.value)}
                autoFocus
              />
            </div>
          ) : (
            <Input
              {...control}
              type="text"
              autoComplete={kind === 'secret' ? 'off' : undefined}
              placeholder={kind === 'secret' ? 'Enter a new answer' : undefined}
              value={value}
              onChange={(e) => setValue(e.target.value)}
              autoFocus
            />
          )}
          {hint && (
            <p id={`${id}-hint`} className="text-xs text-muted-foreground">
              {hint}
            </p>
          )}
          {error && (
            <p id={`${id}-error`} className="text-sm font-medium text-destructive">
              {error}
            </p>
          )}
          <div className="flex gap-2">
            <Button type="submit" size="sm" disabled={saving}>
              {saving ? 'Updating...' : 'Save'}
            </Button>
            <Button type="button" size="sm" variant="outline" onClick={onCancel} disabled={saving}>
              Cancel
            </Button>
          </div>
        </form>
      ) : (
        <>
          <div className="order-3 col-span-2 min-w-0 text-sm break-words sm:order-none sm:col-span-1 sm:pt-2">
            {display}
          </div>
          <Button
            type="button"
            size="sm"
            variant="ghost"
            onClick={start}
            aria-label={`Edit ${label}`}
            className="justify-self-end"
          >
            <PencilIcon aria-hidden />
            Edit
          </Button>
        </>
      )}
    </div>
  );
}
