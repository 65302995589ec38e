import { adminSignInForm } from '@electrohub/shared/auth';
import { PasswordField } from '@/components/password-field';
import { SubmitButton } from '@/components/submit-button';
import { paths } from '@/config/paths';
import { useSchemaForm } from '@/hooks/use-schema-form';
import { toast } from '@/lib/toast';
import { useAdminSignIn } from '../api/admin-sign-in';
import { EmailField, SecretKeyField } from '../components/account-fields';
import { AuthHeading } from '../components/auth-heading';
import { AuthLinks, ForgotPasswordLink } from '../components/auth-links';

/**
 * /admin/auth/signin: e-mail and password; the admin secret key is optional (the server checks it
 * only when given, so an empty field is not sent). Success → /admin/dashboard.
 */
export function AdminSignInPage() {
  const signIn = useAdminSignIn();
  const { form, errors, onSubmit } = useSchemaForm({
    schema: adminSignInForm,
    defaultValues: { email: '', password: '', secretKey: '' },
    fields: ['email', 'password', 'secretKey'],
    submit: async (values) => {
      await signIn.mutateAsync(values);
      toast.success('Signed in successfully');
    },
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
        <SecretKeyField
          hint="Optional"
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
