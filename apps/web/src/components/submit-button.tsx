import { Button, type ButtonProps } from '@/components/ui/button';

/**
 * A form's submit button that is disabled while the submit runs and then reads `pendingLabel`
 * (e.g. 'Signing In...'), so a second click cannot send the form twice.
 */
export function SubmitButton({
  pending,
  pendingLabel,
  children,
  className = 'w-full',
  ...props
}: Omit<ButtonProps, 'type' | 'disabled' | 'asChild'> & { pending: boolean; pendingLabel: string }) {
  return (
    <Button type="submit" className={className} disabled={pending} {...props}>
      {pending ? pendingLabel : children}
    </Button>
  );
}
