import { forgotPasswordBody } from '@electrohub/shared/auth';
import { PasswordField } from '@/components/password-field';
import { SubmitButton } from '@/components/submit-button';
import { useSchemaForm } from '@/hooks/use-schema-form';
import { toast } from '@/lib/toast';
import type { AccountKind } from '../account-kind';
import { useSellerForgotPassword } from '../api/seller-forgot-password';
import { useUserForgotPassword } from '../api/user-forgot-password';
import { EmailField, SecurityAnswerField } from './account-fields';

/** Reset with the e-mail, the security answer and a new password (the seller's reset uses the same form). */
export function ForgotPasswordForm({ role, onDone }: { role: AccountKind; onDone: () => void }) {
  const userReset = useUserForgotPassword();
  const sellerReset = useSellerForgotPassword();
  const mutation = role === 'user' ? userReset : sellerReset;
  const { form, errors, onSubmit } = useSchemaForm({
    schema: forgotPasswordBody,
    defaultValues: { email: '', answer: '', password: '' },
    fields: ['email', 'answer', 'password'],
    submit: async (values) => {
      await mutation.mutateAsync(values);
      // The product text spells it 'successfull'; user-visible typos are corrected.
      toast.success('Password reset successful');
      onDone();
    },
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <EmailField
        placeholder="you@example.com"
        registration={form.register('email')}
        error={errors.email?.message}
      />
      <SecurityAnswerField registration={form.register('answer')} error={errors.answer?.message} />
      <PasswordField
        label="New password"
        hint="At least 8 characters."
        autoComplete="new-password"
        registration={form.register('password')}
        error={errors.password?.message}
      />
      <SubmitButton pending={mutation.isPending} pendingLabel="Submitting...">
        Reset Password
      </SubmitButton>
    </form>
  );
}
