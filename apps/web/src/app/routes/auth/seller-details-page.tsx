import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Navigate, useNavigate } from 'react-router';
import type { z } from 'zod';
import { sellerDetailsForm } from '@electrohub/shared/accounts';
import { PFP_MAX_BYTES, PFP_TOO_LARGE, SECURITY_QUESTION } from '@electrohub/shared/auth';
import { FormField } from '@/components/form-field';
import { PageLoader } from '@/components/page-loader';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { paths } from '@/config/paths';
import { useUpdateSeller } from '@/features/profile/api/update-seller';
import { showSubmitError } from '@/lib/form-errors';
import { toast } from '@/lib/toast';
import { getId } from '@/features/auth/api/get-id';
import { useSession } from '@/lib/auth/get-session';
import { AuthHeading } from '@/features/auth/components/auth-heading';
import { ImagePicker } from '@/components/image-picker';
import { PasswordInput } from '@/features/auth/components/password-input';
import { PhoneInput } from '@/features/auth/components/phone-input';

type Values = z.input<typeof sellerDetailsForm>;
type Parsed = z.output<typeof sellerDetailsForm>;
const FIELDS = ['phone', 'address', 'password', 'answer'] as const;

/** /seller/auth/seller-details: after Google sign-up; optional logo; success goes to the dashboard. */
export function SellerDetailsPage() {
  const { status } = useSession();
  const navigate = useNavigate();
  const update = useUpdateSeller();
  const [logo, setLogo] = useState<File | null>(null);
  const [logoError, setLogoError] = useState<string>();
  const form = useForm<Values, unknown, Parsed>({
    resolver: zodResolver(sellerDetailsForm),
    defaultValues: { phone: '', address: '', password: '', answer: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    if (logoError) return;
    try {
      const { id } = await getId();
      await update.mutateAsync({ id, fields: values, pfp: logo });
      toast.success('Seller Account created successfully');
      await navigate(paths.seller.dashboard.href(), { replace: true });
    } catch (error) {
      showSubmitError(error, form.setError, FIELDS);
    }
  });

  if (status === 'pending') return <PageLoader className="min-h-64" />;
  if (status !== 'seller') return <Navigate to={paths.seller.signIn.href()} replace />;

  return (
    <div>
      <AuthHeading eyebrow="Seller" title="Seller details" description="Finish setting up your store." />
      <form onSubmit={onSubmit} noValidate className="grid gap-4">
        <ImagePicker
          file={logo}
          error={logoError}
          onChange={(file) => {
            setLogo(file);
            setLogoError(file && file.size > PFP_MAX_BYTES ? PFP_TOO_LARGE : undefined);
          }}
        />
        <FormField label="Phone" error={errors.phone?.message}>
          {(control) => <PhoneInput {...control} placeholder="9123456780" {...form.register('phone')} />}
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
          label="Password"
          hint="At least 8 characters, to sign in without Google too."
          error={errors.password?.message}
        >
          {(control) => (
            <PasswordInput {...control} autoComplete="new-password" {...form.register('password')} />
          )}
        </FormField>
        <FormField label={`Security question: ${SECURITY_QUESTION}`} error={errors.answer?.message}>
          {(control) => (
            <Input {...control} autoComplete="off" placeholder="Your answer" {...form.register('answer')} />
          )}
        </FormField>
        <Button type="submit" className="w-full" disabled={isSubmitting}>
          {isSubmitting ? 'Submitting...' : 'Submit'}
        </Button>
      </form>
    </div>
  );
}
