import { PageShell } from '@/components/page-shell';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { AppearancePanel } from '../components/appearance-panel';

/** /seller/dashboard/settings and /seller/settings: the same appearance panel. */
export function SellerSettingsPage() {
  useDocumentTitle('Settings');
  return (
    <PageShell
      width="narrow"
      title="Settings"
      description="Appearance of your seller dashboard and the store on this device."
    >
      <AppearancePanel />
    </PageShell>
  );
}
