import { MinusIcon, PlusIcon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';

/**
 * − [n] + for a cart line. Values below 1 are ignored (quantity must be 1 or more);
 * typed values apply on blur or Enter.
 */
export function QuantityStepper({
  value,
  max,
  label,
  disabled,
  onChange,
}: {
  value: number;
  max?: number;
  label: string;
  disabled?: boolean;
  onChange: (next: number) => void;
}) {
  const [draft, setDraft] = useState<string | null>(null);
  const apply = (next: number) => {
    setDraft(null);
    if (!Number.isInteger(next) || next < 1 || next === value) return;
    onChange(next);
  };
  return (
    <div className="inline-flex items-center rounded-md border" role="group" aria-label={label}>
      <Button
        variant="ghost"
        size="icon-sm"
        aria-label="Decrease quantity"
        disabled={disabled || value <= 1}
        onClick={() => apply(value - 1)}
      >
        <MinusIcon aria-hidden />
      </Button>
      <input
        aria-label="Quantity"
        inputMode="numeric"
        className="h-8 w-10 bg-transparent text-center text-sm tabular-nums focus-inset"
        value={draft ?? String(value)}
        disabled={disabled}
        onChange={(e) => setDraft(e.target.value.replace(/\D/g, '').slice(0, 3))}
        onBlur={() => apply(Number(draft ?? value))}
        onKeyDown={(e) => {
          if (e.key === 'Enter') apply(Number(draft ?? value));
          if (e.key === 'Escape') setDraft(null);
        }}
      />
      <Button
        variant="ghost"
        size="icon-sm"
        aria-label="Increase quantity"
        disabled={disabled || (max !== undefined && value >= max)}
        onClick={() => apply(value + 1)}
      >
        <PlusIcon aria-hidden />
      </Button>
    </div>
  );
}
