import { useDocumentTitle } from '@/hooks/use-document-title';
import { HelpCenterTab } from '../components/support-tabs';

/** /help-center: the help center on its own page. */
export function HelpCenterPage() {
  useDocumentTitle('Help Center');
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-6 md:py-10">
      <h1 className="mb-6 text-3xl font-bold tracking-tight md:text-4xl">Help Center</h1>
      <HelpCenterTab />
    </div>
  );
}
