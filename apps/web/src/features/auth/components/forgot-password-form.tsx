import type { z } from 'zod';
import { adminForgotPasswordBody, forgotPasswordBody } from '@electrohub/shared/auth';
import { SubmitButton } from '@/components/submit-button';
import { useSchemaForm } from '@/hooks/use-schema-form';
import { toast } from '@/lib/toast';
import type { AuthKind } from '../account-kind';
import { useAdminForgotPassword } from '../api/admin-forgot-password';
import { useSellerForgotPassword } from '../api/seller-forgot-password';
import { useUserForgotPassword } from '../api/user-forgot-password';
import { EmailField, NewPasswordField, SecretKeyField, SecurityAnswerField } from './account-fields';

/** Every kind's reset values: buyers and sellers give the security answer, admins the secret key. */
type Values = { email: string; password: string; answer?: string; secretKey?: string };
const SCHEMAS: Record<AuthKind, z.ZodType<Values, Values>> = {
  user: forgotPasswordBody,
  seller: forgotPasswordBody,
  admin: adminForgotPasswordBody,
};

/**
 * Reset with the e-mail and a new password, proven by the security answer (buyers and sellers) or the
 * administrator secret key (admins).
 */
export function ForgotPasswordForm({ role, onDone }: { role: AuthKind; onDone: () => void }) {
  const userReset = useUserForgotPassword();
  const sellerReset = useSellerForgotPassword();
  const adminReset = useAdminForgotPassword();
  const pending = { user: userReset, seller: sellerReset, admin: adminReset }[role].isPending;
  const admin = role === 'admin';
  const { form, errors, onSubmit } = useSchemaForm({
    schema: SCHEMAS[role],
    defaultValues: admin
      ? { email: '', password: '', secretKey: '' }
      : { email: '', answer: '', password: '' },
    fields: ['email', 'answer', 'password', 'secretKey'],
    // Each kind sends only its own proof; its schema has already required it, so the '' never goes out.
    submit: async ({ answer = '', secretKey = '', ...values }) => {
      if (admin) await adminReset.mutateAsync({ ...values, secretKey });
      else await (role === 'user' ? userReset : sellerReset).mutateAsync({ ...values, answer });
      // The product text spells it 'successfull'; user-visible typos are corrected.
      toast.success('Password reset successful');
      onDone();
    },
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <EmailField
        placeholder={admin ? undefined : 'you@example.com'}
        registration={form.register('email')}
        error={errors.email?.message}
      />
      {!admin && (
        <SecurityAnswerField registration={form.register('answer')} error={errors.answer?.message} />
      )}
      <NewPasswordField
        label="New password"
        registration={form.register('password')}
        error={errors.password?.message}
      />
      {admin && (
        <SecretKeyField registration={form.register('secretKey')} error={errors.secretKey?.message} />
      )}
      <SubmitButton pending={pending} pendingLabel="Submitting...">
        Reset Password
      </SubmitButton>
    </form>
  );
}
