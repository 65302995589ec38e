import { useCallback } from 'react';
import type { useListParams } from '@/hooks/use-list-params';
import { useSearchDraft } from '@/hooks/use-search-draft';

/**
 * The search box of a list paged through the address: its text and setter; the words go to `?q=` (back to
 * page 1, replacing the history entry) once typing pauses.
 */
export function useListSearch(list: ReturnType<typeof useListParams>) {
  const { update } = list;
  const apply = useCallback((q: string) => update({ q }, true), [update]);
  return useSearchDraft(list.get('q'), apply);
}
