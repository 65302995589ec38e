import { useParams } from 'react-router';
import { PagePlaceholder } from '@/components/page-placeholder';

// spec 1 §2: page titles by section; any other section is titled 'Information'.
const TITLES: Record<string, string> = {
  'warranty-information': 'Warranty Information',
  'privacy-policy': 'Privacy Policy',
  'terms-of-service': 'Terms of Service',
  'financing-options': 'Financing Options',
  faqs: 'FAQs',
  careers: 'Careers',
  'news-blog': 'News & Blog',
  'help-center': 'Help Center',
  'press-center': 'Press Center',
  locations: 'Shop By Location',
  brands: 'ElectroHub Brands',
  affiliate: 'Affiliate & Partners',
  ideas: 'Ideas & Guides',
};

export function InfoPage() {
  const { section = 'warranty-information' } = useParams();
  return <PagePlaceholder title={TITLES[section] ?? 'Information'} />;
}
