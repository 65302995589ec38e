import { COPYRIGHT_TEXT } from '@electrohub/shared/content/company';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** /copyright: the copyright and trademark notice. */
export function CopyrightPage() {
  useDocumentTitle('Copyright');
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-6 md:py-10">
      <h1 className="text-3xl font-bold tracking-tight md:text-4xl">Copyright</h1>
      <div className="mt-6 grid gap-4 text-muted-foreground">
        {COPYRIGHT_TEXT.map((p) => (
          <p key={p}>{p}</p>
        ))}
      </div>
    </div>
  );
}
