import type { UseFormRegisterReturn } from 'react-hook-form';
import type { ReactNode } from 'react';
import { PASSWORD_MIN, SECURITY_QUESTION } from '@electrohub/shared/auth';
import { FormField } from '@/components/form-field';
import { PasswordField } from '@/components/password-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import type { AccountKind } from '../account-kind';
import { PhoneInput } from './phone-input';

/**
 * The fields the auth forms repeat (sign-up, the details step after Google, sign-in, reset, the admin pages),
 * each registered with react-hook-form. Where buyers and sellers read differently the field takes the kind.
 */
type FieldProps = { registration: UseFormRegisterReturn; error?: string };

/** Example values and labels that differ by kind: a seller's address is the company's. */
const KIND_TEXT = {
  user: { phone: '9876543210', address: 'Address', addressExample: 'House, street, city, PIN' },
  seller: { phone: '9123456780', address: 'Company Address', addressExample: 'Shop, street, city, PIN' },
} as const satisfies Record<AccountKind, Record<string, string>>;

/** The e-mail address; admin forms show no example (`placeholder` left out). */
export function EmailField({ registration, error, placeholder }: FieldProps & { placeholder?: string }) {
  return (
    <FormField label="Email" error={error}>
      {(control) => (
        <Input {...control} type="email" autoComplete="email" placeholder={placeholder} {...registration} />
      )}
    </FormField>
  );
}

/** The 10-digit mobile number behind +91. */
export function PhoneField({ kind, registration, error }: FieldProps & { kind: AccountKind }) {
  return (
    <FormField label="Phone" error={error}>
      {(control) => <PhoneInput {...control} placeholder={KIND_TEXT[kind].phone} {...registration} />}
    </FormField>
  );
}

/** The postal address (a seller's company address). */
export function AddressField({ kind, registration, error }: FieldProps & { kind: AccountKind }) {
  return (
    <FormField label={KIND_TEXT[kind].address} error={error}>
      {(control) => (
        <Textarea
          {...control}
          rows={2}
          autoComplete="street-address"
          placeholder={KIND_TEXT[kind].addressExample}
          {...registration}
        />
      )}
    </FormField>
  );
}

/** The answer to the one security question, which a forgotten password is reset with. */
export function SecurityAnswerField({ registration, error, hint }: FieldProps & { hint?: ReactNode }) {
  return (
    <FormField label={`Security question: ${SECURITY_QUESTION}`} hint={hint} error={error}>
      {(control) => <Input {...control} autoComplete="off" placeholder="Your answer" {...registration} />}
    </FormField>
  );
}

/** A password being chosen; the hint states the minimum length unless the page says more. */
export function NewPasswordField({
  label = 'Password',
  hint = `At least ${PASSWORD_MIN} characters.`,
  registration,
  error,
}: FieldProps & { label?: string; hint?: string }) {
  return (
    <PasswordField
      label={label}
      hint={hint}
      autoComplete="new-password"
      registration={registration}
      error={error}
    />
  );
}

/** The administrator secret key, hidden like a password and never offered by password managers. */
export function SecretKeyField({ registration, error, hint }: FieldProps & { hint?: string }) {
  return (
    <PasswordField
      label="Secret key"
      hint={hint}
      autoComplete="off"
      registration={registration}
      error={error}
    />
  );
}
