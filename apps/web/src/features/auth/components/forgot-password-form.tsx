import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { forgotPasswordBody, SECURITY_QUESTION } from '@electrohub/shared/auth';
import { FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { showSubmitError } from '@/lib/form-errors';
import { toast } from '@/lib/toast';
import { useSellerForgotPassword } from '../api/seller-forgot-password';
import { useUserForgotPassword } from '../api/user-forgot-password';
import { PasswordInput } from './password-input';

type Values = z.input<typeof forgotPasswordBody>;
type Parsed = z.output<typeof forgotPasswordBody>;

/** Reset with the e-mail, the security answer and a new password (sellers use the same form). */
export function ForgotPasswordForm({ role, onDone }: { role: 'user' | 'seller'; onDone: () => void }) {
  const userReset = useUserForgotPassword();
  const sellerReset = useSellerForgotPassword();
  const mutation = role === 'user' ? userReset : sellerReset;
  const form = useForm<Values, unknown, Parsed>({
    resolver: zodResolver(forgotPasswordBody),
    defaultValues: { email: '', answer: '', password: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await mutation.mutateAsync(values);
      // Spelled 'successful' (the original client's 'successfull' was a typo; typos people see are corrected).
      toast.success('Password reset successful');
      onDone();
    } catch (error) {
      showSubmitError(error, form.setError, ['email', 'answer', 'password']);
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
      <FormField label={`Security question: ${SECURITY_QUESTION}`} error={errors.answer?.message}>
        {(control) => (
          <Input {...control} autoComplete="off" placeholder="Your answer" {...form.register('answer')} />
        )}
      </FormField>
      <FormField label="New password" hint="At least 8 characters." error={errors.password?.message}>
        {(control) => (
          <PasswordInput {...control} autoComplete="new-password" {...form.register('password')} />
        )}
      </FormField>
      <Button type="submit" className="w-full" disabled={mutation.isPending}>
        {mutation.isPending ? 'Submitting...' : 'Reset Password'}
      </Button>
    </form>
  );
}
