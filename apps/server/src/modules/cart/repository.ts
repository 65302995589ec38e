import { asc, eq, inArray, sql } from 'drizzle-orm';
import { CART_LINE_MAX, UNITS_PER_PRODUCT_MAX } from '@electrohub/shared/cart';
import type { DbOrTx } from '../../db/client.ts';
import { RELAXED_COMMIT } from '../../db/commit.ts';
import { namedStatement, perDatabase } from '../../db/prepared.ts';
import { buyerProductColumns } from '../../db/product-columns.ts';
import { cartItems, products, productStock, sessions } from '../../db/schema/index.ts';
import { liveBuyerRule, liveBuyerSql, liveSessionValues, type SessionKey } from '../../db/live-buyer.ts';

/** The product's units on hand (its `product_stock` row, joined). */
const stock = sql<number>`coalesce(${productStock.stock}, 0)`;

/**
 * The cart page's read, one statement (decision 068): the buyer a live session stands for (`liveBuyerRule`, the one
 * rule of a live session, decision 061) and that buyer's cart lines with their products (any status: the page shows
 * what can no longer be bought), in cart order. No row: no live buyer session (the route answers 401); one row with
 * `cartItemId` null: an empty cart. A named prepared statement built once per database handle (decision 048), so
 * PostgreSQL plans it once per pooled connection.
 */
function cartLinesQuery(db: DbOrTx) {
  return db
    .select({
      buyerId: sessions.userId,
      cartItemId: cartItems.id,
      quantity: cartItems.quantity,
      ...buyerProductColumns,
      // The joined stock row here, not the subquery: the same number, one lookup fewer.
      stock,
    })
    .from(sessions)
    .leftJoin(cartItems, eq(cartItems.userId, sessions.userId))
    .leftJoin(products, eq(products.id, cartItems.productId))
    .leftJoin(productStock, eq(productStock.productId, products.id))
    .where(liveBuyerRule)
    .orderBy(asc(cartItems.createdAt), asc(cartItems.id))
    .prepare('cart_lines');
}
const cartLinesQueryOf = perDatabase(cartLinesQuery);

type CartPageRow = Awaited<ReturnType<ReturnType<typeof cartLinesQuery>['execute']>>[number];
/** A line of the cart page: the outer joins make its columns nullable, but a line's product always exists. */
export type CartLine = {
  [K in Exclude<keyof CartPageRow, 'buyerId'>]: K extends 'sellerId'
    ? CartPageRow[K]
    : NonNullable<CartPageRow[K]>;
};

/** The cart lines of the buyer of the session `who`, or null when it is not a live buyer session. */
export async function listCart(db: DbOrTx, who: SessionKey): Promise<CartLine[] | null> {
  const rows = await cartLinesQueryOf(db).execute(liveSessionValues(who));
  if (rows.length === 0) return null;
  return rows.filter((r) => r.cartItemId !== null) as CartLine[];
}

/** The product a cart line is checked against, with its units on hand (read, not locked: checkout takes them). */
export type CartProductRow = { id: number; name: string; status: string; stock: number };
/** What a cart write did: the line as it is now, or null when the statement's own checks refused it. */
export type CartLineRow = { id: number; productId: number; quantity: number };

/** The cart's own rule in SQL: a line never holds more than the stock, the line cap or the per-product cap. */
const lineCap = (stockExpr: ReturnType<typeof sql>) =>
  sql`least(${stockExpr}, ${CART_LINE_MAX}::int, ${UNITS_PER_PRODUCT_MAX}::int)`;

/**
 * What a cart write did: `buyerId` is the buyer the session key stands for (null: no live buyer session, so the
 * statement wrote nothing and the caller answers 401). Each write finds its buyer in its own statement
 * (`liveBuyerSql`, decision 061) instead of a session lookup before it: one round trip per cart request.
 */
type Signed<T> = { buyerId: number | null } & T;

/** The statements' values (`sql.placeholder`s: each statement's text is built once, decision 061). */
const productId = sql.placeholder('productId');
const cartItemId = sql.placeholder('cartItemId');
const quantity = sql`${sql.placeholder('quantity')}::int`;

const cartAdd = namedStatement<{
  buyerId: number | null;
  id: number | null;
  name: string;
  status: string;
  stock: number;
  lineQuantity: number | null;
  lineId: number | null;
  lineProductId: number | null;
  newQuantity: number | null;
}>(
  'cart_add',
  sql`
    with relaxed as (${RELAXED_COMMIT}),
    me as (${liveBuyerSql}),
    p as (
      -- A suspended or pending seller's product is Inactive to buyers (decision 049).
      select p.id, p.name, case when p.seller_visible then p.status else 'Inactive' end as status,
        coalesce(s.stock, 0) as stock
      from ${products} p left join ${productStock} s on s.product_id = p.id
      where p.id = ${productId}
    ),
    cur as (
      select c.quantity from ${cartItems} c where c.user_id = (select user_id from me) and c.product_id = ${productId}
    ),
    up as (
      insert into ${cartItems} as c (user_id, product_id, quantity, created_at)
      select me.user_id, p.id, ${quantity}, ${sql.placeholder('now')}::timestamptz from me, p, relaxed
      where p.status = 'Active'
        and coalesce((select quantity from cur), 0) + ${quantity} <= ${lineCap(sql`p.stock`)}
      on conflict (user_id, product_id) do update set quantity = c.quantity + excluded.quantity
        where c.quantity + excluded.quantity <= ${lineCap(
          sql`(select coalesce(s.stock, 0) from ${productStock} s where s.product_id = excluded.product_id)`,
        )}
      returning c.id, c.product_id, c.quantity
    )
    select (select user_id from me) as "buyerId", p.id, p.name, p.status, p.stock,
      (select quantity from cur) as "lineQuantity",
      up.id as "lineId", up.product_id as "lineProductId", up.quantity as "newQuantity"
    from (select 1) as one left join p on true left join up on true`,
);

/**
 * Adds `quantity` to the buyer's line of the product (or makes it), in one statement and one round trip
 * (decision 034): the session's buyer, the product and the current line are read, and the upsert only happens when
 * there is a buyer, the product is buyable and the new quantity within the caps; a concurrent add to the same line is
 * re-checked on the locked row (`on conflict … where`). The commit is relaxed (db/commit.ts). Returns what the caller
 * needs to explain a refusal.
 */
export async function addToLine(
  db: DbOrTx,
  who: SessionKey,
  product: number,
  units: number,
  now: Date,
): Promise<
  Signed<{ product: CartProductRow | null; lineQuantity: number | null; line: CartLineRow | null }>
> {
  const [row] = await cartAdd(db, {
    ...liveSessionValues(who),
    productId: product,
    quantity: units,
    now: now.toISOString(),
  });
  const r = row!;
  return {
    buyerId: r.buyerId,
    product: r.id === null ? null : { id: r.id, name: r.name, status: r.status, stock: r.stock },
    lineQuantity: r.lineQuantity,
    line: r.lineId === null ? null : { id: r.lineId, productId: r.lineProductId!, quantity: r.newQuantity! },
  };
}

const cartSetQuantity = namedStatement<{
  buyerId: number | null;
  userId: number | null;
  productId: number;
  quantity: number;
  id: number | null;
  name: string | null;
  status: string | null;
  stock: number | null;
  newQuantity: number | null;
}>(
  'cart_set_quantity',
  sql`
    with relaxed as (${RELAXED_COMMIT}),
    me as (${liveBuyerSql}),
    line as (select c.user_id, c.product_id, c.quantity from ${cartItems} c where c.id = ${cartItemId}),
    p as (
      -- A suspended or pending seller's product is Inactive to buyers (decision 049).
      select p.id, p.name, case when p.seller_visible then p.status else 'Inactive' end as status,
        coalesce(s.stock, 0) as stock
      from ${products} p left join ${productStock} s on s.product_id = p.id
      where p.id = (select product_id from line)
    ),
    up as (
      update ${cartItems} c set quantity = ${quantity} from relaxed
      where c.id = ${cartItemId} and c.user_id = (select user_id from me)
        and (${quantity} <= c.quantity or (${quantity} <= ${UNITS_PER_PRODUCT_MAX}::int
          and exists (select 1 from p where p.status = 'Active' and ${quantity} <= p.stock)))
      returning c.quantity
    )
    select (select user_id from me) as "buyerId", line.user_id as "userId", line.product_id as "productId",
      line.quantity, p.id, p.name, p.status, p.stock, up.quantity as "newQuantity"
    from (select 1) as one left join line on true left join p on true left join up on true`,
);

/**
 * Sets the quantity of the buyer's line `line` in one statement: lowering always, raising only within the stock of
 * a buyable product and the per-product cap. The commit is relaxed (db/commit.ts). Returns the session's buyer, the
 * line as it was (null: no such line), its product, and the line as it is now (null: refused, or not the buyer's).
 */
export async function setLineQuantity(
  db: DbOrTx,
  who: SessionKey,
  line: number,
  units: number,
): Promise<
  Signed<{
    before: { userId: number; productId: number; quantity: number } | null;
    product: CartProductRow | null;
    line: CartLineRow | null;
  }>
> {
  const [row] = await cartSetQuantity(db, { ...liveSessionValues(who), cartItemId: line, quantity: units });
  const r = row!;
  return {
    buyerId: r.buyerId,
    before: r.userId === null ? null : { userId: r.userId, productId: r.productId, quantity: r.quantity },
    product: r.id === null ? null : { id: r.id, name: r.name!, status: r.status!, stock: r.stock! },
    line: r.newQuantity === null ? null : { id: line, productId: r.productId, quantity: r.newQuantity },
  };
}

const cartRemove = namedStatement<{ buyerId: number | null; ownerId: number | null; removed: boolean }>(
  'cart_remove',
  sql`
    with relaxed as (${RELAXED_COMMIT}),
    me as (${liveBuyerSql}),
    line as (select c.user_id from ${cartItems} c where c.id = ${cartItemId}),
    gone as (
      delete from ${cartItems} c using relaxed
      where c.id = ${cartItemId} and c.user_id = (select user_id from me) returning c.id
    )
    select (select user_id from me) as "buyerId", line.user_id as "ownerId", exists (select 1 from gone) as removed
    from (select 1) as one left join line on true`,
);

/**
 * Removes the buyer's line `line` in one statement (relaxed commit). Returns the session's buyer, the owner of the
 * line as it was (null: no such line) and whether it was removed (only the owner's is).
 */
export async function deleteOwnLine(
  db: DbOrTx,
  who: SessionKey,
  line: number,
): Promise<Signed<{ ownerId: number | null; removed: boolean }>> {
  const [row] = await cartRemove(db, { ...liveSessionValues(who), cartItemId: line });
  return row!;
}

/** A leaving seller's products leave every cart. */
export async function deleteLinesOfSeller(db: DbOrTx, sellerId: number): Promise<void> {
  const own = db.select({ id: products.id }).from(products).where(eq(products.sellerId, sellerId));
  await db.delete(cartItems).where(inArray(cartItems.productId, own));
}
