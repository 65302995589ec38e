/**
 * A list of choices (tabs, sort orders, form fields) defined once, by its labels: the record maps each choice
 * to the text shown for it, in display order, and {@link labelledChoices} gives the choices as an ordered
 * tuple for tab bars, selects and `z.enum`. Kept free of zod, so the storefront's first JavaScript can use it.
 */

/**
 * The keys of `labels` in the order the record lists them. Keys must not look like array indices ('1'), which
 * objects always order first.
 */
export function labelledChoices<const K extends string>(labels: Record<K, string>): readonly [K, ...K[]] {
  return Object.keys(labels) as [K, ...K[]];
}
