import { PagePlaceholder } from '@/components/page-placeholder';

export function ContactPage() {
  return <PagePlaceholder title='Contact Us' description='Call, e-mail or write to us. Support hours: Monday to Friday, 9am to 6pm.' />;
}
