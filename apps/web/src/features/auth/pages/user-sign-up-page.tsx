import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { SECURITY_QUESTION, userSignUpForm } from '@electrohub/shared/auth';
import { FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { paths } from '@/config/paths';
import { showSubmitError } from '@/lib/form-errors';
import { toast } from '@/lib/toast';
import { useUserSignUp } from '../api/user-sign-up';
import { AuthHeading } from '../components/auth-heading';
import { GoogleButton } from '../components/google-button';
import { PasswordInput } from '../components/password-input';
import { PhoneInput } from '../components/phone-input';
import { TermsField } from '../components/terms-field';

type Values = z.input<typeof userSignUpForm>;
type Parsed = z.output<typeof userSignUpForm>;
const FIELDS = ['name', 'email', 'phone', 'password', 'address', 'answer'] as const;

/** /user/auth/signup: signed in at once, then home. */
export function UserSignUpPage() {
  const signUp = useUserSignUp();
  const form = useForm<Values, unknown, Parsed>({
    resolver: zodResolver(userSignUpForm),
    defaultValues: { name: '', email: '', phone: '', password: '', address: '', answer: '', terms: false },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async ({ terms: _terms, ...body }) => {
    try {
      await signUp.mutateAsync(body);
      // 'Account created successfully', and 'Signed in successfully' also after sign-up.
      toast.success('Account created successfully', { description: 'Signed in successfully' });
    } catch (error) {
      showSubmitError(error, form.setError, FIELDS);
    }
  });

  return (
    <div>
      <AuthHeading
        title="Create your account"
        description="Shop the latest electronics from verified sellers."
      />
      <form onSubmit={onSubmit} noValidate className="grid gap-4">
        <FormField label="Full name" error={errors.name?.message}>
          {(control) => (
            <Input {...control} autoComplete="name" placeholder="Asha Verma" {...form.register('name')} />
          )}
        </FormField>
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
        <FormField label="Phone" error={errors.phone?.message}>
          {(control) => <PhoneInput {...control} placeholder="9876543210" {...form.register('phone')} />}
        </FormField>
        <FormField label="Password" hint="At least 8 characters." error={errors.password?.message}>
          {(control) => (
            <PasswordInput {...control} autoComplete="new-password" {...form.register('password')} />
          )}
        </FormField>
        <FormField label="Address" error={errors.address?.message}>
          {(control) => (
            <Textarea
              {...control}
              rows={2}
              autoComplete="street-address"
              placeholder="House, street, city, PIN"
              {...form.register('address')}
            />
          )}
        </FormField>
        <FormField
          label={`Security question: ${SECURITY_QUESTION}`}
          hint="You will need it to reset your password."
          error={errors.answer?.message}
        >
          {(control) => (
            <Input {...control} autoComplete="off" placeholder="Your answer" {...form.register('answer')} />
          )}
        </FormField>
        <Controller
          control={form.control}
          name="terms"
          render={({ field }) => (
            <TermsField checked={field.value} onChange={field.onChange} error={errors.terms?.message} />
          )}
        />
        <Button type="submit" className="w-full" disabled={signUp.isPending}>
          {signUp.isPending ? 'Signing Up...' : 'Sign Up'}
        </Button>
      </form>
      <div className="mt-4">
        <GoogleButton userType="user" redirectUrl={paths.home.href()} label="Sign up with Google" />
      </div>
      <div className="mt-6 space-y-2 text-center text-sm text-muted-foreground">
        <p>
          Already have an account?{' '}
          <Link
            to={paths.user.signIn.href()}
            className="font-medium text-primary underline-offset-4 hover:underline"
          >
            Sign In
          </Link>
        </p>
        <p>
          Want to sell?{' '}
          <Link
            to={paths.seller.signUp.href()}
            className="font-medium text-primary underline-offset-4 hover:underline"
          >
            Create a seller account
          </Link>
        </p>
      </div>
    </div>
  );
}
