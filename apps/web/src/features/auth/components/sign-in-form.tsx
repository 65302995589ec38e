import type { z } from 'zod';
import { adminSignInForm, signInForm, type AdminSignInForm } from '@electrohub/shared/auth';
import { PasswordField } from '@/components/password-field';
import { SubmitButton } from '@/components/submit-button';
import { useSchemaForm } from '@/hooks/use-schema-form';
import { toast } from '@/lib/toast';
import type { AuthKind } from '../account-kind';
import { useAdminSignIn } from '../api/admin-sign-in';
import { useSellerSignIn } from '../api/seller-sign-in';
import { useUserSignIn } from '../api/user-sign-in';
import { EmailField, SecretKeyField } from './account-fields';
import { ForgotPasswordLink } from './auth-links';

/** Each kind's check; only an admin's form has the secret key, and there it may stay empty. */
const SCHEMAS: Record<AuthKind, z.ZodType<z.output<typeof adminSignInForm>, AdminSignInForm>> = {
  user: signInForm,
  seller: signInForm,
  admin: adminSignInForm,
};

/**
 * E-mail and password sign-in for buyers, sellers and admins; an admin may add the secret key (the server
 * checks it only when given, so an empty field is not sent). On success the session is cached and the auth
 * layout moves the person on (buyer: where they came from or home; seller and admin: their dashboard).
 */
export function SignInForm({ role, forgotHref }: { role: AuthKind; forgotHref: string }) {
  const userSignIn = useUserSignIn();
  const sellerSignIn = useSellerSignIn();
  const adminSignIn = useAdminSignIn();
  const mutation = { user: userSignIn, seller: sellerSignIn, admin: adminSignIn }[role];
  const { form, errors, onSubmit } = useSchemaForm({
    schema: SCHEMAS[role],
    defaultValues:
      role === 'admin' ? { email: '', password: '', secretKey: '' } : { email: '', password: '' },
    fields: ['email', 'password', 'secretKey'],
    submit: async (values) => {
      await mutation.mutateAsync(values);
      toast.success('Signed in successfully');
    },
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <EmailField
        placeholder={role === 'admin' ? undefined : 'you@example.com'}
        registration={form.register('email')}
        error={errors.email?.message}
      />
      {/* The link comes after the field, in reading and Tab order: Email → Password → 'Forgot password?'. */}
      <div className="grid gap-2">
        <PasswordField
          label="Password"
          autoComplete="current-password"
          registration={form.register('password')}
          error={errors.password?.message}
        />
        <ForgotPasswordLink to={forgotHref} />
      </div>
      {role === 'admin' && (
        <SecretKeyField
          hint="Optional"
          registration={form.register('secretKey')}
          error={errors.secretKey?.message}
        />
      )}
      <SubmitButton pending={mutation.isPending} pendingLabel="Signing In...">
        Sign In
      </SubmitButton>
    </form>
  );
}
