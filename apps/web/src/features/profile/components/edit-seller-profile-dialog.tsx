import { PencilIcon } from 'lucide-react';
import { useState } from 'react';
import type { z } from 'zod';
import { sellerProfileForm, type SellerUpdateBody } from '@electrohub/shared/accounts';
import {
  PFP_MAX_BYTES,
  PFP_TOO_LARGE,
  SECURITY_ANSWER_MASK,
  SECURITY_QUESTION,
  type PublicSeller,
} from '@electrohub/shared/auth';
import { FormField } from '@/components/form-field';
import { FormDialog } from '@/components/form-dialog';
import { ImagePicker } from '@/components/image-picker';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { useSchemaForm } from '@/hooks/use-schema-form';
import { toast } from '@/lib/toast';
import { useUpdateSeller } from '../api/update-seller';

type Values = z.input<typeof sellerProfileForm>;
const FIELDS = ['name', 'email', 'phone', 'address', 'answer'] as const;

/**
 * The seller's Edit Profile dialog: name, email, phone, address, the security
 * answer behind a placeholder (left empty, it stays), and a new picture. Only changed fields are sent.
 */
export function EditSellerProfileDialog({ seller }: { seller: PublicSeller }) {
  const [open, setOpen] = useState(false);
  const [picture, setPicture] = useState<File | null>(null);
  const [pictureError, setPictureError] = useState<string>();
  const update = useUpdateSeller();
  const defaults: Values = {
    name: seller.name,
    email: seller.email,
    phone: seller.phone ?? '',
    address: seller.address ?? '',
    answer: '',
  };
  const { form, errors, onSubmit } = useSchemaForm({
    schema: sellerProfileForm,
    defaultValues: defaults,
    fields: FIELDS,
    submit: async (values) => {
      if (pictureError) return;
      const fields: SellerUpdateBody = {};
      if (values.name !== seller.name) fields.name = values.name;
      if (values.email !== seller.email) fields.email = values.email;
      if (values.phone !== (seller.phone ?? '')) fields.phone = values.phone;
      if (values.address !== (seller.address ?? '')) fields.address = values.address;
      if (values.answer) fields.answer = values.answer;
      if (Object.keys(fields).length === 0 && !picture) {
        setOpen(false);
        return;
      }
      await update.mutateAsync({ id: seller.id, fields, pfp: picture });
      toast.success('Profile updated successfully');
      setOpen(false);
    },
  });

  const reset = (next: boolean) => {
    setOpen(next);
    if (next) {
      form.reset(defaults);
      setPicture(null);
      setPictureError(undefined);
    }
  };

  return (
    <FormDialog
      trigger={
        <Button variant="outline">
          <PencilIcon aria-hidden />
          Edit Profile
        </Button>
      }
      open={open}
      onOpenChange={(next) => !update.isPending && reset(next)}
      title="Edit Profile"
      description="Update your company details. Leave the security answer empty to keep it."
      formId="edit-seller-profile"
      onSubmit={onSubmit}
      submitLabel="Save Changes"
      pendingLabel="Updating..."
      pending={update.isPending}
    >
      <ImagePicker
        file={picture}
        label="Profile picture"
        error={pictureError}
        onChange={(file) => {
          setPicture(file);
          setPictureError(file && file.size > PFP_MAX_BYTES ? PFP_TOO_LARGE : undefined);
        }}
      />
      <FormField label="Company Name" error={errors.name?.message}>
        {(control) => <Input {...control} autoComplete="organization" {...form.register('name')} />}
      </FormField>
      <FormField label="Email" error={errors.email?.message}>
        {(control) => <Input {...control} type="email" autoComplete="email" {...form.register('email')} />}
      </FormField>
      <FormField label="Phone" error={errors.phone?.message}>
        {(control) => (
          <Input {...control} type="tel" inputMode="numeric" maxLength={10} {...form.register('phone')} />
        )}
      </FormField>
      <FormField label="Company Address" error={errors.address?.message}>
        {(control) => <Textarea {...control} rows={2} {...form.register('address')} />}
      </FormField>
      <FormField label={`Security answer (${SECURITY_QUESTION})`} error={errors.answer?.message}>
        {(control) => (
          <Input
            {...control}
            autoComplete="off"
            placeholder={SECURITY_ANSWER_MASK}
            {...form.register('answer')}
          />
        )}
      </FormField>
    </FormDialog>
  );
}
