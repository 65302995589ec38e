import { WHATS_NEW } from '@electrohub/shared/content/company';
import { formatDate } from '@electrohub/shared/format';
import { SparklesIcon } from 'lucide-react';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** /whats-new: the latest improvements to ElectroHub. */
export function WhatsNewPage() {
  useDocumentTitle("What's New");
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-6 md:py-10">
      <h1 className="text-3xl font-bold tracking-tight md:text-4xl">What&apos;s New</h1>
      <p className="mt-2 text-muted-foreground">
        New features, new categories and new sellers on ElectroHub.
      </p>
      <ol className="mt-8 grid gap-6 border-l pl-6">
        {WHATS_NEW.map((item) => (
          <li key={item.title} className="relative">
            <span
              aria-hidden
              className="absolute top-1 -left-[2.1rem] flex size-6 items-center justify-center rounded-full bg-primary text-primary-foreground"
            >
              <SparklesIcon className="size-3.5" />
            </span>
            <p className="text-sm text-muted-foreground">
              <time dateTime={item.date}>{formatDate(`${item.date}T00:00:00`)}</time>
            </p>
            <h2 className="mt-1 text-lg font-semibold">{item.title}</h2>
            <p className="mt-1 text-muted-foreground">{item.text}</p>
          </li>
        ))}
      </ol>
    </div>
  );
}
