import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { adminSignInForm } from '@electrohub/shared/auth';
import { PasswordField } from '@/components/password-field';
import { SubmitButton } from '@/components/submit-button';
import { paths } from '@/config/paths';
import { showSubmitError } from '@/lib/form-errors';
import { toast } from '@/lib/toast';
import { useAdminSignIn } from '../api/admin-sign-in';
import { EmailField } from '../components/account-fields';
import { AuthHeading } from '../components/auth-heading';
import { AuthLinks, ForgotPasswordLink } from '../components/auth-links';

type Values = z.input<typeof adminSignInForm>;
type Parsed = z.output<typeof adminSignInForm>;

/**
 * /admin/auth/signin (spec 3 §2): e-mail and password; the admin secret key is optional (DECISIONS.md: checked
 * only when given, so an empty field is not sent). Success → /admin/dashboard.
 */
export function AdminSignInPage() {
  const signIn = useAdminSignIn();
  const form = useForm<Values, unknown, Parsed>({
    resolver: zodResolver(adminSignInForm),
    defaultValues: { email: '', password: '', secretKey: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await signIn.mutateAsync(values);
      toast.success('Signed in successfully');
    } catch (error) {
      showSubmitError(error, form.setError, ['email', 'password', 'secretKey']);
    }
  });

  return (
    <div>
      <AuthHeading eyebrow="Admin" title="Sign In" description="ElectroHub administration." />
      <form onSubmit={onSubmit} noValidate className="grid gap-4">
        <EmailField registration={form.register('email')} error={errors.email?.message} />
        <PasswordField
          label="Password"
          autoComplete="current-password"
          labelAction={<ForgotPasswordLink to={paths.admin.forgotPassword.href()} />}
          registration={form.register('password')}
          error={errors.password?.message}
        />
        <PasswordField
          label="Secret key"
          hint="Optional"
          autoComplete="off"
          registration={form.register('secretKey')}
          error={errors.secretKey?.message}
        />
        <SubmitButton pending={signIn.isPending} pendingLabel="Signing In...">
          Sign In
        </SubmitButton>
      </form>
      <AuthLinks
        links={[{ prompt: 'New administrator?', to: paths.admin.signUp.href(), label: 'Sign Up' }]}
      />
    </div>
  );
}
