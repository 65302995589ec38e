import { cva, type VariantProps } from 'class-variance-authority';
import { Slot } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

export const buttonVariants = cva(
  "items-center justify-center fallback:inline-flex fallback:shrink-0 fallback:rounded-md fallback:text-sm font-medium whitespace-nowrap transition-colors disabled:pointer-events-none disabled:opacity-50 aria-busy:cursor-progress aria-busy:opacity-50 aria-invalid:border-destructive [&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4",
  {
    variants: {
      variant: {
        default:
          'fallback:bg-primary fallback:text-primary-foreground fallback:shadow-xs fallback:hover:bg-primary/90',
        destructive:
          'fallback:bg-destructive fallback:text-destructive-foreground fallback:shadow-xs fallback:hover:bg-destructive/90',
        outline:
          'border fallback:border-input fallback:bg-background fallback:shadow-xs fallback:hover:bg-accent fallback:hover:text-accent-foreground',
        secondary:
          'fallback:bg-secondary fallback:text-secondary-foreground fallback:shadow-xs fallback:hover:bg-secondary/80',
        ghost: 'fallback:hover:bg-accent fallback:hover:text-accent-foreground',
        link: 'underline-offset-4 fallback:text-primary hover:underline',
      },
      size: {
        default: 'fallback:h-9 fallback:gap-2 fallback:px-4 fallback:py-2 has-[>svg]:px-3',
        sm: 'fallback:h-8 fallback:gap-1.5 fallback:px-3 has-[>svg]:px-2.5',
        lg: 'fallback:h-10 fallback:gap-2 fallback:px-6 has-[>svg]:px-4',
        icon: 'fallback:size-9 fallback:gap-2',
        'icon-sm': 'fallback:size-8 fallback:gap-2',
      },
    },
    defaultVariants: { variant: 'default', size: 'default' },
  },
);

export type ButtonProps = ComponentProps<'button'> &
  VariantProps<typeof buttonVariants> & {
    /** Render the child element (e.g. a router Link) with the button's styles. */
    asChild?: boolean;
    /**
     * Busy with what it started: looks disabled and ignores presses, but unlike `disabled` keeps keyboard focus
     * (a disabled button drops it to <body>) and stays in the Tab order (ADR 040).
     */
    busy?: boolean;
  };

export function Button({
  className,
  variant,
  size,
  asChild = false,
  type,
  busy = false,
  onClick,
  ...props
}: ButtonProps) {
  const Comp = asChild ? Slot.Root : 'button';
  return (
    <Comp
      data-slot="button"
      type={asChild ? undefined : (type ?? 'button')}
      className={cn(buttonVariants({ variant, size, className }))}
      aria-disabled={busy || undefined}
      aria-busy={busy || undefined}
      onClick={(event) => {
        // Also stops a busy submit button from sending its form again (Enter in a field clicks it).
        if (busy) event.preventDefault();
        else onClick?.(event);
      }}
      {...props}
    />
  );
}
