import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { signInBody } from '@electrohub/shared/auth';
import { FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { showSubmitError } from '@/lib/form-errors';
import { toast } from '@/lib/toast';
import { useSellerSignIn } from '../api/seller-sign-in';
import { useUserSignIn } from '../api/user-sign-in';
import { PasswordInput } from './password-input';

type Values = z.input<typeof signInBody>;
type Parsed = z.output<typeof signInBody>;

/**
 * E-mail and password sign-in for buyers and sellers. On success the session is
 * cached and the auth layout moves the person on (buyer: where they came from or home; seller: dashboard).
 */
export function SignInForm({ role, forgotHref }: { role: 'user' | 'seller'; forgotHref: string }) {
  const userSignIn = useUserSignIn();
  const sellerSignIn = useSellerSignIn();
  const mutation = role === 'user' ? userSignIn : sellerSignIn;
  const form = useForm<Values, unknown, Parsed>({
    resolver: zodResolver(signInBody),
    defaultValues: { email: '', password: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await mutation.mutateAsync(values);
      toast.success('Signed in successfully');
    } catch (error) {
      showSubmitError(error, form.setError, ['email', 'password']);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <FormField label="Email" error={errors.email?.message}>
        {(control) => (
          <Input
            {...control}
            type="email"
            autoComplete="email"
            placeholder="you@example.com"
            {...form.register('email')}
          />
        )}
      </FormField>
      <FormField
        label="Password"
        error={errors.password?.message}
        labelAction={
          <Link
            to={forgotHref}
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
      <Button type="submit" className="w-full" disabled={mutation.isPending}>
        {mutation.isPending ? 'Signing In...' : 'Sign In'}
      </Button>
    </form>
  );
}
