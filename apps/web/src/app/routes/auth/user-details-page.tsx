import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Navigate, useNavigate } from 'react-router';
import type { z } from 'zod';
import { userDetailsForm } from '@electrohub/shared/accounts';
import { SECURITY_QUESTION } from '@electrohub/shared/auth';
import { FormField } from '@/components/form-field';
import { PageLoader } from '@/components/page-loader';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { paths } from '@/config/paths';
import { useUpdateUser } from '@/features/profile/api/update-user';
import { showSubmitError } from '@/lib/form-errors';
import { toast } from '@/lib/toast';
import { getId } from '@/features/auth/api/get-id';
import { useSession } from '@/lib/auth/get-session';
import { AuthHeading } from '@/features/auth/components/auth-heading';
import { PasswordInput } from '@/features/auth/components/password-input';
import { PhoneInput } from '@/features/auth/components/phone-input';

type Values = z.input<typeof userDetailsForm>;
type Parsed = z.output<typeof userDetailsForm>;
const FIELDS = ['phone', 'address', 'password', 'answer'] as const;

/**
 * /user/auth/user-details: after Google sign-in the buyer adds phone,
 * address, a password and the security answer; the id is fetched, then the account is updated.
 */
export function UserDetailsPage() {
  const { status } = useSession();
  const navigate = useNavigate();
  const update = useUpdateUser();
  const form = useForm<Values, unknown, Parsed>({
    resolver: zodResolver(userDetailsForm),
    defaultValues: { phone: '', address: '', password: '', answer: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const { id } = await getId();
      await update.mutateAsync({ id, fields: values });
      toast.success('Account created successfully');
      await navigate(paths.home.href(), { replace: true });
    } catch (error) {
      showSubmitError(error, form.setError, FIELDS);
    }
  });

  if (status === 'pending') return <PageLoader className="min-h-64" />;
  if (status !== 'buyer') return <Navigate to={paths.user.signIn.href()} replace />;

  return (
    <div>
      <AuthHeading
        title="Additional details"
        description="A few more details to finish setting up your account."
      />
      <form onSubmit={onSubmit} noValidate className="grid gap-4">
        <FormField label="Phone" error={errors.phone?.message}>
          {(control) => <PhoneInput {...control} placeholder="9876543210" {...form.register('phone')} />}
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
