/** Up to two initials of a name, upper-cased ('Asha Rao' → 'AR'); `fallback` when the name has no letters. */
export function initialsOf(name: string | null | undefined, fallback = 'UN'): string {
  const words = (name ?? '').split(/\s+/).filter(Boolean);
  if (words.length === 0) return fallback;
  return words
    .slice(0, 2)
    .map((w) => w.charAt(0).toUpperCase())
    .join('');
}
