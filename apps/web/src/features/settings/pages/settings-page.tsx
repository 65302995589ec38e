import { PagePlaceholder } from '@/components/page-placeholder';

export function SettingsPage() {
  return <PagePlaceholder title='Settings' description='Appearance: theme and colour palette.' />;
}
