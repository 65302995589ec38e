import { FlaskConicalIcon } from 'lucide-react';
import { TEST_CARDS } from '@electrohub/shared/checkout-constants';
import { usePaymentMode } from '../api/get-payment-mode';

/**
 * Site-wide strip shown while the operator runs payments in test mode on purpose (PAYMENT_MODE=test): nobody
 * should take this shop for a real one. The card dialog says "Test mode" in any case.
 */
export function TestModeBanner() {
  const { data } = usePaymentMode();
  if (!data?.notice) return null;
  return (
    <div
      role="note"
      aria-label="Test mode"
      data-testid="test-mode-banner"
      className="flex items-center justify-center gap-2 border-b border-amber-500/40 bg-amber-100 px-4 py-1.5 text-center text-sm text-amber-900 dark:bg-amber-400/15 dark:text-amber-200"
    >
      <FlaskConicalIcon aria-hidden className="size-4 shrink-0" />
      <span>
        <strong>Test mode</strong>: payments are simulated and no real money is charged (test card{' '}
        <span className="font-mono whitespace-nowrap">{TEST_CARDS.success}</span>).
      </span>
    </div>
  );
}
