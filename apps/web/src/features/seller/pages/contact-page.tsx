import { PagePlaceholder } from '@/components/page-placeholder';

export function SellerContactPage() {
  return <PagePlaceholder title='Contact Support' description='Support hotline: Monday to Friday, 9 AM to 6 PM.' />;
}
