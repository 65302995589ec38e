import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { adminSignUpBody } from '@electrohub/shared/auth';
import { FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { paths } from '@/config/paths';
import { showSubmitError } from '@/lib/form-errors';
import { toast } from '@/lib/toast';
import { useAdminSignUp } from '../api/admin-sign-up';
import { AuthHeading } from '../components/auth-heading';
import { PasswordInput } from '../components/password-input';

type Values = z.input<typeof adminSignUpBody>;
type Parsed = z.output<typeof adminSignUpBody>;

/** /admin/auth/signup: only with the admin secret key; success → /admin/dashboard. */
export function AdminSignUpPage() {
  const signUp = useAdminSignUp();
  const form = useForm<Values, unknown, Parsed>({
    resolver: zodResolver(adminSignUpBody),
    defaultValues: { name: '', email: '', password: '', secretKey: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await signUp.mutateAsync(values);
      toast.success('Signed up successfully');
    } catch (error) {
      showSubmitError(error, form.setError, ['name', 'email', 'password', 'secretKey']);
    }
  });

  return (
    <div>
      <AuthHeading eyebrow="Admin" title="Sign Up" description="You need the administrator secret key." />
      <form onSubmit={onSubmit} noValidate className="grid gap-4">
        <FormField label="Name" error={errors.name?.message}>
          {(control) => <Input {...control} autoComplete="name" {...form.register('name')} />}
        </FormField>
        <FormField label="Email" error={errors.email?.message}>
          {(control) => <Input {...control} type="email" autoComplete="email" {...form.register('email')} />}
        </FormField>
        <FormField label="Password" hint="At least 8 characters." error={errors.password?.message}>
          {(control) => (
            <PasswordInput {...control} autoComplete="new-password" {...form.register('password')} />
          )}
        </FormField>
        <FormField label="Secret key" error={errors.secretKey?.message}>
          {(control) => <PasswordInput {...control} autoComplete="off" {...form.register('secretKey')} />}
        </FormField>
        <Button type="submit" className="w-full" disabled={signUp.isPending}>
          {signUp.isPending ? 'Signing Up...' : 'Sign Up'}
        </Button>
      </form>
      <p className="mt-6 text-center text-sm text-muted-foreground">
        Already an administrator?{' '}
        <Link
          to={paths.admin.signIn.href()}
          className="font-medium text-primary underline-offset-4 hover:underline"
        >
          Sign In
        </Link>
      </p>
    </div>
  );
}
