import { Button, type ButtonProps } from '@/components/ui/button';
import { useHydrated } from '@/hooks/use-hydrated';

/**
 * A form's submit button that is busy while the submit runs and then reads `pendingLabel` (e.g. 'Signing In...'),
 * so a second click cannot send the form twice; it keeps keyboard focus meanwhile (Button's `busy`). In a
 * server-rendered page it is disabled until the page is hydrated: before that, the browser would send the form
 * itself, its fields in the URL.
 */
export function SubmitButton({
  pending,
  pendingLabel,
  children,
  className = 'w-full',
  ...props
}: Omit<ButtonProps, 'type' | 'disabled' | 'asChild'> & { pending: boolean; pendingLabel: string }) {
  const hydrated = useHydrated();
  return (
    <Button type="submit" className={className} busy={pending} disabled={!hydrated} {...props}>
      {pending ? pendingLabel : children}
    </Button>
  );
}
