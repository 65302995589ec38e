import { CONTACT_MESSAGES, contactFormSchema } from '@electrohub/shared/contact';
import { CONTACT_DETAILS, CONTACT_FAQS } from '@electrohub/shared/content/support';
import { ClockIcon, MailIcon, MapPinIcon, PhoneIcon } from 'lucide-react';
import { FormField } from '@/components/form-field';
import { SubmitButton } from '@/components/submit-button';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useSchemaForm } from '@/hooks/use-schema-form';
import { toast } from '@/lib/toast';
import { useSendContactMessage } from '../api/send-contact-message';
import { ContactMap } from '../components/contact-map';
import { FaqList, InfoCard } from '../components/info-ui';

const FIELDS = ['name', 'email', 'subject', 'message'] as const;

function ContactForm() {
  const send = useSendContactMessage();
  const { form, errors, onSubmit } = useSchemaForm({
    schema: contactFormSchema,
    defaultValues: { name: '', email: '', subject: '', message: '' },
    fields: FIELDS,
    submit: async (values) => {
      await send.mutateAsync(values);
      // Success 'Message sent successfully'.
      toast.success(CONTACT_MESSAGES.sent);
      form.reset();
    },
  });

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-labelledby="contact-form-title"
      className="grid content-start gap-4 rounded-xl border bg-card p-5 md:p-6"
    >
      <h2 id="contact-form-title" className="text-xl font-bold">
        Send us a message
      </h2>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Name" error={errors.name?.message}>
          {(control) => <Input {...control} autoComplete="name" {...form.register('name')} />}
        </FormField>
        <FormField label="Email" error={errors.email?.message}>
          {(control) => <Input {...control} type="email" autoComplete="email" {...form.register('email')} />}
        </FormField>
      </div>
      <FormField label="Subject" error={errors.subject?.message}>
        {(control) => <Input {...control} {...form.register('subject')} />}
      </FormField>
      <FormField label="Message" error={errors.message?.message}>
        {(control) => <Textarea {...control} rows={5} {...form.register('message')} />}
      </FormField>
      <SubmitButton
        pending={form.formState.isSubmitting}
        pendingLabel="Sending..."
        size="lg"
        className="justify-self-start"
      >
        Send Message
      </SubmitButton>
    </form>
  );
}

/** Contact: call, e-mail and visit cards, the form, a FAQ of 4 and the map. */
export function ContactPage() {
  useDocumentTitle('Contact Us');
  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-10 px-4 py-6 md:py-10">
      <div>
        <h1 className="text-3xl font-bold tracking-tight md:text-4xl">Contact Us</h1>
        <p className="mt-2 flex items-center gap-2 text-muted-foreground">
          <ClockIcon aria-hidden className="size-4" /> Support hours: {CONTACT_DETAILS.supportHours}
        </p>
      </div>

      <ul className="grid gap-4 md:grid-cols-3">
        <li>
          <InfoCard icon={<PhoneIcon aria-hidden className="size-5" />} title="Call us" className="h-full">
            <a href={CONTACT_DETAILS.phoneHref} className="font-medium text-primary hover:underline">
              {CONTACT_DETAILS.phone}
            </a>
            <p>{CONTACT_DETAILS.supportHours}</p>
          </InfoCard>
        </li>
        <li>
          <InfoCard icon={<MailIcon aria-hidden className="size-5" />} title="E-mail us" className="h-full">
            <a href={`mailto:${CONTACT_DETAILS.email}`} className="font-medium text-primary hover:underline">
              {CONTACT_DETAILS.email}
            </a>
            <p>We reply within 24 hours.</p>
          </InfoCard>
        </li>
        <li>
          <InfoCard icon={<MapPinIcon aria-hidden className="size-5" />} title="Visit us" className="h-full">
            <address className="not-italic">{CONTACT_DETAILS.address}</address>
          </InfoCard>
        </li>
      </ul>

      <div className="grid gap-8 lg:grid-cols-2">
        <ContactForm />
        <div className="grid content-start gap-8">
          <section aria-labelledby="contact-faq-title">
            <h2 id="contact-faq-title" className="mb-2 text-xl font-bold">
              Frequently asked questions
            </h2>
            <FaqList faqs={CONTACT_FAQS} />
          </section>
          <section aria-labelledby="map-title">
            <h2 id="map-title" className="mb-2 text-xl font-bold">
              Find us
            </h2>
            <ContactMap />
          </section>
        </div>
      </div>
    </div>
  );
}
