import { useNavigate } from 'react-router';
import { adminForgotPasswordBody } from '@electrohub/shared/auth';
import { SubmitButton } from '@/components/submit-button';
import { paths } from '@/config/paths';
import { useSchemaForm } from '@/hooks/use-schema-form';
import { toast } from '@/lib/toast';
import { useAdminForgotPassword } from '../api/admin-forgot-password';
import { EmailField, NewPasswordField, SecretKeyField } from '../components/account-fields';
import { AuthHeading } from '../components/auth-heading';
import { AuthLinks } from '../components/auth-links';

/** /admin/auth/forgot-password: e-mail, new password and the secret key; then sign in. */
export function AdminForgotPasswordPage() {
  const reset = useAdminForgotPassword();
  const navigate = useNavigate();
  const { form, errors, onSubmit } = useSchemaForm({
    schema: adminForgotPasswordBody,
    defaultValues: { email: '', password: '', secretKey: '' },
    fields: ['email', 'password', 'secretKey'],
    submit: async (values) => {
      await reset.mutateAsync(values);
      toast.success('Password reset successful');
      await navigate(paths.admin.signIn.href());
    },
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
        <NewPasswordField
          label="New password"
          registration={form.register('password')}
          error={errors.password?.message}
        />
        <SecretKeyField registration={form.register('secretKey')} error={errors.secretKey?.message} />
        <SubmitButton pending={reset.isPending} pendingLabel="Submitting...">
          Reset Password
        </SubmitButton>
      </form>
      <AuthLinks links={[{ to: paths.admin.signIn.href(), label: 'Back to sign in' }]} />
    </div>
  );
}
