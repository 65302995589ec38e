import { useDocumentTitle } from '@/hooks/use-document-title';
import { AppearancePanel } from '../components/appearance-panel';

/** /user/settings: Appearance settings. */
export function SettingsPage() {
  useDocumentTitle('Settings');
  return (
    <div className="mx-auto w-full max-w-4xl space-y-6 px-4 py-6 md:px-8 md:py-10">
      <div>
        <h1 className="text-2xl font-bold tracking-tight md:text-3xl">Settings</h1>
        <p className="mt-1 text-muted-foreground">Appearance</p>
      </div>
      <AppearancePanel />
    </div>
  );
}
