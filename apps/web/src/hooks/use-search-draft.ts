import { useEffect, useRef, useState } from 'react';
import { useDebouncedValue } from '@/hooks/use-debounced-value';

/**
 * A list's search box whose words are applied 300 ms after typing pauses: returns the box's text and its setter;
 * `apply` gets the trimmed words each time they really change (a restored address keeps its page because the
 * first words are not applied again).
 */
export function useSearchDraft(initial: string, apply: (words: string) => void) {
  const [search, setSearch] = useState(initial);
  const words = useDebouncedValue(search.trim(), 300);
  const applied = useRef(words);
  useEffect(() => {
    if (words === applied.current) return;
    applied.current = words;
    apply(words);
  }, [words, apply]);
  return [search, setSearch] as const;
}
