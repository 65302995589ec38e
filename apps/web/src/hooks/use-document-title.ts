import { useEffect } from 'react';
import { SITE_NAME } from '@/config/site';

/**
 * Sets the tab title for client-side navigations. (The server writes the first page's title,
 * description and Open Graph tags into the HTML; this keeps the title right afterwards.)
 */
export function useDocumentTitle(title: string | undefined): void {
  useEffect(() => {
    if (title === undefined) return;
    document.title = title ? `${title} | ${SITE_NAME}` : SITE_NAME;
  }, [title]);
}
