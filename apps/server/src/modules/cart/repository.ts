import { asc, eq, inArray, sql } from 'drizzle-orm';
import { CART_LINE_MAX, UNITS_PER_PRODUCT_MAX } from '@electrohub/shared/cart';
import type { DbOrTx } from '../../db/client.ts';
import { RELAXED_COMMIT } from '../../db/commit.ts';
import { executeNamed, perDatabase } from '../../db/prepared.ts';
import { buyerProductColumns } from '../../db/product-columns.ts';
import { cartItems, products, productStock } from '../../db/schema/index.ts';

/** The product's units on hand (its `product_stock` row, joined). */
const stock = sql<number>`coalesce(${productStock.stock}, 0)`;

/**
 * The buyer's cart lines with their products (any status: the page shows what can no longer be bought). A named
 * prepared statement (decision 048): the cart page is read on every visit, and PostgreSQL plans it once per pooled
 * connection instead of on every read.
 */
function cartLinesQuery(db: DbOrTx) {
  return db
    .select({
      cartItemId: cartItems.id,
      quantity: cartItems.quantity,
      ...buyerProductColumns,
      // The joined stock row here, not the subquery: the same number, one lookup fewer.
      stock,
    })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .leftJoin(productStock, eq(productStock.productId, products.id))
    .where(eq(cartItems.userId, sql.placeholder('userId')))
    .orderBy(asc(cartItems.createdAt), asc(cartItems.id))
    .prepare('cart_lines');
}
const cartLinesQueryOf = perDatabase(cartLinesQuery);

export async function listCart(db: DbOrTx, userId: number) {
  return cartLinesQueryOf(db).execute({ userId });
}

/** The product a cart line is checked against, with its units on hand (read, not locked: checkout takes them). */
export type CartProductRow = { id: number; name: string; status: string; stock: number };
/** What a cart write did: the line as it is now, or null when the statement's own checks refused it. */
export type CartLineRow = { id: number; productId: number; quantity: number };

/** The cart's own rule in SQL: a line never holds more than the stock, the line cap or the per-product cap. */
const lineCap = (stockExpr: ReturnType<typeof sql>) =>
  sql`least(${stockExpr}, ${CART_LINE_MAX}::int, ${UNITS_PER_PRODUCT_MAX}::int)`;

/**
 * Adds `quantity` to the buyer's line of the product (or makes it), in one statement and one round trip
 * (decision 034): the product and the current line are read, and the upsert only happens when the product is buyable
 * and the new quantity within the caps; a concurrent add to the same line is re-checked on the locked row
 * (`on conflict … where`). The commit is relaxed (db/commit.ts). Returns what the caller needs to explain a refusal.
 */
export async function addToLine(
  db: DbOrTx,
  userId: number,
  productId: number,
  quantity: number,
  now: Date,
): Promise<{ product: CartProductRow | null; lineQuantity: number | null; line: CartLineRow | null }> {
  const [row] = await executeNamed<{
    id: number;
    name: string;
    status: string;
    stock: number;
    lineQuantity: number | null;
    lineId: number | null;
    lineProductId: number | null;
    newQuantity: number | null;
  }>(
    db,
    'cart_add',
    sql`
    with relaxed as (${RELAXED_COMMIT}),
    p as (
      -- A suspended or pending seller's product is Inactive to buyers (decision 049).
      select p.id, p.name, case when p.seller_visible then p.status else 'Inactive' end as status,
        coalesce(s.stock, 0) as stock
      from ${products} p left join ${productStock} s on s.product_id = p.id
      where p.id = ${productId}
    ),
    cur as (select c.quantity from ${cartItems} c where c.user_id = ${userId} and c.product_id = ${productId}),
    up as (
      insert into ${cartItems} as c (user_id, product_id, quantity, created_at)
      select ${userId}::int, p.id, ${quantity}::int, ${now.toISOString()}::timestamptz from p, relaxed
      where p.status = 'Active'
        and coalesce((select quantity from cur), 0) + ${quantity}::int <= ${lineCap(sql`p.stock`)}
      on conflict (user_id, product_id) do update set quantity = c.quantity + excluded.quantity
        where c.quantity + excluded.quantity <= ${lineCap(
          sql`(select coalesce(s.stock, 0) from ${productStock} s where s.product_id = excluded.product_id)`,
        )}
      returning c.id, c.product_id, c.quantity
    )
    select p.id, p.name, p.status, p.stock, (select quantity from cur) as "lineQuantity",
      up.id as "lineId", up.product_id as "lineProductId", up.quantity as "newQuantity"
    from p left join up on true`,
  );
  if (!row) return { product: null, lineQuantity: null, line: null };
  return {
    product: { id: row.id, name: row.name, status: row.status, stock: row.stock },
    lineQuantity: row.lineQuantity,
    line:
      row.lineId === null
        ? null
        : { id: row.lineId, productId: row.lineProductId!, quantity: row.newQuantity! },
  };
}

/**
 * Sets the quantity of the buyer's line `cartItemId` in one statement: lowering always, raising only within the
 * stock of a buyable product and the per-product cap. The commit is relaxed (db/commit.ts). Returns the line as it
 * was (null: no such line), its product, and the line as it is now (null: refused, or not the buyer's).
 */
export async function setLineQuantity(
  db: DbOrTx,
  userId: number,
  cartItemId: number,
  quantity: number,
): Promise<{
  before: { userId: number; productId: number; quantity: number } | null;
  product: CartProductRow | null;
  line: CartLineRow | null;
}> {
  const [row] = await executeNamed<{
    userId: number;
    productId: number;
    quantity: number;
    id: number | null;
    name: string | null;
    status: string | null;
    stock: number | null;
    newQuantity: number | null;
  }>(
    db,
    'cart_set_quantity',
    sql`
    with relaxed as (${RELAXED_COMMIT}),
    line as (select c.user_id, c.product_id, c.quantity from ${cartItems} c where c.id = ${cartItemId}),
    p as (
      -- A suspended or pending seller's product is Inactive to buyers (decision 049).
      select p.id, p.name, case when p.seller_visible then p.status else 'Inactive' end as status,
        coalesce(s.stock, 0) as stock
      from ${products} p left join ${productStock} s on s.product_id = p.id
      where p.id = (select product_id from line)
    ),
    up as (
      update ${cartItems} c set quantity = ${quantity}::int from relaxed
      where c.id = ${cartItemId} and c.user_id = ${userId}
        and (${quantity}::int <= c.quantity or (${quantity}::int <= ${UNITS_PER_PRODUCT_MAX}::int
          and exists (select 1 from p where p.status = 'Active' and ${quantity}::int <= p.stock)))
      returning c.quantity
    )
    select line.user_id as "userId", line.product_id as "productId", line.quantity,
      p.id, p.name, p.status, p.stock, up.quantity as "newQuantity"
    from line left join p on true left join up on true`,
  );
  if (!row) return { before: null, product: null, line: null };
  return {
    before: { userId: row.userId, productId: row.productId, quantity: row.quantity },
    product: row.id === null ? null : { id: row.id, name: row.name!, status: row.status!, stock: row.stock! },
    line:
      row.newQuantity === null
        ? null
        : { id: cartItemId, productId: row.productId, quantity: row.newQuantity },
  };
}

/**
 * Removes the buyer's line `cartItemId` in one statement (relaxed commit). Returns the owner of the line as it was
 * (null: no such line) and whether it was removed (only the owner's is).
 */
export async function deleteOwnLine(
  db: DbOrTx,
  userId: number,
  cartItemId: number,
): Promise<{ ownerId: number | null; removed: boolean }> {
  const [row] = await executeNamed<{ ownerId: number; removed: boolean }>(
    db,
    'cart_remove',
    sql`
    with relaxed as (${RELAXED_COMMIT}),
    line as (select c.user_id from ${cartItems} c where c.id = ${cartItemId}),
    gone as (
      delete from ${cartItems} c using relaxed where c.id = ${cartItemId} and c.user_id = ${userId} returning c.id
    )
    select line.user_id as "ownerId", exists (select 1 from gone) as removed from line`,
  );
  return row ? { ownerId: row.ownerId, removed: row.removed } : { ownerId: null, removed: false };
}

/** A leaving seller's products leave every cart. */
export async function deleteLinesOfSeller(db: DbOrTx, sellerId: number): Promise<void> {
  const own = db.select({ id: products.id }).from(products).where(eq(products.sellerId, sellerId));
  await db.delete(cartItems).where(inArray(cartItems.productId, own));
}
