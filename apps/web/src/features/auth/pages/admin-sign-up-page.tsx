import { adminSignUpBody } from '@electrohub/shared/auth';
import { FormField } from '@/components/form-field';
import { SubmitButton } from '@/components/submit-button';
import { Input } from '@/components/ui/input';
import { paths } from '@/config/paths';
import { useSchemaForm } from '@/hooks/use-schema-form';
import { toast } from '@/lib/toast';
import { useAdminSignUp } from '../api/admin-sign-up';
import { EmailField, NewPasswordField, SecretKeyField } from '../components/account-fields';
import { AuthHeading } from '../components/auth-heading';
import { AuthLinks } from '../components/auth-links';

/** /admin/auth/signup: only with the admin secret key; success → /admin/dashboard. */
export function AdminSignUpPage() {
  const signUp = useAdminSignUp();
  const { form, errors, onSubmit } = useSchemaForm({
    schema: adminSignUpBody,
    defaultValues: { name: '', email: '', password: '', secretKey: '' },
    fields: ['name', 'email', 'password', 'secretKey'],
    submit: async (values) => {
      await signUp.mutateAsync(values);
      toast.success('Signed up successfully');
    },
  });

  return (
    <div>
      <AuthHeading eyebrow="Admin" title="Sign Up" description="You need the administrator secret key." />
      <form onSubmit={onSubmit} noValidate className="grid gap-4">
        <FormField label="Name" error={errors.name?.message}>
          {(control) => <Input {...control} autoComplete="name" {...form.register('name')} />}
        </FormField>
        <EmailField registration={form.register('email')} error={errors.email?.message} />
        <NewPasswordField registration={form.register('password')} error={errors.password?.message} />
        <SecretKeyField registration={form.register('secretKey')} error={errors.secretKey?.message} />
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
