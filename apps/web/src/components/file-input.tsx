/**
 * The hidden file input behind an image upload's visible button or drop area: named by the element with id
 * `${id}-label`, announced with its error (`${id}-error`) or else with `hintId`. It hands over the picked file
 * (null when none) and then empties itself, so that picking the same file again counts as a change.
 */
export function HiddenFileInput({
  id,
  accept,
  error,
  hintId,
  disabled,
  onPick,
}: {
  id: string;
  accept: string;
  error: string | undefined;
  hintId?: string;
  disabled?: boolean;
  onPick: (file: File | null) => void;
}) {
  return (
    <input
      id={id}
      type="file"
      accept={accept}
      className="sr-only"
      aria-labelledby={`${id}-label`}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? `${id}-error` : hintId}
      disabled={disabled}
      onChange={(event) => {
        onPick(event.target.files?.[0] ?? null);
        event.target.value = '';
      }}
    />
  );
}
