import { cva, type VariantProps } from 'class-variance-authority';
import { Slot } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

export const badgeVariants = cva(
  'w-fit shrink-0 items-center justify-center gap-1 overflow-hidden rounded-md border fallback:inline-flex px-2 py-0.5 text-xs font-medium whitespace-nowrap transition-colors [&>svg]:pointer-events-none [&>svg]:size-3',
  {
    variants: {
      variant: {
        default: 'fallback:border-transparent fallback:bg-primary fallback:text-primary-foreground',
        secondary: 'fallback:border-transparent fallback:bg-secondary fallback:text-secondary-foreground',
        destructive:
          'fallback:border-transparent fallback:bg-destructive fallback:text-destructive-foreground',
        success: 'fallback:border-transparent fallback:bg-success fallback:text-white dark:text-[#052e16]',
        outline: 'fallback:text-foreground',
      },
    },
    defaultVariants: { variant: 'default' },
  },
);

export type BadgeProps = ComponentProps<'span'> & VariantProps<typeof badgeVariants> & { asChild?: boolean };

export function Badge({ className, variant, asChild = false, ...props }: BadgeProps) {
  const Comp = asChild ? Slot.Root : 'span';
  return <Comp data-slot="badge" className={cn(badgeVariants({ variant }), className)} {...props} />;
}
