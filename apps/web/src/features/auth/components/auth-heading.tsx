import type { ReactNode } from 'react';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** The title block of an auth card; also sets the tab title. */
export function AuthHeading({
  title,
  description,
  eyebrow,
}: {
  title: string;
  description?: ReactNode;
  eyebrow?: string;
}) {
  useDocumentTitle(eyebrow ? `${eyebrow} ${title}` : title);
  return (
    <div className="mb-6 space-y-1.5 text-center">
      {eyebrow && <p className="text-xs font-semibold tracking-wide text-primary uppercase">{eyebrow}</p>}
      <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
      {description && <p className="text-sm text-muted-foreground">{description}</p>}
    </div>
  );
}
