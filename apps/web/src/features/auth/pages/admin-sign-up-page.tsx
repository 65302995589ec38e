import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { adminSignUpBody } from '@electrohub/shared/auth';
import { FormField } from '@/components/form-field';
import { PasswordField } from '@/components/password-field';
import { SubmitButton } from '@/components/submit-button';
import { Input } from '@/components/ui/input';
import { paths } from '@/config/paths';
import { showSubmitError } from '@/lib/form-errors';
import { toast } from '@/lib/toast';
import { useAdminSignUp } from '../api/admin-sign-up';
import { EmailField } from '../components/account-fields';
import { AuthHeading } from '../components/auth-heading';
import { AuthLinks } from '../components/auth-links';

type Values = z.input<typeof adminSignUpBody>;
type Parsed = z.output<typeof adminSignUpBody>;

/** /admin/auth/signup (spec 3 §2): only with the admin secret key; success → /admin/dashboard. */
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
        <EmailField registration={form.register('email')} error={errors.email?.message} />
        <PasswordField
          label="Password"
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
        <SubmitButton pending={signUp.isPending} pendingLabel="Signing Up...">
          Sign Up
        </SubmitButton>
      </form>
      <AuthLinks
        links={[{ prompt: 'Already an administrator?', to: paths.admin.signIn.href(), label: 'Sign In' }]}
      />
    </div>
  );
}
