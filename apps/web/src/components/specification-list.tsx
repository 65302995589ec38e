import { cn } from '@/lib/cn';

/** A product's specifications as key and value rows, or 'No Specifications available' when it has none. */
export function SpecificationList({
  details,
  className,
}: {
  details: readonly { key: string; value: string }[];
  /** The list's layout, e.g. two columns from `sm` up. */
  className?: string;
}) {
  if (details.length === 0)
    return <p className="text-sm text-muted-foreground">No Specifications available</p>;
  return (
    <dl className={cn('grid gap-x-8 text-sm', className)}>
      {details.map((d, i) => (
        <div key={`${d.key}-${i}`} className="flex justify-between gap-3 border-b py-2">
          <dt className="text-muted-foreground">{d.key}</dt>
          <dd className="text-right font-medium break-words">{d.value}</dd>
        </div>
      ))}
    </dl>
  );
}
