import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import type { OrderDraftItem, PaymentResult, PlaceOrderAnswer } from '@electrohub/shared/checkout';
import { CHECKOUT_MESSAGES, type CheckoutFlag } from '@electrohub/shared/checkout-constants';
import { ERROR_FLAGS } from '@electrohub/shared/error-flags';
import { Button, type ButtonProps } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/auth/get-session';
import { ApiError, errorMessage } from '@/lib/api';
import { toast } from '@/lib/toast';
import { usePlaceOrder } from '../api/place-order';
import { useReleaseOrder } from '../api/unpaid-orders';
import { loadRazorpay } from '../api/razorpay-script';
import { useVerifyPayment } from '../api/verify-payment';
import { CardPaymentDialog } from './card-payment-dialog';

/** The order draft a checkout starts from: total in rupees plus the lines. */
export type OrderDraft = { total: number; items: OrderDraftItem[] };

/** idle → 'Processing...' (order created; card dialog open) → 'Verifying Payment...'. */
export type CheckoutPhase = 'idle' | 'processing' | 'paying' | 'verifying';

export const CHECKOUT_LABELS: Record<CheckoutPhase, string | null> = {
  idle: null,
  processing: CHECKOUT_MESSAGES.processing,
  paying: CHECKOUT_MESSAGES.processing,
  verifying: CHECKOUT_MESSAGES.verifying,
};

/** Place-order refusals whose server message people can act on (out of stock, price changed, limits). */
const SHOWN_AS_IS = new Set<string>([
  ERROR_FLAGS.OutOfStock,
  ERROR_FLAGS.PriceChanged,
  ERROR_FLAGS.ProfileIncomplete,
  ERROR_FLAGS.NotFound,
  ERROR_FLAGS.QuantityLimit,
  ERROR_FLAGS.TooManyPendingOrders,
]);

/** Messages people can act on come from the server; anything else is generic. */
function placeOrderError(error: unknown): string {
  if (error instanceof ApiError && SHOWN_AS_IS.has(error.flag)) return error.message;
  return CHECKOUT_MESSAGES.processingError;
}

/**
 * Pays an order the server holds (a checkout just placed, or 'Pay now' in My Orders): the card dialog (test
 * mode) or Razorpay's checkout, then verification; on success it goes to /user/orders with 'Order Placed
 * Successfully'. With `releaseOnClose`, closing the payment without paying (Cancel, Esc, ×, Razorpay's
 * dismiss) releases the order at once, so its stock returns and it never counts against the cap of unpaid
 * orders (docs/decisions/039). Render `dialog` somewhere in the tree.
 */
export function usePayment({ releaseOnClose }: { releaseOnClose: boolean }) {
  const navigate = useNavigate();
  const { user } = useSession();
  const verify = useVerifyPayment();
  const release = useReleaseOrder();
  const [phase, setPhase] = useState<CheckoutPhase>('idle');
  const [pending, setPending] = useState<PlaceOrderAnswer | null>(null);

  /** The buyer closed the payment without paying. A failed release leaves the order in My Orders to cancel. */
  function abandon(answer: PlaceOrderAnswer) {
    setPhase('idle');
    setPending(null);
    if (releaseOnClose) release.mutate(answer.orderData.orderId);
  }

  async function finish(answer: PlaceOrderAnswer, result: PaymentResult) {
    setPhase('verifying');
    try {
      const verified = await verify.mutateAsync({
        ...result,
        orderData: answer.orderData,
        flag: answer.orderData.flag,
      });
      if (!verified.success) {
        toast.error(CHECKOUT_MESSAGES.verifyFailed);
        setPhase('idle');
        return;
      }
      toast.success(CHECKOUT_MESSAGES.orderPlaced);
      setPhase('idle');
      await navigate(paths.user.orders.href());
    } catch (error) {
      toast.error(
        error instanceof ApiError && error.flag === ERROR_FLAGS.PaymentVerificationFailed
          ? CHECKOUT_MESSAGES.verifyFailed
          : error instanceof ApiError && error.flag === ERROR_FLAGS.OrderExpired
            ? error.message
            : CHECKOUT_MESSAGES.verifyError,
      );
      setPhase('idle');
    }
  }

  async function openRazorpay(answer: PlaceOrderAnswer) {
    await loadRazorpay();
    const Razorpay = window.Razorpay;
    if (!Razorpay) throw new Error(CHECKOUT_MESSAGES.processingError);
    const checkout = new Razorpay({
      key: answer.key,
      amount: answer.order.amount,
      currency: answer.order.currency,
      order_id: answer.order.id,
      name: 'ElectroHub',
      description: `Order #${answer.orderData.orderId}`,
      prefill: answer.prefill,
      handler: (result) => void finish(answer, result),
      modal: { ondismiss: () => abandon(answer) },
    });
    checkout.on('payment.failed', (response) =>
      toast.error(response.error?.description ?? CHECKOUT_MESSAGES.verifyFailed),
    );
    checkout.open();
  }

  /** Open the payment of a held order. */
  async function pay(answer: PlaceOrderAnswer) {
    setPhase('paying');
    if (answer.provider === 'razorpay') {
      try {
        await openRazorpay(answer);
      } catch (error) {
        toast.error(errorMessage(error, CHECKOUT_MESSAGES.processingError));
        abandon(answer);
      }
      return;
    }
    setPending(answer);
  }

  const dialog: ReactNode = pending ? (
    <CardPaymentDialog
      key={pending.order.id}
      open={phase === 'paying'}
      orderId={pending.order.id}
      amountPaise={pending.order.amount}
      defaultName={user?.name}
      onPaid={(result) => void finish(pending, result)}
      onCancel={() => abandon(pending)}
    />
  ) : null;

  return { phase, setPhase, pay, dialog };
}

/**
 * The whole card payment flow for a 'cart' checkout or a 'buy' (Buy Now): checks the buyer's address and
 * phone, places the order, then pays it ({@link usePayment}; closing the payment releases the order).
 */
export function useCheckout(flag: CheckoutFlag) {
  const navigate = useNavigate();
  const { user } = useSession();
  const place = usePlaceOrder();
  const payment = usePayment({ releaseOnClose: true });
  const { phase, setPhase } = payment;

  async function start(draft: OrderDraft) {
    if (phase !== 'idle') return;
    if (!user) {
      toast.info('Please login to continue');
      return;
    }
    if (!user.address?.trim() || !user.phone?.trim()) {
      toast.warning(CHECKOUT_MESSAGES.contactRequired);
      await navigate(paths.user.profile.href());
      return;
    }
    if (draft.total <= 0 || draft.items.length === 0) {
      toast.error(CHECKOUT_MESSAGES.cartEmpty);
      return;
    }
    setPhase('processing');
    let answer: PlaceOrderAnswer;
    try {
      answer = await place.mutateAsync({ ...draft, flag });
    } catch (error) {
      toast.error(placeOrderError(error));
      setPhase('idle');
      return;
    }
    await payment.pay(answer);
  }

  return { phase, busyLabel: CHECKOUT_LABELS[phase], start, dialog: payment.dialog };
}

/** A checkout button: its label becomes 'Processing...' / 'Verifying Payment...' while the flow runs. */
export function CheckoutButton({
  draft,
  flag,
  children,
  ...props
}: Omit<ButtonProps, 'onClick'> & { draft: OrderDraft; flag: CheckoutFlag; children: ReactNode }) {
  const checkout = useCheckout(flag);
  return (
    <>
      <Button
        {...props}
        disabled={props.disabled || checkout.phase !== 'idle'}
        onClick={() => void checkout.start(draft)}
      >
        {checkout.busyLabel ?? children}
      </Button>
      {checkout.dialog}
    </>
  );
}
