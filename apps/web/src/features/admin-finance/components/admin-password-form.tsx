import { ADMIN_PASSWORD_MIN, adminPasswordForm } from '@electrohub/shared/admin-finance';
import { ERROR_FLAGS } from '@electrohub/shared/error-flags';
import { PasswordField } from '@/components/password-field';
import { SubmitButton } from '@/components/submit-button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useSchemaForm } from '@/hooks/use-schema-form';
import { ApiError } from '@/lib/api';
import { toast } from '@/lib/toast';
import { useChangeAdminPassword } from '../api/change-admin-password';
import { useAdminSettings } from '../api/get-admin-settings';

/** Change password: the current one, a new one (≥ 8) twice. Other sessions of this admin end on success. */
export function AdminPasswordForm() {
  const change = useChangeAdminPassword();
  const email = useAdminSettings().data?.admin.email ?? '';
  const { form, errors, onSubmit } = useSchemaForm({
    schema: adminPasswordForm,
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
    fields: ['currentPassword', 'newPassword'],
    submit: async ({ currentPassword, newPassword }) => {
      const answer = await change.mutateAsync({ currentPassword, newPassword });
      form.reset();
      toast.success(answer.message);
    },
    onError: (error) => {
      // A wrong current password belongs under that field.
      if (!(error instanceof ApiError && error.flag === ERROR_FLAGS.InvalidCredentials)) return false;
      form.setError('currentPassword', { type: 'server', message: error.message });
      return true;
    },
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
          <PasswordField
            label="Current password"
            revealable={false}
            autoComplete="current-password"
            registration={form.register('currentPassword')}
            error={errors.currentPassword?.message}
          />
          <PasswordField
            label="New password"
            hint={`At least ${ADMIN_PASSWORD_MIN} characters`}
            revealable={false}
            autoComplete="new-password"
            registration={form.register('newPassword')}
            error={errors.newPassword?.message}
          />
          <PasswordField
            label="Confirm new password"
            revealable={false}
            autoComplete="new-password"
            registration={form.register('confirmPassword')}
            error={errors.confirmPassword?.message}
          />
          <SubmitButton pending={change.isPending} pendingLabel="Changing..." className="w-full sm:w-fit">
            Change password
          </SubmitButton>
        </form>
      </CardContent>
    </Card>
  );
}
