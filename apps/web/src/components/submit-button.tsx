import { Button, type ButtonProps } from '@/components/ui/button';

/**
 * A form's submit button that is busy while the submit runs and then reads `pendingLabel` (e.g. 'Signing In...'),
 * so a second click cannot send the form twice; it keeps keyboard focus meanwhile (Button's `busy`).
 */
export function SubmitButton({
  pending,
  pendingLabel,
  children,
  className = 'w-full',
  ...props
}: Omit<ButtonProps, 'type' | 'disabled' | 'asChild'> & { pending: boolean; pendingLabel: string }) {
  return (
    <Button type="submit" className={className} busy={pending} {...props}>
      {pending ? pendingLabel : children}
    </Button>
  );
}
