import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { ADMIN_PASSWORD_MIN, adminPasswordForm } from '@electrohub/shared/admin-finance';
import { ERROR_FLAGS } from '@electrohub/shared/error-flags';
import { FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { ApiError } from '@/lib/api';
import { showSubmitError } from '@/lib/form-errors';
import { toast } from '@/lib/toast';
import { useChangeAdminPassword } from '../api/change-admin-password';
import { useAdminSettings } from '../api/get-admin-settings';

type Values = z.input<typeof adminPasswordForm>;
type Parsed = z.output<typeof adminPasswordForm>;

/** Change password: the current one, a new one (≥ 8) twice. Other sessions of this admin end on success. */
export function AdminPasswordForm() {
  const change = useChangeAdminPassword();
  const email = useAdminSettings().data?.admin.email ?? '';
  const form = useForm<Values, unknown, Parsed>({
    resolver: zodResolver(adminPasswordForm),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async ({ currentPassword, newPassword }) => {
    try {
      const answer = await change.mutateAsync({ currentPassword, newPassword });
      form.reset();
      toast.success(answer.message);
    } catch (error) {
      // A wrong current password belongs under that field.
      if (error instanceof ApiError && error.flag === ERROR_FLAGS.InvalidCredentials)
        form.setError('currentPassword', { type: 'server', message: error.message });
      else showSubmitError(error, form.setError, ['currentPassword', 'newPassword']);
    }
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle>Change password</CardTitle>
        <CardDescription>Your other signed-in devices are signed out when it changes.</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} noValidate className="grid gap-4 md:max-w-md">
          {/* Lets password managers file the new password under the right account. */}
          <input type="text" name="username" autoComplete="username" value={email} readOnly hidden />
          <FormField label="Current password" error={errors.currentPassword?.message}>
            {(control) => (
              <Input
                {...control}
                type="password"
                autoComplete="current-password"
                {...form.register('currentPassword')}
              />
            )}
          </FormField>
          <FormField
            label="New password"
            error={errors.newPassword?.message}
            hint={`At least ${ADMIN_PASSWORD_MIN} characters`}
          >
            {(control) => (
              <Input
                {...control}
                type="password"
                autoComplete="new-password"
                {...form.register('newPassword')}
              />
            )}
          </FormField>
          <FormField label="Confirm new password" error={errors.confirmPassword?.message}>
            {(control) => (
              <Input
                {...control}
                type="password"
                autoComplete="new-password"
                {...form.register('confirmPassword')}
              />
            )}
          </FormField>
          <Button type="submit" className="w-full sm:w-fit" disabled={change.isPending}>
            {change.isPending ? 'Changing...' : 'Change password'}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
