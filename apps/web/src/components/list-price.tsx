import { formatINR } from '@electrohub/shared/format';
import { cn } from '@/lib/cn';

/**
 * A product's list price, struck through, shown after the lower selling price; screen readers hear it as
 * "List price ₹…". `className` sets its size (small by default).
 */
export function ListPrice({ rupees, className = 'text-xs' }: { rupees: number; className?: string }) {
  return (
    <s className={cn(className, 'text-muted-foreground')}>
      <span className="sr-only">List price </span>
      {formatINR(rupees)}
    </s>
  );
}
