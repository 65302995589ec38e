import { useDocumentTitle } from '@/hooks/use-document-title';
import { TermsTab } from '../components/policy-tabs';

/** /terms: the terms of service on their own page. */
export function TermsPage() {
  useDocumentTitle('Terms of Service');
  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-6 md:py-10">
      <h1 className="mb-6 text-3xl font-bold tracking-tight md:text-4xl">Terms of Service</h1>
      <TermsTab />
    </div>
  );
}
