import { AdminPasswordForm } from '@/features/admin-finance/components/admin-password-form';
import { AdminProfileForm } from '@/features/admin-finance/components/admin-profile-form';
import { AppearancePanel } from '@/features/settings/components/appearance-panel';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** /admin/settings: name, password and this browser's theme. */
export function AdminSettingsPage() {
  useDocumentTitle('Settings');
  return (
    <div className="mx-auto grid w-full max-w-4xl grid-cols-[minmax(0,1fr)] gap-6 px-4 py-6 md:px-8 md:py-10">
      <div>
        <h1 className="text-2xl font-bold tracking-tight md:text-3xl">Settings</h1>
        <p className="mt-1 text-muted-foreground">
          Your administrator account and how the admin area looks here.
        </p>
      </div>
      <AdminProfileForm />
      <AdminPasswordForm />
      <AppearancePanel />
    </div>
  );
}
