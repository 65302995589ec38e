import { zodResolver } from '@hookform/resolvers/zod';
import { ClockIcon, HeadsetIcon, MailIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { contactFormSchema } from '@electrohub/shared/contact';
import { SELLER_CONTACT_MESSAGES, SUPPORT_PLACEHOLDER_MS } from '@electrohub/shared/seller';
import { FormField } from '@/components/form-field';
import { LoadingRegion } from '@/components/loading-region';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { Textarea } from '@/components/ui/textarea';
import { useSession } from '@/lib/auth/get-session';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { toast } from '@/lib/toast';
import { useSendInquiry } from '../api/send-inquiry';

type Values = z.input<typeof contactFormSchema>;
type Parsed = z.output<typeof contactFormSchema>;

function ContactSkeleton() {
  return (
    <LoadingRegion label="Loading support" className="grid gap-6 md:grid-cols-[2fr_1fr]">
      <Skeleton className="h-96 rounded-xl" />
      <Skeleton className="h-48 rounded-xl" />
    </LoadingRegion>
  );
}

/** /seller/dashboard/contact: shown after a 1000 ms placeholder. */
export function SellerContactPage() {
  useDocumentTitle('Contact Support');
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setReady(true), SUPPORT_PLACEHOLDER_MS);
    return () => clearTimeout(timer);
  }, []);
  const { seller } = useSession();
  const send = useSendInquiry();
  const form = useForm<Values, unknown, Parsed>({
    resolver: zodResolver(contactFormSchema),
    defaultValues: {
      name: seller?.name ?? '',
      email: seller?.email ?? '',
      subject: '',
      message: '',
      userType: 'Seller',
    },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await send.mutateAsync({ ...values, userType: 'Seller' });
      toast.success(SELLER_CONTACT_MESSAGES.sent);
      form.reset({ name: values.name, email: values.email, subject: '', message: '', userType: 'Seller' });
    } catch {
      toast.error(SELLER_CONTACT_MESSAGES.failed);
    }
  });

  return (
    <div className="mx-auto grid w-full max-w-5xl grid-cols-[minmax(0,1fr)] gap-6 px-4 py-6 md:py-8">
      <div>
        <h1 className="text-2xl font-bold tracking-tight md:text-3xl">Contact Seller Support</h1>
        <p className="mt-1 text-muted-foreground">
          Questions about orders, payouts or your listings? We reply by e-mail.
        </p>
      </div>
      {!ready ? (
        <ContactSkeleton />
      ) : (
        <div className="grid gap-6 md:grid-cols-[2fr_1fr]">
          <Card>
            <CardHeader>
              <CardTitle>Send an inquiry</CardTitle>
            </CardHeader>
            <CardContent>
              <form onSubmit={(e) => void onSubmit(e)} noValidate className="grid gap-4">
                <div className="grid gap-4 sm:grid-cols-2">
                  <FormField label="Name" error={errors.name?.message}>
                    {(c) => <Input {...c} autoComplete="name" {...form.register('name')} />}
                  </FormField>
                  <FormField label="Email" error={errors.email?.message}>
                    {(c) => <Input {...c} type="email" autoComplete="email" {...form.register('email')} />}
                  </FormField>
                </div>
                <FormField label="Subject" error={errors.subject?.message}>
                  {(c) => <Input {...c} {...form.register('subject')} />}
                </FormField>
                <FormField label="Message" error={errors.message?.message}>
                  {(c) => <Textarea {...c} rows={6} {...form.register('message')} />}
                </FormField>
                <Button type="submit" disabled={send.isPending} className="w-full sm:w-fit">
                  {send.isPending ? 'Submitting...' : 'Send Inquiry'}
                </Button>
              </form>
            </CardContent>
          </Card>
          <Card className="h-fit">
            <CardHeader>
              <CardTitle className="flex items-center gap-2">
                <HeadsetIcon aria-hidden className="size-5 text-primary" /> Support hotline
              </CardTitle>
              <CardDescription>Our seller team is here to help.</CardDescription>
            </CardHeader>
            <CardContent className="grid gap-3 text-sm">
              <p className="flex items-center gap-2">
                <ClockIcon aria-hidden className="size-4 text-muted-foreground" />{' '}
                {SELLER_CONTACT_MESSAGES.hours}
              </p>
              <p className="flex items-center gap-2">
                <MailIcon aria-hidden className="size-4 text-muted-foreground" /> Answers within one working
                day
              </p>
            </CardContent>
          </Card>
        </div>
      )}
    </div>
  );
}
