import { useDocumentTitle } from '@/hooks/use-document-title';
import { PrivacyTab } from '../components/policy-tabs';

/** /privacy: the privacy policy on its own page. */
export function PrivacyPage() {
  useDocumentTitle('Privacy Policy');
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-6 md:py-10">
      <h1 className="mb-6 text-3xl font-bold tracking-tight md:text-4xl">Privacy Policy</h1>
      <PrivacyTab />
    </div>
  );
}
