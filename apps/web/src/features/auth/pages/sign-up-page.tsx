import { Controller } from 'react-hook-form';
import type { z } from 'zod';
import {
  sellerSignUpForm,
  userSignUpForm,
  type PickedFile,
  type UserSignUpForm,
} from '@electrohub/shared/auth';
import { FormField } from '@/components/form-field';
import { ImagePicker } from '@/components/image-picker';
import { SubmitButton } from '@/components/submit-button';
import { Input } from '@/components/ui/input';
import { paths } from '@/config/paths';
import { useSchemaForm } from '@/hooks/use-schema-form';
import { toast } from '@/lib/toast';
import type { AccountKind } from '../account-kind';
import { useSellerSignUp } from '../api/seller-sign-up';
import { useUserSignUp } from '../api/user-sign-up';
import {
  AddressField,
  EmailField,
  NewPasswordField,
  PhoneField,
  SecurityAnswerField,
} from '../components/account-fields';
import { AuthHeading } from '../components/auth-heading';
import { AuthLinks, type AuthLink } from '../components/auth-links';
import { GoogleButton } from '../components/google-button';
import { TermsField } from '../components/terms-field';

/** Both kinds' form values; only a seller's form has the logo (`pfp`), and it is required there. */
type Values = UserSignUpForm & { pfp?: PickedFile };
type Parsed = z.output<typeof userSignUpForm> & { pfp?: PickedFile };
const SCHEMAS: Record<AccountKind, z.ZodType<Parsed, Values>> = {
  user: userSignUpForm,
  seller: sellerSignUpForm,
};
const FIELDS = ['pfp', 'name', 'email', 'phone', 'password', 'address', 'answer'] as const;

/** What a buyer's and a seller's sign-up pages say and where they lead. */
const PAGES = {
  user: {
    heading: {
      title: 'Create your account',
      description: 'Shop the latest electronics from verified sellers.',
    },
    name: { label: 'Full name', autoComplete: 'name', placeholder: 'Asha Verma' },
    emailExample: 'you@example.com',
    // A buyer is told both that the account exists and that they are signed in.
    toast: () => toast.success('Account created successfully', { description: 'Signed in successfully' }),
    googleRedirect: () => paths.home.href(),
    links: (): AuthLink[] => [
      { prompt: 'Already have an account?', to: paths.user.signIn.href(), label: 'Sign In' },
      { prompt: 'Want to sell?', to: paths.seller.signUp.href(), label: 'Create a seller account' },
    ],
  },
  seller: {
    heading: {
      eyebrow: 'Seller',
      title: 'Create your seller account',
      description: 'Reach buyers across India with ElectroHub.',
    },
    name: { label: 'Company Name', autoComplete: 'organization', placeholder: 'Volt Traders' },
    emailExample: 'sales@company.in',
    toast: () => toast.success('Seller Account created successfully'),
    googleRedirect: () => paths.seller.details.href(),
    links: (): AuthLink[] => [
      { prompt: 'Already selling with us?', to: paths.seller.signIn.href(), label: 'Seller sign in' },
      { prompt: 'Just shopping?', to: paths.user.signUp.href(), label: 'Create a buyer account' },
    ],
  },
} as const;

/**
 * /user/auth/signup and /seller/auth/signup: the account is signed in at once; the auth layout then takes
 * a buyer home and a seller to the dashboard. A seller also picks a logo, which is required.
 */
export function SignUpPage({ kind }: { kind: AccountKind }) {
  const page = PAGES[kind];
  const userSignUp = useUserSignUp();
  const sellerSignUp = useSellerSignUp();
  const pending = kind === 'user' ? userSignUp.isPending : sellerSignUp.isPending;
  const { form, errors, onSubmit } = useSchemaForm({
    schema: SCHEMAS[kind],
    defaultValues: { name: '', email: '', phone: '', password: '', address: '', answer: '', terms: false },
    fields: FIELDS,
    submit: async ({ terms: _terms, pfp, ...fields }) => {
      if (kind === 'seller') await sellerSignUp.mutateAsync({ ...fields, pfp: pfp as File });
      else await userSignUp.mutateAsync(fields);
      page.toast();
    },
  });

  return (
    <div>
      <AuthHeading {...page.heading} />
      <form onSubmit={onSubmit} noValidate className="grid gap-4">
        {kind === 'seller' && (
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
        )}
        <FormField label={page.name.label} error={errors.name?.message}>
          {(control) => (
            <Input
              {...control}
              autoComplete={page.name.autoComplete}
              placeholder={page.name.placeholder}
              {...form.register('name')}
            />
          )}
        </FormField>
        <EmailField
          placeholder={page.emailExample}
          registration={form.register('email')}
          error={errors.email?.message}
        />
        <PhoneField kind={kind} registration={form.register('phone')} error={errors.phone?.message} />
        <NewPasswordField registration={form.register('password')} error={errors.password?.message} />
        <AddressField kind={kind} registration={form.register('address')} error={errors.address?.message} />
        <SecurityAnswerField
          hint="You will need it to reset your password."
          registration={form.register('answer')}
          error={errors.answer?.message}
        />
        <Controller
          control={form.control}
          name="terms"
          render={({ field }) => (
            <TermsField checked={field.value} onChange={field.onChange} error={errors.terms?.message} />
          )}
        />
        <SubmitButton pending={pending} pendingLabel="Signing Up...">
          Sign Up
        </SubmitButton>
      </form>
      <div className="mt-4">
        <GoogleButton userType={kind} redirectUrl={page.googleRedirect()} label="Sign up with Google" />
      </div>
      <AuthLinks links={page.links()} />
    </div>
  );
}
