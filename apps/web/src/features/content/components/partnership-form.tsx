import { PARTNERSHIP_TYPES } from '@electrohub/shared/content/company';
import { contactFormSchema } from '@electrohub/shared/contact';
import { useState, type FormEvent } from 'react';
import { FormField } from '@/components/form-field';
import { SubmitButton } from '@/components/submit-button';
import { Input } from '@/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { ApiError, errorMessage } from '@/lib/api';
import { toast } from '@/lib/toast';
import { useSendContactMessage } from '../api/send-contact-message';

type Field = 'company' | 'email' | 'details';
/** The contact message's fields behind this form's fields. */
const FIELD_OF: Record<string, Field> = {
  name: 'company',
  email: 'email',
  message: 'details',
  subject: 'details',
};

/**
 * The partnership inquiry form (company name, business email, partnership type, details). It is
 * sent as a contact message, so it reaches the admin Message Center.
 */
export function PartnershipForm() {
  const [values, setValues] = useState<{ company: string; email: string; type: string; details: string }>({
    company: '',
    email: '',
    type: PARTNERSHIP_TYPES[0],
    details: '',
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const send = useSendContactMessage();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const input = {
      name: values.company,
      email: values.email,
      subject: `Partnership inquiry: ${values.type}`,
      message: values.details,
    };
    const parsed = contactFormSchema.safeParse(input);
    if (!parsed.success) {
      const next: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = FIELD_OF[String(issue.path[0])];
        if (field && !next[field]) next[field] = issue.message;
      }
      return setErrors(next);
    }
    setErrors({});
    send.mutate(input, {
      onSuccess: () => {
        toast.success('Thank you! Our partnerships team will contact you soon.');
        setValues({ company: '', email: '', type: PARTNERSHIP_TYPES[0], details: '' });
      },
      onError: (error) => {
        if (error instanceof ApiError && error.issues?.length) {
          const next: Partial<Record<Field, string>> = {};
          for (const issue of error.issues) {
            const field = FIELD_OF[issue.path];
            if (field) next[field] = issue.message;
          }
          setErrors(next);
        } else toast.error(errorMessage(error));
      },
    });
  };

  return (
    <form onSubmit={onSubmit} noValidate className="grid max-w-2xl gap-4 rounded-xl border bg-card p-5">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Company name" error={errors.company?.replace(/^Name/, 'Company name')}>
          {(control) => (
            <Input
              {...control}
              autoComplete="organization"
              value={values.company}
              onChange={(e) => setValues({ ...values, company: e.target.value })}
            />
          )}
        </FormField>
        <FormField label="Business email" error={errors.email}>
          {(control) => (
            <Input
              {...control}
              type="email"
              autoComplete="email"
              value={values.email}
              onChange={(e) => setValues({ ...values, email: e.target.value })}
            />
          )}
        </FormField>
      </div>
      <FormField label="Partnership type">
        {(control) => (
          <Select value={values.type} onValueChange={(type) => setValues({ ...values, type })}>
            <SelectTrigger id={control.id} className="w-full">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {PARTNERSHIP_TYPES.map((t) => (
                <SelectItem key={t} value={t}>
                  {t}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        )}
      </FormField>
      <FormField label="Details" error={errors.details}>
        {(control) => (
          <Textarea
            {...control}
            rows={4}
            value={values.details}
            onChange={(e) => setValues({ ...values, details: e.target.value })}
            placeholder="What would you like to build together?"
          />
        )}
      </FormField>
      <SubmitButton pending={send.isPending} pendingLabel="Sending..." className="justify-self-start">
        Send Inquiry
      </SubmitButton>
    </form>
  );
}
