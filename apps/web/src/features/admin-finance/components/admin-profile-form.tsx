import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { adminProfileBody } from '@electrohub/shared/admin-finance';
import { FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { showSubmitError } from '@/lib/form-errors';
import { toast } from '@/lib/toast';
import { useAdminSettings } from '../api/get-admin-settings';
import { useUpdateAdminProfile } from '../api/update-admin-profile';

type Values = z.input<typeof adminProfileBody>;
type Parsed = z.output<typeof adminProfileBody>;

/** The signed-in admin's name (editable) and e-mail (shown). */
export function AdminProfileForm() {
  const settings = useAdminSettings();
  const update = useUpdateAdminProfile();
  const admin = settings.data?.admin;
  const form = useForm<Values, unknown, Parsed>({
    resolver: zodResolver(adminProfileBody),
    defaultValues: { name: '' },
  });
  const { errors, isDirty } = form.formState;

  useEffect(() => {
    if (admin) form.reset({ name: admin.name });
  }, [admin, form]);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const answer = await update.mutateAsync(values);
      form.reset({ name: answer.admin.name });
      toast.success(answer.message);
    } catch (error) {
      showSubmitError(error, form.setError, ['name']);
    }
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle>Profile</CardTitle>
        <CardDescription>
          {admin ? `Signed in as ${admin.email}` : 'Your administrator account'}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {!admin ? (
          <Skeleton className="h-20 w-full" />
        ) : (
          <form
            onSubmit={onSubmit}
            noValidate
            className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-start"
          >
            <FormField label="Name" error={errors.name?.message}>
              {(control) => <Input {...control} autoComplete="name" {...form.register('name')} />}
            </FormField>
            <Button type="submit" className="sm:mt-[1.375rem]" disabled={update.isPending || !isDirty}>
              {update.isPending ? 'Saving...' : 'Save name'}
            </Button>
          </form>
        )}
      </CardContent>
    </Card>
  );
}
