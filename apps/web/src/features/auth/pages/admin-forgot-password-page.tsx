import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { adminForgotPasswordBody } from '@electrohub/shared/auth';
import { PasswordField } from '@/components/password-field';
import { SubmitButton } from '@/components/submit-button';
import { paths } from '@/config/paths';
import { showSubmitError } from '@/lib/form-errors';
import { toast } from '@/lib/toast';
import { useAdminForgotPassword } from '../api/admin-forgot-password';
import { EmailField } from '../components/account-fields';
import { AuthHeading } from '../components/auth-heading';
import { AuthLinks } from '../components/auth-links';

type Values = z.input<typeof adminForgotPasswordBody>;
type Parsed = z.output<typeof adminForgotPasswordBody>;

/** /admin/auth/forgot-password (spec 3 §2): e-mail, new password and the secret key; then sign in. */
export function AdminForgotPasswordPage() {
  const reset = useAdminForgotPassword();
  const navigate = useNavigate();
  const form = useForm<Values, unknown, Parsed>({
    resolver: zodResolver(adminForgotPasswordBody),
    defaultValues: { email: '', password: '', secretKey: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await reset.mutateAsync(values);
      toast.success('Password reset successful');
      await navigate(paths.admin.signIn.href());
    } catch (error) {
      showSubmitError(error, form.setError, ['email', 'password', 'secretKey']);
    }
  });

  return (
    <div>
      <AuthHeading
        eyebrow="Admin"
        title="Reset your password"
        description="The administrator secret key is required."
      />
      <form onSubmit={onSubmit} noValidate className="grid gap-4">
        <EmailField registration={form.register('email')} error={errors.email?.message} />
        <PasswordField
          label="New password"
          hint="At least 8 characters."
          autoComplete="new-password"
          registration={form.register('password')}
          error={errors.password?.message}
        />
        <PasswordField
          label="Secret key"
          autoComplete="off"
          registration={form.register('secretKey')}
          error={errors.secretKey?.message}
        />
        <SubmitButton pending={reset.isPending} pendingLabel="Submitting...">
          Reset Password
        </SubmitButton>
      </form>
      <AuthLinks links={[{ to: paths.admin.signIn.href(), label: 'Back to sign in' }]} />
    </div>
  );
}
