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
 * The whole card payment flow for a 'cart' checkout or a 'buy' (Buy Now): checks the buyer's address and
 * phone, places the order, opens the card dialog (test mode) or Razorpay's checkout, verifies, and on success
 * goes to /user/orders with 'Order Placed Successfully'. Render `dialog` somewhere in the tree.
 */
export function useCheckout(flag: CheckoutFlag) {
  const navigate = useNavigate();
  const { user } = useSession();
  const place = usePlaceOrder();
  const verify = useVerifyPayment();
  const [phase, setPhase] = useState<CheckoutPhase>('idle');
  const [pending, setPending] = useState<PlaceOrderAnswer | null>(null);

  async function finish(answer: PlaceOrderAnswer, result: PaymentResult) {
    setPhase('verifying');
    try {
      const verified = await verify.mutateAsync({ ...result, orderData: answer.orderData, flag });
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
      modal: { ondismiss: () => setPhase('idle') },
    });
    checkout.on('payment.failed', (response) =>
      toast.error(response.error?.description ?? CHECKOUT_MESSAGES.verifyFailed),
    );
    checkout.open();
  }

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
    if (answer.provider === 'razorpay') {
      setPhase('paying');
      try {
        await openRazorpay(answer);
      } catch (error) {
        toast.error(errorMessage(error, CHECKOUT_MESSAGES.processingError));
        setPhase('idle');
      }
      return;
    }
    setPending(answer);
    setPhase('paying');
  }

  const dialog: ReactNode = pending ? (
    <CardPaymentDialog
      key={pending.order.id}
      open={phase === 'paying'}
      orderId={pending.order.id}
      amountPaise={pending.order.amount}
      defaultName={user?.name}
      onPaid={(result) => void finish(pending, result)}
      onCancel={() => {
        setPhase('idle');
        setPending(null);
      }}
    />
  ) : null;

  return { phase, busyLabel: CHECKOUT_LABELS[phase], start, dialog };
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
