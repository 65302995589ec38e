import { cn } from '@/lib/cn';

/**
 * A row of mutually exclusive filter buttons that looks like a tab list (filters change what one table shows,
 * so they are pressed buttons, not tabs that would each own a panel).
 */
export function Segmented<T extends string>({
  label,
  value,
  options,
  onChange,
  className,
}: {
  label: string;
  value: T;
  options: readonly { value: T; label: string; title?: string }[];
  onChange: (value: T) => void;
  className?: string;
}) {
  return (
    <div
      role="group"
      aria-label={label}
      className={cn(
        'inline-flex w-fit max-w-full flex-wrap items-center gap-[3px] rounded-lg bg-muted p-[3px] text-muted-foreground',
        className,
      )}
    >
      {options.map((o) => (
        <button
          key={o.value}
          type="button"
          title={o.title}
          aria-pressed={o.value === value}
          onClick={() => onChange(o.value)}
          className="inline-flex h-8 items-center justify-center rounded-md border border-transparent px-3 text-sm font-medium whitespace-nowrap transition-[color,box-shadow] aria-pressed:bg-background aria-pressed:text-foreground aria-pressed:shadow-sm dark:aria-pressed:border-input"
        >
          {o.label}
        </button>
      ))}
    </div>
  );
}
