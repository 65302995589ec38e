import { useDocumentTitle } from '@/hooks/use-document-title';
import { AppearancePanel } from '../components/appearance-panel';

/** /seller/dashboard/settings and /seller/settings: the same appearance panel. */
export function SellerSettingsPage() {
  useDocumentTitle('Settings');
  return (
    <div className="mx-auto w-full max-w-4xl space-y-6 px-4 py-6 md:px-8 md:py-10">
      <div>
        <h1 className="text-2xl font-bold tracking-tight md:text-3xl">Settings</h1>
        <p className="mt-1 text-muted-foreground">
          Appearance of your seller dashboard and the store on this device.
        </p>
      </div>
      <AppearancePanel />
    </div>
  );
}
