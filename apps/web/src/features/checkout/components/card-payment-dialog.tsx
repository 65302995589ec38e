import { useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { CreditCardIcon, FlaskConicalIcon, LockIcon } from 'lucide-react';
import type { PaymentResult } from '@electrohub/shared/checkout';
import {
  CHECKOUT_MESSAGES,
  TEST_CARDS,
  cardDigits,
  isCardExpired,
  luhnValid,
  parseExpiry,
} from '@electrohub/shared/checkout-constants';
import { formatINR } from '@electrohub/shared/format';
import { toRupees } from '@electrohub/shared/pricing';
import { FormField } from '@/components/form-field';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { errorMessage } from '@/lib/api';
import { announceInvalid } from '@/lib/form-errors';
import { usePayTestCard } from '../api/pay-test-card';

type Field = 'cardNumber' | 'expiry' | 'cvc' | 'name';
type Values = Record<Field, string>;

/** Groups of four as people read card numbers. */
const formatCardNumber = (value: string) =>
  cardDigits(value)
    .replace(/\D/g, '')
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');

/** 'MMYY' typed → 'MM/YY'. */
function formatExpiry(value: string, previous: string) {
  const digits = value.replace(/\D/g, '').slice(0, 4);
  if (digits.length <= 2)
    return value.endsWith('/') && previous.length < value.length ? `${digits}/` : digits;
  return `${digits.slice(0, 2)}/${digits.slice(2)}`;
}

function validate(values: Values): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = {};
  if (!luhnValid(values.cardNumber)) errors.cardNumber = CHECKOUT_MESSAGES.cardNumber;
  const expiry = parseExpiry(values.expiry);
  if (!expiry) errors.expiry = CHECKOUT_MESSAGES.expiryFormat;
  else if (isCardExpired(expiry, new Date())) errors.expiry = CHECKOUT_MESSAGES.expired;
  if (!/^\d{3,4}$/.test(values.cvc.trim())) errors.cvc = CHECKOUT_MESSAGES.cvc;
  if (!values.name.trim()) errors.name = CHECKOUT_MESSAGES.nameOnCard;
  return errors;
}

const EMPTY: Values = { cardNumber: '', expiry: '', cvc: '', name: '' };

/**
 * The test-mode card form: clearly labelled "Test mode"; no money moves.
 * On success it hands the Razorpay-style payment result to `onPaid`.
 */
export function CardPaymentDialog({
  open,
  orderId,
  amountPaise,
  defaultName,
  onPaid,
  onCancel,
}: {
  open: boolean;
  orderId: string;
  amountPaise: number;
  defaultName?: string;
  onPaid: (result: PaymentResult) => void;
  onCancel: () => void;
}) {
  const pay = usePayTestCard();
  const [values, setValues] = useState<Values>({ ...EMPTY, name: defaultName ?? '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);

  const set = (field: Field, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
    setFailure(null);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validate(values);
    const form = event.currentTarget;
    // Rendered at once, so the first field marked invalid can take focus (as react-hook-form does elsewhere).
    flushSync(() => setErrors(found));
    if (Object.keys(found).length > 0) {
      form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      announceInvalid(Object.values(found));
      return;
    }
    setFailure(null);
    try {
      const result = await pay.mutateAsync({
        orderId,
        ...values,
        cvc: values.cvc.trim(),
        name: values.name.trim(),
      });
      onPaid(result);
    } catch (error) {
      setFailure(errorMessage(error));
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next && !pay.isPending) onCancel();
      }}
    >
      <DialogContent className="sm:max-w-md" onInteractOutside={(e) => e.preventDefault()}>
        <DialogHeader>
          <div className="flex flex-wrap items-center gap-2">
            <DialogTitle className="flex items-center gap-2">
              <CreditCardIcon aria-hidden className="size-5" /> Card payment
            </DialogTitle>
            <Badge
              variant="outline"
              className="border-amber-500/40 bg-amber-100 text-amber-900 dark:bg-amber-400/15 dark:text-amber-200"
            >
              <FlaskConicalIcon aria-hidden /> Test mode
            </Badge>
          </div>
          <DialogDescription>
            No real money is charged. Pay with{' '}
            <span className="font-mono whitespace-nowrap">{TEST_CARDS.success}</span>; the card{' '}
            <span className="font-mono whitespace-nowrap">{TEST_CARDS.declined}</span> is declined. Use any
            future expiry and any 3-digit CVC.
          </DialogDescription>
        </DialogHeader>

        <div className="flex items-baseline justify-between rounded-lg bg-muted px-4 py-3">
          <span className="text-sm text-muted-foreground">Amount to pay</span>
          <span className="text-xl font-semibold">{formatINR(toRupees(amountPaise))}</span>
        </div>

        <form noValidate onSubmit={(e) => void submit(e)} className="grid gap-4" aria-label="Card details">
          <FormField label="Card number" error={errors.cardNumber}>
            {(control) => (
              <Input
                {...control}
                inputMode="numeric"
                autoComplete="cc-number"
                placeholder="1234 5678 9012 3456"
                value={values.cardNumber}
                onChange={(e) => set('cardNumber', formatCardNumber(e.target.value))}
              />
            )}
          </FormField>
          <div className="grid grid-cols-2 gap-4">
            <FormField label="Expiry (MM/YY)" error={errors.expiry}>
              {(control) => (
                <Input
                  {...control}
                  inputMode="numeric"
                  autoComplete="cc-exp"
                  placeholder="MM/YY"
                  value={values.expiry}
                  onChange={(e) => set('expiry', formatExpiry(e.target.value, values.expiry))}
                />
              )}
            </FormField>
            <FormField label="CVC" error={errors.cvc}>
              {(control) => (
                <Input
                  {...control}
                  inputMode="numeric"
                  autoComplete="cc-csc"
                  placeholder="123"
                  maxLength={4}
                  value={values.cvc}
                  onChange={(e) => set('cvc', e.target.value.replace(/\D/g, ''))}
                />
              )}
            </FormField>
          </div>
          <FormField label="Name on card" error={errors.name}>
            {(control) => (
              <Input
                {...control}
                autoComplete="cc-name"
                value={values.name}
                onChange={(e) => set('name', e.target.value)}
              />
            )}
          </FormField>

          {failure && (
            <p
              role="alert"
              className="rounded-md border border-destructive/40 bg-destructive/10 px-3 py-2 text-sm font-medium text-destructive"
            >
              {failure}
            </p>
          )}

          <DialogFooter className="gap-2 sm:justify-between">
            <Button
              variant="ghost"
              size="sm"
              className="self-start"
              onClick={() => {
                setValues((v) => ({
                  ...v,
                  cardNumber: TEST_CARDS.success,
                  expiry: `12/${String((new Date().getFullYear() + 3) % 100).padStart(2, '0')}`,
                  cvc: '123',
                  name: v.name || 'Test Buyer',
                }));
                setErrors({});
                setFailure(null);
              }}
            >
              Use test card
            </Button>
            <div className="flex flex-col-reverse gap-2 sm:flex-row">
              <Button variant="outline" onClick={onCancel} disabled={pay.isPending}>
                Cancel
              </Button>
              <Button type="submit" disabled={pay.isPending}>
                <LockIcon aria-hidden />
                {pay.isPending ? 'Paying...' : `Pay ${formatINR(toRupees(amountPaise))}`}
              </Button>
            </div>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
