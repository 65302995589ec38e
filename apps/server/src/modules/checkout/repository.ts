import { and, asc, desc, eq, exists, getTableColumns, gt, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { liveBuyerSql, liveSessionValues, type SessionKey } from '../../db/live-buyer.ts';
import {
  builtOnce,
  GENERIC_PLANS,
  namedStatement,
  perDatabase,
  preparedSelect,
  toIntArray,
  toTextArray,
} from '../../db/prepared.ts';
import {
  cartItems,
  orderItems,
  orders,
  orderStatusHistory,
  payments,
  productImages,
  products,
  productStock,
  users,
} from '../../db/schema/index.ts';
import type { OrderItemRow as ItemRow } from '../orders/service.ts';
import { nextOutboxIdSql } from '../mail/outbox.ts';
import { commissionRateBpsSql, commissionSnapshotSetSql } from '../settlement/ledger.ts';

/** Lock the buyer's row: one buyer's place-orders run one at a time (the unpaid-order cap holds under races). */
export async function lockBuyer(tx: DbOrTx, userId: number): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

/** The buyer's unpaid cart orders, locked (one being confirmed right now is skipped: it is being paid). */
export async function claimPendingCartOrders(tx: DbOrTx, userId: number): Promise<OrderRow[]> {
  return tx
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.status, 'Pending'), eq(orders.flag, 'cart')))
    .for('update', { skipLocked: true });
}

/**
 * The buyer's unpaid Buy Now orders holding one of `productIds`, locked (one being confirmed right now is skipped):
 * a new Buy Now of the product replaces them.
 */
export async function claimPendingBuyOrdersOf(
  tx: DbOrTx,
  userId: number,
  productIds: number[],
): Promise<OrderRow[]> {
  if (productIds.length === 0) return [];
  return tx
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.userId, userId),
        eq(orders.status, 'Pending'),
        eq(orders.flag, 'buy'),
        exists(
          tx
            .select({ one: sql`1` })
            .from(orderItems)
            .where(and(eq(orderItems.orderId, orders.id), inArray(orderItems.productId, productIds))),
        ),
      ),
    )
    .for('update', { of: orders, skipLocked: true });
}

/** The buyer's unpaid orders that still hold stock, newest first (My Orders offers to pay or cancel them). */
export async function unpaidOrdersOf(tx: DbOrTx, userId: number, now: Date): Promise<OrderRow[]> {
  return tx
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.status, 'Pending'), gt(orders.expiresAt, now)))
    .orderBy(desc(orders.createdAt), desc(orders.id));
}

export interface CheckoutProduct {
  id: number;
  name: string;
  sellerId: number | null;
  pricePaise: number;
  offerPercentage: number;
  sellingPricePaise: number;
  stock: number;
  status: 'Active' | 'Inactive' | 'OutOfStock' | 'Discontinued';
  image: string | null;
}

/** The buyer's shipping details and the draft's products as they are now (the first step of a checkout). */
export interface CheckoutStart {
  /** The buyer the session stands for. */
  userId: number;
  buyer: { name: string; email: string; phone: string | null; address: string | null };
  products: CheckoutProduct[];
}

type CheckoutStartRow = CheckoutStart['buyer'] & {
  userId: number;
  products: CheckoutProduct[];
  plans: string;
};

/** Drafts of up to this many products are read with one scalar parameter per product (below). */
const START_SCALAR_MAX = 4;

/**
 * `checkout_start` for a draft of `count` products. PostgreSQL never kept a generic plan for the array form
 * (`= any($ids::int[])`: the generic plan's estimate for an array of unknown length is dearer than a plan for the
 * values), so it planned this statement on every call (≈ 0.35 ms, decisions 065 and 071); with one scalar parameter
 * per product (`in ($id1, …)`, a text per count, named `checkout_start_<count>`) it keeps the generic plan after
 * five calls, as for the rest of the checkout. Larger drafts (a big cart) keep the array form. Each text is built
 * once per process.
 */
const checkoutStartOf = builtOnce((count: number) => {
  const idsSql =
    count > 0
      ? sql`in (${sql.join(
          Array.from({ length: count }, (_, i) => sql`${sql.placeholder(`id${i + 1}`)}::int`),
          sql`, `,
        )})`
      : sql`= any(${sql.placeholder('ids')}::int[])`;
  return namedStatement<CheckoutStartRow>(
    count > 0 ? `checkout_start_${count}` : 'checkout_start',
    sql`
      with me as (${liveBuyerSql})
      select ${GENERIC_PLANS} as plans, u.id as "userId", u.name, u.email, u.phone, u.address,
        coalesce((
          select json_agg(json_build_object(
            'id', p.id, 'name', p.name, 'sellerId', p.seller_id, 'pricePaise', p.price_paise,
            'offerPercentage', p.offer_percentage::float8, 'sellingPricePaise', p.selling_price_paise,
            'stock', coalesce(s.stock, 0),
            'status', case when p.seller_visible then p.status else 'Inactive' end,
            'image', (select i.url from ${productImages} i where i.product_id = p.id order by i.position, i.id limit 1)))
          from ${products} p left join ${productStock} s on s.product_id = p.id
          where p.id ${idsSql}
        ), '[]'::json) as products
      from ${users} u where u.id = (select user_id from me)
      for update of u`,
  );
});
/** The scalar form's product count for a draft of `count` products, 0 for the array form. */
const startShape = (count: number) => (count >= 1 && count <= START_SCALAR_MAX ? count : 0);

/** The values of `checkoutStartOf(startShape(ids.length))`'s product placeholders. */
const startIdValues = (ids: readonly number[]): Record<string, unknown> =>
  startShape(ids.length) > 0
    ? Object.fromEntries(ids.map((id, i) => [`id${i + 1}`, id]))
    : { ids: toIntArray(ids) };

/**
 * Finds the buyer of a live buyer session (`liveBuyerSql`, decision 061: no lookup before the transaction), locks
 * the buyer's row (one buyer's place-orders run one at a time, so the unpaid-order cap holds under races) and reads,
 * in the same round trip, the buyer's shipping details and the products of the draft with their stock and first
 * image (read, not locked: `placeOrderRows` takes the stock). Null when the session is not a live buyer's (or the
 * buyer is gone). The rest of the transaction runs on generic plans (`GENERIC_PLANS`, decision 065):
 * `placeOrderRows` is not planned per call.
 */
export async function startCheckout(
  tx: DbOrTx,
  who: SessionKey,
  ids: number[],
): Promise<CheckoutStart | null> {
  const [row] = await checkoutStartOf(startShape(ids.length))(tx, {
    ...liveSessionValues(who),
    ...startIdValues(ids),
  });
  if (!row) return null;
  const { products: found, plans: _, userId, ...buyer } = row;
  return { userId, buyer, products: found };
}

/** What `placeOrderRows` did; nothing is written unless `orderId` is set (the caller rolls back otherwise). */
export interface PlacedRows {
  /** Unpaid orders of the kind this checkout replaces that are still there (nothing was written when > 0). */
  previous: number;
  /** The buyer's unpaid orders still holding stock (counted under the buyer's lock). */
  pending: number;
  /** The products whose units were taken, at the price they were sold at; `flipped` when that was the last unit. */
  reserved: { productId: number; sellingPricePaise: number; flipped: boolean }[];
  orderId: number | null;
}

/**
 * place-order's writes (`placeOrderRows`): one text with every value a placeholder, built once per process
 * (decision 071; `executeNamed` built it from the values on every call).
 */
const checkoutPlace = namedStatement<PlacedRows>(
  'checkout_place',
  sql`
    with previous as (
      select o.id from ${orders} o
      where o.user_id = ${sql.placeholder('userId')}::int and o.status = 'Pending' and o.flag = ${sql.placeholder('flag')}::text
        and (${sql.placeholder('flag')}::text = 'cart' or exists (
          select 1 from ${orderItems} oi where oi.order_id = o.id and oi.product_id = any(${sql.placeholder('ids')}::int[])))
        and ${sql.placeholder('replacePrevious')}::boolean
      for update of o skip locked
    ),
    pending as (
      select count(*)::int as n from ${orders} o
      where o.user_id = ${sql.placeholder('userId')}::int and o.status = 'Pending' and o.expires_at > ${sql.placeholder('now')}::timestamptz
    ),
    go as (
      select not exists (select 1 from previous) and (select n from pending) < ${sql.placeholder('maxPending')}::int as ok
    ),
    want as (
      select * from unnest(${sql.placeholder('ids')}::int[], ${sql.placeholder('quantities')}::int[],
        ${sql.placeholder('images')}::text[]) as w(product_id, quantity, image)
    ),
    locked as (
      select s.product_id from ${productStock} s, go
      where go.ok and s.product_id = any(${sql.placeholder('ids')}::int[])
      order by s.product_id
      for update of s
    ),
    reserved as (
      update ${productStock} s set stock = s.stock - w.quantity
      from want w, ${products} p
      where s.product_id in (select product_id from locked) and w.product_id = s.product_id
        and p.id = s.product_id and p.status = 'Active' and p.seller_visible and s.stock >= w.quantity
      returning s.product_id, s.stock, w.quantity, w.image, p.seller_id, p.name, p.price_paise, p.offer_percentage,
        p.selling_price_paise
    ),
    flipped as (
      update ${products} p set status = 'OutOfStock'
      from reserved r
      where p.id = r.product_id and r.stock = 0 and p.status = 'Active'
      returning p.id
    ),
    placed as (
      insert into ${orders} (user_id, status, amount_paise, currency, provider, provider_order_id, flag, shipping_name,
        shipping_email, shipping_phone, shipping_address, expires_at, created_at)
      select ${sql.placeholder('userId')}::int, 'Pending', ${sql.placeholder('amountPaise')}::int, 'INR', ${sql.placeholder('provider')}::payment_provider,
        ${sql.placeholder('providerOrderId')}::text, ${sql.placeholder('flag')}::text, ${sql.placeholder('shippingName')}::text, ${sql.placeholder('shippingEmail')}::text,
        ${sql.placeholder('shippingPhone')}::text, ${sql.placeholder('shippingAddress')}::text, ${sql.placeholder('expiresAt')}::timestamptz,
        ${sql.placeholder('now')}::timestamptz
      where (select count(*) from reserved) = ${sql.placeholder('lineCount')}::int
      returning id
    ),
    placed_lines as (
      insert into ${orderItems} (order_id, product_id, seller_id, quantity, unit_price_paise, offer_percentage,
        total_paise, product_name, product_image, status, created_at, updated_at)
      select placed.id, r.product_id, r.seller_id, r.quantity, r.price_paise, r.offer_percentage,
        r.selling_price_paise * r.quantity, r.name, r.image, 'PaymentPending', ${sql.placeholder('now')}::timestamptz,
        ${sql.placeholder('now')}::timestamptz
      from placed, reserved r
      order by r.product_id
      returning id
    )
    select (select count(*)::int from previous) as previous, (select n from pending) as pending,
      coalesce((select json_agg(json_build_object('productId', r.product_id,
        'sellingPricePaise', r.selling_price_paise, 'flipped', r.product_id in (select id from flipped)))
        from reserved r), '[]'::json) as reserved,
      (select id from placed) as "orderId"`,
);

/**
 * The writes of a place-order in one statement, under the buyer's lock (`startCheckout`): checks that no unpaid order
 * of the kind this checkout replaces is left and the unpaid-order cap; takes the units of every line (stock rows
 * locked in product id order, as everywhere; only while the product is Active with enough stock), makes a product
 * whose last unit this took OutOfStock, and records the pending order and its lines when every line was reserved.
 * A partial reservation stays in the transaction: the caller rolls it back when `orderId` is null.
 */
export async function placeOrderRows(
  tx: DbOrTx,
  input: {
    userId: number;
    flag: 'buy' | 'cart';
    lines: { productId: number; quantity: number; image: string | null }[];
    maxPending: number;
    /** Whether a previous unpaid order of the kind stops the checkout (to be released first). */
    replacePrevious: boolean;
    now: Date;
    order: {
      amountPaise: number;
      provider: 'test' | 'razorpay';
      providerOrderId: string;
      shippingName: string;
      shippingEmail: string;
      shippingPhone: string | null;
      shippingAddress: string | null;
      expiresAt: Date;
    };
  },
): Promise<PlacedRows> {
  const { lines, order } = input;
  const [row] = await checkoutPlace(tx, {
    userId: input.userId,
    flag: input.flag,
    ids: toIntArray(lines.map((l) => l.productId)),
    replacePrevious: input.replacePrevious,
    now: input.now.toISOString(),
    maxPending: input.maxPending,
    quantities: toIntArray(lines.map((l) => l.quantity)),
    images: toTextArray(lines.map((l) => l.image)),
    amountPaise: order.amountPaise,
    provider: order.provider,
    providerOrderId: order.providerOrderId,
    shippingName: order.shippingName,
    shippingEmail: order.shippingEmail,
    shippingPhone: order.shippingPhone,
    shippingAddress: order.shippingAddress,
    expiresAt: order.expiresAt.toISOString(),
    lineCount: lines.length,
  });
  return row!;
}

export type OrderRow = typeof orders.$inferSelect;

/** Read by the card form and by every verification: a named prepared statement, planned once per connection. */
function orderByProviderIdQuery(db: DbOrTx) {
  return db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.provider, sql`${sql.placeholder('provider')}::payment_provider`),
        eq(orders.providerOrderId, sql.placeholder('providerOrderId')),
      ),
    )
    .limit(1)
    .prepare('checkout_order_by_provider_id');
}
const orderByProviderIdQueryOf = perDatabase(orderByProviderIdQuery);

export async function findOrderByProviderId(
  db: DbOrTx,
  provider: 'test' | 'razorpay',
  providerOrderId: string,
): Promise<OrderRow | null> {
  const [row] = await orderByProviderIdQueryOf(db).execute({ provider, providerOrderId });
  return row ?? null;
}

/** The order the test card form pays, as it needs it, and the buyer of the session that asks. */
export interface PayOrderRow {
  /** The buyer of the live buyer session (null: none; the form answers 401). */
  buyerId: number | null;
  /** The order's buyer; the order's fields are null when there is no such test order. */
  userId: number | null;
  status: OrderRow['status'] | null;
  expiresAtMs: number | null;
  providerOrderId: string | null;
}

const payOrder = namedStatement<PayOrderRow>(
  'checkout_pay_order',
  sql`
    with me as (${liveBuyerSql})
    select (select user_id from me) as "buyerId", o.user_id as "userId", o.status,
      floor(extract(epoch from o.expires_at) * 1000)::float8 as "expiresAtMs", o.provider_order_id as "providerOrderId"
    from (select 1) as one
      left join ${orders} o on o.provider = 'test' and o.provider_order_id = ${sql.placeholder('providerOrderId')}`,
);

/**
 * The test card form's read (decision 065): the session's buyer and the test order by its provider id in one
 * statement, instead of a session lookup and then the order.
 */
export async function findPayOrder(
  db: DbOrTx,
  who: SessionKey,
  providerOrderId: string,
): Promise<PayOrderRow> {
  const [row] = await payOrder(db, { ...liveSessionValues(who), providerOrderId });
  return row!;
}

export async function findOrder(db: DbOrTx, orderId: number): Promise<OrderRow | null> {
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId)).limit(1);
  return row ?? null;
}

export async function lockOrder(tx: DbOrTx, orderId: number): Promise<OrderRow | null> {
  const [row] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update').limit(1);
  return row ?? null;
}

/** An order's line as confirming or refunding it needs it (and the confirmation mail lists it). */
export interface ConfirmItem {
  id: number;
  orderId: number;
  productId: number | null;
  quantity: number;
  totalPaise: number;
  productName: string;
}

/** What a confirmation locks and reads in one round trip. */
export type LockedForConfirm = OrderRow & {
  items: ConfirmItem[];
  /** The buyer the confirmation mail goes to; null once the account is gone. */
  buyer: { name: string; email: string } | null;
  /** An outbox id taken for the confirmation mail (`nextOutboxIdSql`), whether or not it is used. */
  outboxId: number;
};

/**
 * Which order: by id (webhook, lapsed reservations) or, as a buyer's verification names it, by the provider's order id
 * with the buyer's session (found in the same statement, decision 069).
 */
export type OrderKey =
  { id: number } | { provider: 'test' | 'razorpay'; providerOrderId: string; who: SessionKey };

function lockForConfirmSelect(tx: DbOrTx, byId: boolean) {
  // The subqueries name the outer table: Drizzle leaves a single table's columns unqualified, and a bare `id` there
  // would be the line's own.
  return tx
    .select({
      ...getTableColumns(orders),
      items: sql<ConfirmItem[]>`coalesce((select json_agg(json_build_object('id', i.id, 'orderId', i.order_id,
        'productId', i.product_id, 'quantity', i.quantity, 'totalPaise', i.total_paise,
        'productName', i.product_name) order by i.id)
        from ${orderItems} i where i.order_id = ${orders}.id), '[]'::json)`,
      buyer: sql<LockedForConfirm['buyer']>`(select json_build_object('name', u.name, 'email', u.email)
        from ${users} u where u.id = ${orders}.user_id)`,
      outboxId: nextOutboxIdSql,
      // The buyer of the verifying session (by provider id only; `liveBuyerSql`, decision 069); null: none.
      buyerId: byId ? sql<number | null>`null::int` : sql<number | null>`(${liveBuyerSql})`,
      // The confirmation's statement that follows is not planned per call (decision 065).
      plans: GENERIC_PLANS,
    })
    .from(orders)
    .where(
      byId
        ? eq(orders.id, sql.placeholder('id'))
        : and(
            eq(orders.provider, sql`${sql.placeholder('provider')}::payment_provider`),
            eq(orders.providerOrderId, sql.placeholder('providerOrderId')),
          ),
    )
    .for('update', { of: orders })
    .limit(1);
}

type LockRow = LockedForConfirm & { buyerId: number | null; plans: string };

/** The two lock statements (decision 071: their text built once per process). */
const lockById = preparedSelect<LockRow>('checkout_lock_order', (db) => lockForConfirmSelect(db, true));
const lockByProvider = preparedSelect<LockRow>('checkout_lock_order_by_provider', (db) =>
  lockForConfirmSelect(db, false),
);

/**
 * Lock an order and read, in the same round trip, its lines (in id order), its buyer's name and address for the
 * confirmation mail, an outbox id for that mail and, by provider id, the buyer of the verifying session (`buyerId`,
 * null when the session is not a live buyer's); null when there is no such order. A named prepared statement; the
 * rest of the transaction runs on generic plans (`GENERIC_PLANS`, decision 065).
 */
export async function lockOrderForConfirm(
  tx: DbOrTx,
  key: OrderKey,
): Promise<(LockedForConfirm & { buyerId: number | null }) | null> {
  const [row] =
    'id' in key
      ? await lockById(tx, { id: key.id })
      : await lockByProvider(tx, {
          provider: key.provider,
          providerOrderId: key.providerOrderId,
          ...liveSessionValues(key.who),
        });
  if (!row) return null;
  const { plans: _, ...locked } = row;
  return locked;
}

/** A confirmed line as `confirmRows` returns it: the line after the confirmation, with its live product. */
export type ConfirmedLine = ItemRow;

/** Milliseconds since the epoch of a timestamp, truncated as a `Date` read from the driver is. */
const epochMs = (column: SQL) => sql`floor(extract(epoch from ${column}) * 1000)::float8`;

/**
 * The confirmation's statement for a mail statement (`queuedMailStatement`'s, one object per process) or none: its
 * text, every value a placeholder, built once per process (decision 071; built from the values on every call before).
 */
const confirmStatementOf = builtOnce((mail: SQL | null) =>
  namedStatement<{ items: JsonLine[] }>(
    mail ? 'checkout_confirm_mail' : 'checkout_confirm',
    sql`
    with ${mail ? sql`${mail},` : sql``} paid as (
      update ${orders} set status = 'Paid', paid_at = ${sql.placeholder('now')}::timestamptz where id = ${sql.placeholder('orderId')}::int returning id
    ),
    confirmed as (
      update ${orderItems} oi set status = 'OrderConfirmed', updated_at = ${sql.placeholder('now')}::timestamptz,
        ${commissionSnapshotSetSql(sql`oi`, sql`r.bps`)}
      from (select i.id, ${commissionRateBpsSql(sql`i.product_id`)} as bps
        from ${orderItems} i where i.id = any(${sql.placeholder('itemIds')}::int[])) r
      where oi.id = r.id
      returning oi.id, oi.order_id, oi.product_id, oi.seller_id, oi.quantity, oi.unit_price_paise,
        oi.offer_percentage, oi.total_paise, oi.product_name, oi.product_image, oi.status, oi.created_at,
        oi.updated_at, oi.delivered_at
    ),
    history as (
      insert into ${orderStatusHistory} (order_item_id, status, actor, at)
      select c.id, 'OrderConfirmed', ${sql.placeholder('actor')}::text, ${sql.placeholder('now')}::timestamptz from confirmed c order by c.id
      returning id
    ),
    payment as (
      insert into ${payments} (order_id, provider, provider_payment_id, amount_paise, created_at)
      values (${sql.placeholder('orderId')}::int, ${sql.placeholder('provider')}::payment_provider, ${sql.placeholder('providerPaymentId')}::text,
        ${sql.placeholder('amountPaise')}::int, ${sql.placeholder('now')}::timestamptz)
      on conflict (provider, provider_payment_id) do nothing
      returning id
    ),
    cart as (
      delete from ${cartItems}
      where user_id = ${sql.placeholder('cartUserId')}::int and product_id = any(${sql.placeholder('cartProductIds')}::int[])
      returning id
    )
    select (select count(*) from paid) as paid,
      coalesce((select json_agg(json_build_object('id', c.id, 'orderId', c.order_id, 'productId', c.product_id,
        'sellerId', c.seller_id, 'quantity', c.quantity, 'unitPricePaise', c.unit_price_paise,
        'offerPercentage', c.offer_percentage, 'totalPaise', c.total_paise, 'productName', c.product_name,
        'productImage', c.product_image, 'status', c.status, 'createdAt', ${epochMs(sql`c.created_at`)},
        'updatedAt', ${epochMs(sql`c.updated_at`)}, 'deliveredAt', ${epochMs(sql`c.delivered_at`)},
        'p', case when p.id is null then null else json_build_object('id', p.id, 'name', p.name,
          'description', p.description, 'pricePaise', p.price_paise, 'offerPercentage', p.offer_percentage,
          'sellingPricePaise', p.selling_price_paise, 'status', p.status, 'sellerId', p.seller_id,
          'images', coalesce((select json_agg(json_build_object('id', im.id, 'url', im.url)
            order by im.position, im.id) from ${productImages} im where im.product_id = p.id), '[]'::json)) end)
        order by c.id)
        from confirmed c left join ${products} p on p.id = c.product_id), '[]'::json) as items`,
  ),
);

/**
 * The writes of a confirmed payment in one statement: the order Paid, its lines OrderConfirmed with a history row
 * each and their commission snapshotted at the rates in force (settlement's pieces, decision 054), the payment
 * recorded once (unique per provider payment id) and, for a cart checkout, the bought lines out of the buyer's cart.
 * Resolves with the lines as the update left them, each with its live product and images: the answer's rows, so
 * nothing is read again after the commit. A named prepared statement (one text with a mail, one without).
 */
export async function confirmRows(
  tx: DbOrTx,
  input: {
    orderId: number;
    itemIds: number[];
    actor: string;
    payment: { provider: 'test' | 'razorpay'; providerPaymentId: string; amountPaise: number };
    /** The buyer whose cart loses the bought products (a cart checkout), or null. */
    cart: { userId: number; productIds: number[] } | null;
    /** CTEs that queue the confirmation mail and its delivery job, and their values (`queuedMailStatement`), or null. */
    mail: { statement: SQL; values: Record<string, unknown> } | null;
    now: Date;
  },
): Promise<ConfirmedLine[]> {
  const { payment, cart, mail } = input;
  const [row] = await confirmStatementOf(mail?.statement ?? null)(tx, {
    ...mail?.values,
    now: input.now.toISOString(),
    orderId: input.orderId,
    itemIds: toIntArray(input.itemIds),
    actor: input.actor,
    provider: payment.provider,
    providerPaymentId: payment.providerPaymentId,
    amountPaise: payment.amountPaise,
    cartUserId: cart?.userId ?? 0,
    cartProductIds: toIntArray(cart?.productIds ?? []),
  });

  return (row?.items ?? []).map((l) => ({
    ...l,
    createdAt: new Date(l.createdAt),
    updatedAt: new Date(l.updatedAt),
    deliveredAt: l.deliveredAt == null ? null : new Date(l.deliveredAt),
    userId: null,
  }));
}

/** A confirmed line as the statement's JSON carries it (timestamps in epoch milliseconds). */
type JsonLine = Omit<ItemRow, 'createdAt' | 'updatedAt' | 'deliveredAt' | 'userId'> & {
  createdAt: number;
  updatedAt: number;
  deliveredAt: number | null;
};

export async function itemsOfOrder(db: DbOrTx, orderId: number) {
  return db.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.id));
}

/**
 * Claim unpaid orders past their expiry (FOR UPDATE SKIP LOCKED: processes never take the same order, and an
 * order being verified right now is skipped).
 */
export async function claimExpiredOrders(tx: DbOrTx, now: Date, limit: number): Promise<OrderRow[]> {
  return tx
    .select()
    .from(orders)
    .where(and(eq(orders.status, 'Pending'), lte(orders.expiresAt, now)))
    .orderBy(asc(orders.expiresAt), asc(orders.id))
    .limit(limit)
    .for('update', { skipLocked: true });
}

export async function pendingItemsOfOrders(tx: DbOrTx, orderIds: number[]) {
  if (orderIds.length === 0) return [];
  return tx
    .select({
      id: orderItems.id,
      orderId: orderItems.orderId,
      productId: orderItems.productId,
      quantity: orderItems.quantity,
    })
    .from(orderItems)
    .where(and(inArray(orderItems.orderId, orderIds), eq(orderItems.status, 'PaymentPending')));
}
