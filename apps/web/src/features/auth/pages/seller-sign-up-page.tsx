import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { SECURITY_QUESTION, sellerSignUpForm } from '@electrohub/shared/auth';
import { FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { paths } from '@/config/paths';
import { showSubmitError } from '@/lib/form-errors';
import { toast } from '@/lib/toast';
import { useSellerSignUp } from '../api/seller-sign-up';
import { AuthHeading } from '../components/auth-heading';
import { GoogleButton } from '../components/google-button';
import { ImagePicker } from '@/components/image-picker';
import { PasswordInput } from '../components/password-input';
import { PhoneInput } from '../components/phone-input';
import { TermsField } from '../components/terms-field';

type Values = z.input<typeof sellerSignUpForm>;
type Parsed = z.output<typeof sellerSignUpForm>;
const FIELDS = ['pfp', 'name', 'email', 'phone', 'password', 'address', 'answer'] as const;

/** /seller/auth/signup: logo required; success signs in and goes to the dashboard. */
export function SellerSignUpPage() {
  const signUp = useSellerSignUp();
  const form = useForm<Values, unknown, Parsed>({
    resolver: zodResolver(sellerSignUpForm),
    defaultValues: { name: '', email: '', phone: '', password: '', address: '', answer: '', terms: false },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async ({ terms: _terms, pfp, ...fields }) => {
    try {
      await signUp.mutateAsync({ ...fields, pfp: pfp as File });
      toast.success('Seller Account created successfully');
    } catch (error) {
      showSubmitError(error, form.setError, FIELDS);
    }
  });

  return (
    <div>
      <AuthHeading
        eyebrow="Seller"
        title="Create your seller account"
        description="Reach buyers across India with ElectroHub."
      />
      <form onSubmit={onSubmit} noValidate className="grid gap-4">
        <Controller
          control={form.control}
          name="pfp"
          render={({ field }) => (
            <ImagePicker
              required
              file={field.value as File | undefined}
              onChange={field.onChange}
              error={errors.pfp?.message}
              label="Profile picture or logo"
            />
          )}
        />
        <FormField label="Company Name" error={errors.name?.message}>
          {(control) => (
            <Input
              {...control}
              autoComplete="organization"
              placeholder="Volt Traders"
              {...form.register('name')}
            />
          )}
        </FormField>
        <FormField label="Email" error={errors.email?.message}>
          {(control) => (
            <Input
              {...control}
              type="email"
              autoComplete="email"
              placeholder="sales@company.in"
              {...form.register('email')}
            />
          )}
        </FormField>
        <FormField label="Phone" error={errors.phone?.message}>
          {(control) => <PhoneInput {...control} placeholder="9123456780" {...form.register('phone')} />}
        </FormField>
        <FormField label="Password" hint="At least 8 characters." error={errors.password?.message}>
          {(control) => (
            <PasswordInput {...control} autoComplete="new-password" {...form.register('password')} />
          )}
        </FormField>
        <FormField label="Company Address" error={errors.address?.message}>
          {(control) => (
            <Textarea
              {...control}
              rows={2}
              autoComplete="street-address"
              placeholder="Shop, street, city, PIN"
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
        <GoogleButton
          userType="seller"
          redirectUrl={paths.seller.details.href()}
          label="Sign up with Google"
        />
      </div>
      <div className="mt-6 space-y-2 text-center text-sm text-muted-foreground">
        <p>
          Already selling with us?{' '}
          <Link
            to={paths.seller.signIn.href()}
            className="font-medium text-primary underline-offset-4 hover:underline"
          >
            Seller sign in
          </Link>
        </p>
        <p>
          Just shopping?{' '}
          <Link
            to={paths.user.signUp.href()}
            className="font-medium text-primary underline-offset-4 hover:underline"
          >
            Create a buyer account
          </Link>
        </p>
      </div>
    </div>
  );
}
