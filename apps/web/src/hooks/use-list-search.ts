import { useEffect, useRef, useState } from 'react';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import type { useListParams } from '@/hooks/use-list-params';

/**
 * The search box of a list paged through the address: its text and setter. The trimmed words go to `?q=` (back
 * to page 1, replacing the history entry) 300 ms after typing pauses, each time they really change; a restored
 * address keeps its page because its words are not applied again.
 */
export function useListSearch(list: ReturnType<typeof useListParams>) {
  const { update } = list;
  const [search, setSearch] = useState(list.get('q'));
  const words = useDebouncedValue(search.trim(), 300);
  const applied = useRef(words);
  useEffect(() => {
    if (words === applied.current) return;
    applied.current = words;
    update({ q: words }, true);
  }, [words, update]);
  return [search, setSearch] as const;
}
