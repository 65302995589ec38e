import { useMemo } from 'react';
import { PageShell } from '@/components/page-shell';
import { AdminPasswordForm } from '@/features/admin-finance/components/admin-password-form';
import { AdminProfileForm } from '@/features/admin-finance/components/admin-profile-form';
import { useAllCategories } from '@/lib/categories';
import { CommissionForm } from '@/features/admin-money/components/commission-form';
import { AppearancePanel } from '@/features/settings/components/appearance-panel';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** /admin/settings: the marketplace's commission, the admin's name and password, and this browser's theme. */
export function AdminSettingsPage() {
  useDocumentTitle('Settings');
  const categories = useAllCategories();
  const names = useMemo(() => categories.data?.map((c) => c.name), [categories.data]);
  return (
    <PageShell
      width="narrow"
      title="Settings"
      description="The marketplace’s commission, your administrator account and how the admin area looks here."
    >
      <CommissionForm categories={categories.isError ? null : names} />
      <AdminProfileForm />
      <AdminPasswordForm />
      <AppearancePanel />
    </PageShell>
  );
}
