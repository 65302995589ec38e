import { PagePlaceholder } from '@/components/page-placeholder';

export function AboutPage() {
  return <PagePlaceholder title='About ElectroHub' description='Who we are, what we sell and why sellers and shoppers choose us.' />;
}
