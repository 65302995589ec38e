import { publicChanged } from '../../lib/memo.ts';

/**
 * What the remembered public answers show, as tags (lib/memo.ts; decision 029), and what each kind of write
 * changes. An answer is forgotten when one of its tags changes; the writers below name what they changed after
 * their transaction committed.
 *
 * | Answer                               | Tags                                         |
 * |--------------------------------------|----------------------------------------------|
 * | product page (status, stock, …)      | `page:<id>`                                  |
 * | listing page (all products) + count  | `list:all`, `item:<id>` of each product      |
 * | category page, related products      | `cat:<name>`, `item:<id>` of each product    |
 * | seller page                          | `seller:<id>`, `item:<id>` of each product   |
 * | search answer (and the title index)  | `search`, `item:<id>` of each product        |
 * | filter counts (facets)               | its list's tag (`list:all`, `cat:<name>` or `search`), `availability` |
 * | any "in stock only" answer           | also `availability`                          |
 */
export const PUBLIC_TAGS = {
  /** The product's own page: the only public answer showing its stock. */
  page: (id: number) => `page:${id}`,
  /** Any answer that lists the product (a card shows its status, Active or OutOfStock). */
  item: (id: number) => `item:${id}`,
  /** The listing of every product (each sort and page) and its count. */
  allProducts: 'list:all',
  category: (name: string) => `cat:${name}`,
  seller: (id: number) => `seller:${id}`,
  search: 'search',
  /**
   * Some product went Active ↔ OutOfStock: the answers that count or select by availability (filter counts, "in
   * stock only" lists; docs/decisions/041-catalog-filters.md) also change for products they do not show.
   */
  availability: 'availability',
} as const;

/** The item tags of the products an answer lists. */
export const itemTags = (rows: readonly { id: number }[]) => rows.map((r) => PUBLIC_TAGS.item(r.id));

/** Stock moved: units reserved, released, cancelled or returned. `flipped`: the status went Active ↔ OutOfStock. */
export type StockMove = { productId: number; flipped: boolean };

/**
 * Units moved. The product page shows the stock, so it is read anew; a card shows only the status, so the lists
 * holding the product are forgotten only when the status flipped (sold out, or back from sold out). Nothing that
 * decides a list's members or order changed (both statuses are public; no sort reads the stock).
 */
export function stockMoved(db: object, moves: readonly StockMove[]): void {
  const tags = new Set<string>();
  for (const m of moves) {
    tags.add(PUBLIC_TAGS.page(m.productId));
    if (m.flipped) tags.add(PUBLIC_TAGS.item(m.productId)).add(PUBLIC_TAGS.availability);
  }
  publicChanged(db, [...tags]);
}

/**
 * A product was added, edited, hidden, deleted or reviewed: its page, and every list it is or may now be in (its
 * categories before and after, its seller's page, the listing, search, whose order may have changed too).
 * Another product's page stays remembered.
 */
export function productChanged(
  db: object,
  product: { id: number; sellerId: number | null; categoryNames: readonly string[] },
): void {
  publicChanged(db, [
    PUBLIC_TAGS.page(product.id),
    PUBLIC_TAGS.item(product.id),
    PUBLIC_TAGS.allProducts,
    PUBLIC_TAGS.search,
    ...new Set(product.categoryNames.map(PUBLIC_TAGS.category)),
    ...(product.sellerId == null ? [] : [PUBLIC_TAGS.seller(product.sellerId)]),
  ]);
}
