import { PageShell } from '@/components/page-shell';
import { AdminPasswordForm } from '@/features/admin-finance/components/admin-password-form';
import { AdminProfileForm } from '@/features/admin-finance/components/admin-profile-form';
import { AppearancePanel } from '@/features/settings/components/appearance-panel';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** /admin/settings: name, password and this browser's theme. */
export function AdminSettingsPage() {
  useDocumentTitle('Settings');
  return (
    <PageShell
      width="narrow"
      title="Settings"
      description="Your administrator account and how the admin area looks here."
    >
      <AdminProfileForm />
      <AdminPasswordForm />
      <AppearancePanel />
    </PageShell>
  );
}
