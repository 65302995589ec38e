import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import type { z } from 'zod';
import { sellerDetailsForm, userDetailsForm } from '@electrohub/shared/accounts';
import { PFP_MAX_BYTES, PFP_TOO_LARGE } from '@electrohub/shared/auth';
import { ImagePicker } from '@/components/image-picker';
import { PageLoader } from '@/components/page-loader';
import { SubmitButton } from '@/components/submit-button';
import { paths } from '@/config/paths';
import type { AccountKind } from '@/features/auth/account-kind';
import { getId } from '@/features/auth/api/get-id';
import {
  AddressField,
  NewPasswordField,
  PhoneField,
  SecurityAnswerField,
} from '@/features/auth/components/account-fields';
import { AuthHeading } from '@/features/auth/components/auth-heading';
import { useUpdateSeller } from '@/features/profile/api/update-seller';
import { useUpdateUser } from '@/features/profile/api/update-user';
import { useSchemaForm } from '@/hooks/use-schema-form';
import { useSession } from '@/lib/auth/get-session';
import { toast } from '@/lib/toast';

/** Both kinds fill in the same four fields; the schemas differ only in their messages. */
type Values = z.input<typeof userDetailsForm>;
type Parsed = z.output<typeof userDetailsForm>;
const SCHEMAS: Record<AccountKind, z.ZodType<Parsed, Values>> = {
  user: userDetailsForm,
  seller: sellerDetailsForm,
};
const FIELDS = ['phone', 'address', 'password', 'answer'] as const;

/** What the step says for each kind, who may see it and where it leads. */
const PAGES = {
  user: {
    heading: {
      title: 'Additional details',
      description: 'A few more details to finish setting up your account.',
    },
    status: 'buyer',
    success: 'Account created successfully',
    signInHref: () => paths.user.signIn.href(),
    doneHref: () => paths.home.href(),
  },
  seller: {
    heading: { eyebrow: 'Seller', title: 'Seller details', description: 'Finish setting up your store.' },
    status: 'seller',
    success: 'Seller Account created successfully',
    signInHref: () => paths.seller.signIn.href(),
    doneHref: () => paths.seller.dashboard.href(),
  },
} as const;

/**
 * /user/auth/user-details and /seller/auth/seller-details: the step after signing up with Google. The buyer
 * or seller adds a phone, an address, a password (to sign in without Google too) and the security answer; a
 * seller may also add a logo under 2 MB. The id is fetched, then the account is updated; success takes a
 * buyer home and a seller to the dashboard. Anyone not signed in as that kind goes to its sign-in page.
 */
export function DetailsPage({ kind }: { kind: AccountKind }) {
  const page = PAGES[kind];
  const { status } = useSession();
  const navigate = useNavigate();
  const updateUser = useUpdateUser();
  const updateSeller = useUpdateSeller();
  const [logo, setLogo] = useState<File | null>(null);
  const [logoError, setLogoError] = useState<string>();
  const { form, errors, onSubmit } = useSchemaForm({
    schema: SCHEMAS[kind],
    defaultValues: { phone: '', address: '', password: '', answer: '' },
    fields: FIELDS,
    submit: async (fields) => {
      if (logoError) return;
      const id = await getId();
      if (kind === 'seller') await updateSeller.mutateAsync({ id, fields, pfp: logo });
      else await updateUser.mutateAsync({ id, fields });
      toast.success(page.success);
      await navigate(page.doneHref(), { replace: true });
    },
  });
  const { isSubmitting } = form.formState;

  if (status === 'pending') return <PageLoader className="min-h-64" />;
  if (status !== page.status) return <Navigate to={page.signInHref()} replace />;

  return (
    <div>
      <AuthHeading {...page.heading} />
      <form onSubmit={onSubmit} noValidate className="grid gap-4">
        {kind === 'seller' && (
          <ImagePicker
            file={logo}
            error={logoError}
            onChange={(file) => {
              setLogo(file);
              setLogoError(file && file.size > PFP_MAX_BYTES ? PFP_TOO_LARGE : undefined);
            }}
          />
        )}
        <PhoneField kind={kind} registration={form.register('phone')} error={errors.phone?.message} />
        <AddressField kind={kind} registration={form.register('address')} error={errors.address?.message} />
        <NewPasswordField
          hint="At least 8 characters, to sign in without Google too."
          registration={form.register('password')}
          error={errors.password?.message}
        />
        <SecurityAnswerField registration={form.register('answer')} error={errors.answer?.message} />
        <SubmitButton pending={isSubmitting} pendingLabel="Submitting...">
          Submit
        </SubmitButton>
      </form>
    </div>
  );
}
