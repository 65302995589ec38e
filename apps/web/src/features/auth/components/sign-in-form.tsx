import { signInBody } from '@electrohub/shared/auth';
import { PasswordField } from '@/components/password-field';
import { SubmitButton } from '@/components/submit-button';
import { useSchemaForm } from '@/hooks/use-schema-form';
import { toast } from '@/lib/toast';
import type { AccountKind } from '../account-kind';
import { useSellerSignIn } from '../api/seller-sign-in';
import { useUserSignIn } from '../api/user-sign-in';
import { EmailField } from './account-fields';
import { ForgotPasswordLink } from './auth-links';

/**
 * E-mail and password sign-in for buyers and sellers. On success the session is
 * cached and the auth layout moves the person on (buyer: where they came from or home; seller: dashboard).
 */
export function SignInForm({ role, forgotHref }: { role: AccountKind; forgotHref: string }) {
  const userSignIn = useUserSignIn();
  const sellerSignIn = useSellerSignIn();
  const mutation = role === 'user' ? userSignIn : sellerSignIn;
  const { form, errors, onSubmit } = useSchemaForm({
    schema: signInBody,
    defaultValues: { email: '', password: '' },
    fields: ['email', 'password'],
    submit: async (values) => {
      await mutation.mutateAsync(values);
      toast.success('Signed in successfully');
    },
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <EmailField
        placeholder="you@example.com"
        registration={form.register('email')}
        error={errors.email?.message}
      />
      <PasswordField
        label="Password"
        autoComplete="current-password"
        labelAction={<ForgotPasswordLink to={forgotHref} />}
        registration={form.register('password')}
        error={errors.password?.message}
      />
      <SubmitButton pending={mutation.isPending} pendingLabel="Signing In...">
        Sign In
      </SubmitButton>
    </form>
  );
}
