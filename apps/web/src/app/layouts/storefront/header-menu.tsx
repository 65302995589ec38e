import { ChevronDownIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { HoverDisclosure } from '@/components/hover-disclosure';
import { buttonVariants } from '@/components/ui/button';
import { cn } from '@/lib/cn';

/**
 * A dropdown of the storefront header: a ghost button whose chevron turns and whose background is accented while
 * the panel is open.
 */
export function HeaderMenu({
  label,
  buttonClassName,
  chevronClassName,
  panelClassName,
  align,
  children,
}: {
  /** What the button shows before the chevron. */
  label: ReactNode;
  buttonClassName?: string;
  chevronClassName?: string;
  panelClassName?: string;
  align?: 'start' | 'end';
  /** The panel; call `close` after following one of its links. */
  children: (close: () => void) => ReactNode;
}) {
  return (
    <HoverDisclosure
      align={align}
      button={
        <>
          {label}
          <ChevronDownIcon
            aria-hidden
            className={cn('size-4 transition-transform group-data-[state=open]:rotate-180', chevronClassName)}
          />
        </>
      }
      buttonClassName={cn(
        buttonVariants({ variant: 'ghost' }),
        'data-[state=open]:bg-accent data-[state=open]:text-accent-foreground',
        buttonClassName,
      )}
      panelClassName={panelClassName}
    >
      {children}
    </HoverDisclosure>
  );
}
