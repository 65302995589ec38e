import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { adminSignInForm } from '@electrohub/shared/auth';
import { FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { paths } from '@/config/paths';
import { showSubmitError } from '@/lib/form-errors';
import { toast } from '@/lib/toast';
import { useAdminSignIn } from '../api/admin-sign-in';
import { AuthHeading } from '../components/auth-heading';
import { PasswordInput } from '../components/password-input';

type Values = z.input<typeof adminSignInForm>;
type Parsed = z.output<typeof adminSignInForm>;

/**
 * /admin/auth/signin: e-mail and password; the admin secret key is optional (the server checks it
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
        <FormField label="Email" error={errors.email?.message}>
          {(control) => <Input {...control} type="email" autoComplete="email" {...form.register('email')} />}
        </FormField>
        <FormField
          label="Password"
          error={errors.password?.message}
          labelAction={
            <Link
              to={paths.admin.forgotPassword.href()}
              className="text-sm font-medium text-primary underline-offset-4 hover:underline"
            >
              Forgot password?
            </Link>
          }
        >
          {(control) => (
            <PasswordInput {...control} autoComplete="current-password" {...form.register('password')} />
          )}
        </FormField>
        <FormField label="Secret key" hint="Optional" error={errors.secretKey?.message}>
          {(control) => <PasswordInput {...control} autoComplete="off" {...form.register('secretKey')} />}
        </FormField>
        <Button type="submit" className="w-full" disabled={signIn.isPending}>
          {signIn.isPending ? 'Signing In...' : 'Sign In'}
        </Button>
      </form>
      <p className="mt-6 text-center text-sm text-muted-foreground">
        New administrator?{' '}
        <Link
          to={paths.admin.signUp.href()}
          className="font-medium text-primary underline-offset-4 hover:underline"
        >
          Sign Up
        </Link>
      </p>
    </div>
  );
}
