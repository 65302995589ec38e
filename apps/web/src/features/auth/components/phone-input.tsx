import type { ComponentProps } from 'react';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/cn';

/** A 10-digit Indian mobile number, shown with the +91 prefix. */
export function PhoneInput({ className, ...props }: Omit<ComponentProps<'input'>, 'type'>) {
  return (
    <div className="flex">
      <span className="inline-flex items-center rounded-l-md border border-r-0 border-input bg-muted px-3 text-sm text-muted-foreground">
        +91
      </span>
      <Input
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        maxLength={10}
        className={cn('rounded-l-none', className)}
        {...props}
      />
    </div>
  );
}
