export type PageItem = number | 'ellipsis-start' | 'ellipsis-end';

/**
 * The page buttons to show: every page when there are 5 or fewer; otherwise the first and
 * last page, the current page with its neighbours, and an ellipsis for each gap. A gap of a single page
 * shows that page instead of an ellipsis (an ellipsis standing for one number saves nothing).
 *
 *   pageItems(1, 10)  → [1, 2, 'ellipsis-end', 10]
 *   pageItems(6, 10)  → [1, 'ellipsis-start', 5, 6, 7, 'ellipsis-end', 10]
 */
export function pageItems(current: number, total: number): PageItem[] {
  const count = Math.max(0, Math.floor(total));
  if (count <= 5) return Array.from({ length: count }, (_, i) => i + 1);

  const page = Math.min(Math.max(1, Math.floor(current)), count);
  let start = Math.max(2, page - 1);
  let end = Math.min(count - 1, page + 1);
  if (start === 3) start = 2;
  if (end === count - 2) end = count - 1;

  const items: PageItem[] = [1];
  if (start > 2) items.push('ellipsis-start');
  for (let p = start; p <= end; p++) items.push(p);
  if (end < count - 1) items.push('ellipsis-end');
  items.push(count);
  return items;
}
