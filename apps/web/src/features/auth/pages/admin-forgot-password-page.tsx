import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import type { z } from 'zod';
import { adminForgotPasswordBody } from '@electrohub/shared/auth';
import { FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { paths } from '@/config/paths';
import { showSubmitError } from '@/lib/form-errors';
import { toast } from '@/lib/toast';
import { useAdminForgotPassword } from '../api/admin-forgot-password';
import { AuthHeading } from '../components/auth-heading';
import { PasswordInput } from '../components/password-input';

type Values = z.input<typeof adminForgotPasswordBody>;
type Parsed = z.output<typeof adminForgotPasswordBody>;

/** /admin/auth/forgot-password: e-mail, new password and the secret key; then sign in. */
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
        <FormField label="Email" error={errors.email?.message}>
          {(control) => <Input {...control} type="email" autoComplete="email" {...form.register('email')} />}
        </FormField>
        <FormField label="New password" hint="At least 8 characters." error={errors.password?.message}>
          {(control) => (
            <PasswordInput {...control} autoComplete="new-password" {...form.register('password')} />
          )}
        </FormField>
        <FormField label="Secret key" error={errors.secretKey?.message}>
          {(control) => <PasswordInput {...control} autoComplete="off" {...form.register('secretKey')} />}
        </FormField>
        <Button type="submit" className="w-full" disabled={reset.isPending}>
          {reset.isPending ? 'Submitting...' : 'Reset Password'}
        </Button>
      </form>
      <p className="mt-6 text-center text-sm text-muted-foreground">
        <Link
          to={paths.admin.signIn.href()}
          className="font-medium text-primary underline-offset-4 hover:underline"
        >
          Back to sign in
        </Link>
      </p>
    </div>
  );
}
