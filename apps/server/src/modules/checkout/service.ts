import { randomUUID } from 'node:crypto';
import { UNITS_PER_PRODUCT_MAX } from '@electrohub/shared/cart';
import {
  CHECKOUT_MESSAGES,
  PENDING_ORDERS_MAX,
  RESERVATION_MINUTES,
  type CheckoutFlag,
  type PaidOrder,
  type PlaceOrderAnswer,
  type PlaceOrderRequest,
  type ReleaseOrderAnswer,
  type UnpaidOrder,
  type VerifyPaymentRequest,
} from '@electrohub/shared/checkout';
import { toRupees } from '@electrohub/shared/pricing';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, DbOrTx } from '../../db/client.ts';
import type { SessionKey } from '../../db/live-buyer.ts';
import { findBuyerByKey } from '../auth/sessions.ts';
import { noToken } from '../../plugins/auth.ts';
import { AppError, forbidden, notFound } from '../../lib/errors.ts';
import { quantityLimit } from '../cart/service.ts';
import { stockMoved, type StockMove } from '../catalog/changes.ts';
import { orderConfirmedMail } from '../mail/order-mail.ts';
import { queuedMailStatement } from '../mail/outbox.ts';
import {
  orderItemsOfOrder,
  setItemsStatus,
  setOrdersStatus,
  setProviderOrderId,
  shippingUser,
  toOrderItem,
} from '../orders/service.ts';
import type { PaymentGateway } from '../payments/gateway.ts';
import { recordItemRefund } from '../payments/refunds.ts';
import { recordPayment } from '../payments/service.ts';
import { audit } from '../audit/service.ts';
import { reserveStock, returnStock } from '../stock/service.ts';
import * as repo from './repository.ts';

interface Deps {
  db: Db;
  gateway: PaymentGateway;
  now: Date;
  log: FastifyBaseLogger;
}

const outOfStock = (names: { id: number; name: string }[]) =>
  new AppError('OutOfStock', `Out of stock: ${names.map((n) => n.name).join(', ')}`, 409, {
    products: names,
  });

const priceChanged = (totalPaise: number) =>
  new AppError(
    'PriceChanged',
    'Prices have changed since you added these items. Please review your order.',
    409,
    {
      total: toRupees(totalPaise),
    },
  );

const tooManyPending = () =>
  new AppError('TooManyPendingOrders', CHECKOUT_MESSAGES.tooManyPending, 429, { max: PENDING_ORDERS_MAX });

const verificationFailed = () =>
  new AppError('PaymentVerificationFailed', 'Payment verification failed', 400, { success: false });

/**
 * `POST /api/user/orders/place-order` (docs/product.md#checkout-and-payment). The server is the authority:
 * it loads the products, refuses unavailable ones (409 OutOfStock naming them), recomputes the total (409
 * PriceChanged with the current total), reserves the stock atomically in one transaction and records a pending
 * order that expires after 15 minutes; then it opens the payment with the provider. Against hoarding
 * (docs/decisions/023): at most UNITS_PER_PRODUCT_MAX units per product (409 QuantityLimit), at most
 * PENDING_ORDERS_MAX unpaid orders per buyer (429 TooManyPendingOrders), and a 'cart' checkout first releases
 * the buyer's previous unpaid cart order, a 'buy' checkout the buyer's previous unpaid Buy Nows of its products.
 */
export async function placeOrder(
  { db, gateway, now, log }: Deps,
  who: SessionKey,
  input: PlaceOrderRequest,
): Promise<PlaceOrderAnswer> {
  // One line per product (a draft may repeat one), in id order so concurrent checkouts lock rows in the same order.
  const wanted = new Map<number, number>();
  for (const i of input.items) wanted.set(i.productId, (wanted.get(i.productId) ?? 0) + i.quantity);
  const ids = [...wanted.keys()].sort((a, b) => a - b);

  const flag: CheckoutFlag = input.flag ?? 'buy';
  // Test mode: the provider's order id is known now and written with the order (one commit less); Razorpay's comes
  // from the network after the commit.
  const localOrderId = gateway.localOrderId?.();
  const expiresAt = new Date(now.getTime() + RESERVATION_MINUTES * 60_000);

  // One transaction of two statements (docs/decisions/042): the buyer's lock with everything to check, then every
  // write; a refusal rolls the writes back. A checkout replaces the buyer's previous unpaid one of its kind
  // (docs/decisions/039): a cart checkout the previous cart order, a Buy Now the previous Buy Nows of the same
  // product. When there is one, nothing is kept, the previous ones are released in a transaction of their own (their
  // stock comes back, so this checkout can take it again, and retrying never piles up reservations or reaches the
  // cap) and the checkout starts over.
  const moves: StockMove[] = [];
  let placed: Placed | null = null;
  for (let attempt = 0; !placed; attempt++) {
    const tried = await db.transaction((tx) =>
      placeInTransaction(
        tx,
        { who, flag, ids, wanted, total: input.total, now, expiresAt, gateway, moves, localOrderId },
        attempt,
      ),
    );
    if ('order' in tried) placed = tried;
    else await releaseReplacedOrders(db, tried.userId, flag, ids, now);
  }
  const { order, buyer, found, totalPaise } = placed;
  // Committed: the product pages show the new stock (and lists a sold-out status) from the next request on.
  stockMoved(db, moves);

  // The provider call happens outside the transaction: no row stays locked while the network answers.
  let providerOrderId: string;
  if (localOrderId) providerOrderId = localOrderId;
  else
    try {
      ({ id: providerOrderId } = await gateway.createOrder({
        amountPaise: totalPaise,
        receipt: `order_${order.id}`,
        notes: { orderId: String(order.id) },
      }));
      await setProviderOrderId(db, order.id, providerOrderId);
    } catch (err) {
      log.error({ err, orderId: order.id }, 'payment provider refused to open the order');
      await releaseOrder(db, order.id, now);
      throw new AppError('PaymentProviderError', CHECKOUT_MESSAGES.processingError, 502);
    }

  return {
    order: { id: providerOrderId, amount: totalPaise, currency: 'INR' },
    orderData: {
      orderId: order.id,
      total: toRupees(totalPaise),
      flag,
      expiresAt: expiresAt.toISOString(),
      items: ids.map((id) => {
        const p = found.get(id)!;
        return {
          productId: id,
          quantity: wanted.get(id)!,
          sellerId: p.sellerId,
          name: p.name,
          price: toRupees(p.sellingPricePaise),
          image: p.image,
        };
      }),
    },
    provider: gateway.provider,
    key: gateway.key,
    // Never empty: the checkout refuses a buyer without a phone.
    prefill: { name: buyer.name, email: buyer.email, contact: buyer.phone ?? '' },
  };
}

interface Placed {
  order: { id: number };
  buyer: repo.CheckoutStart['buyer'];
  found: Map<number, repo.CheckoutProduct>;
  totalPaise: number;
}

/** Attempts after which a previous unpaid order that keeps coming back no longer stops the checkout. */
const REPLACE_ATTEMPTS = 2;

/**
 * One attempt at placing the order, in `tx`. The buyer (and nothing to keep: the caller rolls back) when a previous
 * unpaid order of the kind must be released first. The refusals come in the order a buyer should hear them: no live
 * buyer session, too many units, incomplete profile, unknown product, out of stock, price changed, too many unpaid
 * orders.
 */
async function placeInTransaction(
  tx: DbOrTx,
  c: {
    /** The session, checked in the transaction's first statement (decision 065). */
    who: SessionKey;
    flag: CheckoutFlag;
    ids: number[];
    wanted: Map<number, number>;
    total: number;
    now: Date;
    expiresAt: Date;
    gateway: PaymentGateway;
    moves: StockMove[];
    /** The provider's order id when it is known before the order is written (test mode). */
    localOrderId: string | undefined;
  },
  attempt: number,
): Promise<Placed | { userId: number }> {
  const { ids, wanted } = c;
  const start = await repo.startCheckout(tx, c.who, ids);
  if (!start) throw noToken();
  const { buyer, userId } = start;
  // No hoarding (docs/decisions/023): a bounded number of units per product per order...
  if (ids.some((id) => wanted.get(id)! > UNITS_PER_PRODUCT_MAX)) throw quantityLimit();
  if (!buyer.phone?.trim() || !buyer.address?.trim())
    throw new AppError('ProfileIncomplete', CHECKOUT_MESSAGES.contactRequired, 400);
  const found = new Map(start.products.map((p) => [p.id, p]));
  const totalPaise = ids.reduce(
    (sum, id) => sum + (found.get(id)?.sellingPricePaise ?? 0) * wanted.get(id)!,
    0,
  );

  const rows = await repo.placeOrderRows(tx, {
    userId,
    flag: c.flag,
    lines: ids.map((id) => ({
      productId: id,
      quantity: wanted.get(id)!,
      image: found.get(id)?.image ?? null,
    })),
    maxPending: PENDING_ORDERS_MAX,
    replacePrevious: attempt < REPLACE_ATTEMPTS,
    now: c.now,
    order: {
      amountPaise: totalPaise,
      provider: c.gateway.provider,
      providerOrderId: c.localOrderId ?? `pending_${randomUUID()}`,
      shippingName: buyer.name,
      shippingEmail: buyer.email,
      shippingPhone: buyer.phone,
      shippingAddress: buyer.address,
      expiresAt: c.expiresAt,
    },
  });
  if (rows.previous > 0) return { userId };

  const missing = ids.filter((id) => !found.has(id));
  if (missing.length)
    throw new AppError('NotFound', 'Some products no longer exist', 404, { products: missing });
  const unavailable = ids
    .map((id) => found.get(id)!)
    .filter((p) => p.status !== 'Active' || p.stock < wanted.get(p.id)!);
  if (unavailable.length)
    throw outOfStock(
      unavailable.map((p) => ({ id: p.id, name: p.name, available: p.status === 'Active' ? p.stock : 0 })),
    );
  const units = ids.reduce((sum, id) => sum + wanted.get(id)!, 0);
  // The client computes in rupees with fractions; allow its rounding (at most a paisa per unit), nothing more.
  if (Math.abs(Math.round(c.total * 100) - totalPaise) > units) throw priceChanged(totalPaise);
  // ...and a bounded number of unpaid orders per buyer, counted under the buyer's row lock.
  if (rows.pending >= PENDING_ORDERS_MAX) throw tooManyPending();
  const sold = new Map(rows.reserved.map((r) => [r.productId, r]));
  const gone = ids.filter((id) => !sold.has(id));
  if (gone.length) throw outOfStock(gone.map((id) => ({ id, name: found.get(id)!.name })));
  // A seller changed the price between our read and the reservation: the client must see the new total.
  if (rows.reserved.some((r) => r.sellingPricePaise !== found.get(r.productId)!.sellingPricePaise))
    throw priceChanged(ids.reduce((s, id) => s + sold.get(id)!.sellingPricePaise * wanted.get(id)!, 0));
  c.moves.push(...rows.reserved.map((r) => ({ productId: r.productId, flipped: r.flipped })));
  return { order: { id: rows.orderId! }, buyer, found, totalPaise };
}

/**
 * Expire now, and give the stock back of, the unpaid orders a new checkout replaces: for 'cart' the buyer's
 * unpaid cart orders, for 'buy' the buyer's unpaid Buy Now orders holding one of `productIds`.
 */
async function releaseReplacedOrders(
  db: Db,
  userId: number,
  flag: CheckoutFlag,
  productIds: number[],
  now: Date,
): Promise<void> {
  const moves = await db.transaction(async (tx) => {
    await repo.lockBuyer(tx, userId);
    const previous =
      flag === 'cart'
        ? await repo.claimPendingCartOrders(tx, userId)
        : await repo.claimPendingBuyOrdersOf(tx, userId, productIds);
    return previous.length
      ? expireLocked(
          tx,
          previous.map((o) => o.id),
          now,
        )
      : [];
  });
  stockMoved(db, moves);
}

/**
 * `GET /api/user/orders/unpaid`: the buyer's unpaid orders still holding stock, newest first, each in the
 * place-order answer's shape (My Orders opens the same card payment from it) plus when it was placed.
 */
export async function unpaidOrders(
  { db, gateway, now }: Omit<Deps, 'log'>,
  userId: number,
): Promise<UnpaidOrder[]> {
  // An order whose provider order could not be opened was released at once; skip one caught in between.
  const rows = (await repo.unpaidOrdersOf(db, userId, now)).filter(
    (o) => !o.providerOrderId.startsWith('pending_'),
  );
  return Promise.all(
    rows.map(async (o) => {
      const items = await repo.itemsOfOrder(db, o.id);
      return {
        order: { id: o.providerOrderId, amount: o.amountPaise, currency: 'INR' as const },
        orderData: {
          orderId: o.id,
          total: toRupees(o.amountPaise),
          flag: o.flag === 'cart' ? ('cart' as const) : ('buy' as const),
          expiresAt: o.expiresAt.toISOString(),
          items: items.flatMap((i) =>
            i.productId == null
              ? []
              : [
                  {
                    productId: i.productId,
                    quantity: i.quantity,
                    sellerId: i.sellerId,
                    name: i.productName,
                    price: toRupees(Math.round(i.totalPaise / i.quantity)),
                    image: i.productImage,
                  },
                ],
          ),
        },
        provider: o.provider,
        key: gateway.key,
        prefill: { name: o.shippingName ?? '', email: o.shippingEmail ?? '', contact: o.shippingPhone ?? '' },
        createdAt: o.createdAt.toISOString(),
      };
    }),
  );
}

/**
 * `DELETE /api/user/orders/unpaid/{orderId}`: the buyer gives an unpaid order up (the card dialog closed, or
 * Cancel in My Orders). Its stock returns at once and it no longer counts against the cap. Only the buyer's own
 * order (someone else's: 403, unknown: 404); a paid one is left as it is (409 AlreadyPaid); releasing again, or
 * an order that lapsed, answers the same (idempotent). A payment that still arrives is handled as for a lapsed
 * reservation: the stock is taken again if it is there, else the payment is refunded.
 */
export async function releaseUnpaidOrder(
  db: Db,
  userId: number,
  orderId: number,
  now: Date,
): Promise<ReleaseOrderAnswer> {
  const moves: StockMove[] = [];
  const status = await db.transaction(async (tx) => {
    const order = await repo.lockOrder(tx, orderId);
    if (!order) throw notFound('Order not found');
    if (order.userId !== userId) throw forbidden();
    if (order.status === 'Paid') throw new AppError('AlreadyPaid', CHECKOUT_MESSAGES.alreadyPaid, 409);
    if (order.status === 'Pending') moves.push(...(await expireLocked(tx, [order.id], now)));
    return 'Expired' as const;
  });
  stockMoved(db, moves);
  return { message: CHECKOUT_MESSAGES.released, order: { id: orderId, status } };
}

/** Expire one pending order now and give its stock back (the provider could not open the payment). */
async function releaseOrder(db: Db, orderId: number, now: Date): Promise<void> {
  const moves = await db.transaction(async (tx) => {
    const order = await repo.lockOrder(tx, orderId);
    if (!order || order.status !== 'Pending') return [];
    return expireLocked(tx, [order.id], now);
  });
  stockMoved(db, moves);
}

/** Expire locked pending orders: their items' units go back. Resolves with the stock moves (to report once committed). */
async function expireLocked(tx: DbOrTx, orderIds: number[], now: Date): Promise<StockMove[]> {
  const items = await repo.pendingItemsOfOrders(tx, orderIds);
  const back = new Map<number, number>();
  for (const i of items)
    if (i.productId != null) back.set(i.productId, (back.get(i.productId) ?? 0) + i.quantity);
  const moves: StockMove[] = [];
  for (const productId of [...back.keys()].sort((a, b) => a - b))
    moves.push({ productId, flipped: await returnStock(tx, productId, back.get(productId)!) });
  await setItemsStatus(
    tx,
    items.map((i) => i.id),
    'Expired',
    now,
  );
  await setOrdersStatus(tx, orderIds, 'Expired');
  return moves;
}

/**
 * The reservation sweeper: unpaid orders past `expiresAt` become Expired and their stock returns (reported to the
 * public answers after each batch commits). Claims with FOR UPDATE SKIP LOCKED, so several processes can run it.
 * Resolves with the number of orders expired.
 */
export async function expireUnpaidOrders(db: Db, now: Date, batch = 100): Promise<number> {
  let total = 0;
  for (;;) {
    const { n, moves } = await db.transaction(async (tx) => {
      const due = await repo.claimExpiredOrders(tx, now, batch);
      return {
        n: due.length,
        moves: due.length
          ? await expireLocked(
              tx,
              due.map((o) => o.id),
              now,
            )
          : [],
      };
    });
    stockMoved(db, moves);
    total += n;
    if (n < batch) return total;
  }
}

/** The order behind a provider order id (payments: test card form, webhook). */
export async function findCheckoutOrder(db: DbOrTx, provider: 'test' | 'razorpay', providerOrderId: string) {
  return repo.findOrderByProviderId(db, provider, providerOrderId);
}

class StockGone extends Error {}

export type ConfirmResult =
  | {
      kind: 'confirmed';
      orderId: number;
      /** The order as it is now. */
      order: repo.OrderRow;
      /** Its lines as the confirmation left them, with their live products (the answer's rows). */
      lines: repo.ConfirmedLine[];
    }
  | { kind: 'already'; orderId: number; /** The order as it is now. */ order: repo.OrderRow }
  | { kind: 'refunded'; orderId: number; refundPending: boolean };

/**
 * Mark an order paid (verification or webhook): items OrderConfirmed with history rows, the payment recorded,
 * cart lines removed for flag 'cart', the confirmation mail queued. Idempotent: an order already paid is
 * answered as it is. An order whose reservation lapsed is re-reserved if the stock is still there; otherwise
 * the payment is recorded and refunded.
 */
export async function confirmOrder(
  db: Db,
  input: {
    /**
     * The order; by provider id with the session of the buyer who verifies (found in the lock's statement): a
     * session that is not a live buyer's is refused (401), someone else's order too (403), and nothing is written.
     */
    order: repo.OrderKey;
    providerPaymentId: string;
    flag?: CheckoutFlag;
    actor: string;
    now: Date;
  },
): Promise<ConfirmResult> {
  const { now } = input;
  const moves: StockMove[] = [];
  const result = await db.transaction(async (tx): Promise<ConfirmResult> => {
    moves.length = 0;
    // One round trip: the order locked, its lines, its buyer and an outbox id for the mail (docs/decisions/045).
    const key = input.order;
    const locked = await repo.lockOrderForConfirm(tx, key);
    // No such order: a 401 still comes first for a session that is not a live buyer's (one more read, only here).
    if (!locked)
      throw 'who' in key && (await findBuyerByKey(tx, key.who)) === null ? noToken() : verificationFailed();
    const { items, buyer, outboxId, buyerId, ...order } = locked;
    if ('who' in key) {
      if (buyerId === null) throw noToken();
      if (order.userId !== buyerId) throw forbidden();
    }
    if (order.status === 'Paid') return { kind: 'already', orderId: order.id, order };

    if (order.status === 'Expired') {
      // The reservation lapsed (stock went back): take the stock again if it is still there, all or nothing.
      const sorted = [...items].sort((a, b) => (a.productId ?? 0) - (b.productId ?? 0));
      const retaken = await tx
        .transaction(async (sp) => {
          const taken: StockMove[] = [];
          for (const i of sorted) {
            const sold = i.productId == null ? null : await reserveStock(sp, i.productId, i.quantity);
            if (!sold) throw new StockGone();
            taken.push({ productId: i.productId!, flipped: sold.flipped });
          }
          moves.push(...taken);
          return true;
        })
        .catch((err: unknown) => {
          if (err instanceof StockGone) return false;
          throw err;
        });
      if (!retaken) return refundLapsed(tx, order, items, input.providerPaymentId, now);
    }

    const cart = (input.flag ?? order.flag) === 'cart' && order.userId != null;
    // The confirmation mail and its delivery job go in the same statement as the order's writes: the mail exists
    // exactly when the paid order does (rendered here from what the lock read; no buyer, no mail).
    const mail = buyer ? await queuedMailStatement(outboxId, orderConfirmedMail(order, buyer, items)) : null;
    const lines = await repo.confirmRows(tx, {
      mail,
      orderId: order.id,
      itemIds: items.map((i) => i.id),
      actor: input.actor,
      payment: {
        provider: order.provider,
        providerPaymentId: input.providerPaymentId,
        amountPaise: order.amountPaise,
      },
      cart: cart
        ? {
            userId: order.userId!,
            productIds: items.flatMap((i) => (i.productId == null ? [] : [i.productId])),
          }
        : null,
      now,
    });
    return { kind: 'confirmed', orderId: order.id, order: { ...order, status: 'Paid', paidAt: now }, lines };
  });
  // A lapsed reservation taken again moved stock (committed now).
  stockMoved(db, moves);
  return result;
}

async function refundLapsed(
  tx: DbOrTx,
  order: repo.OrderRow,
  items: { id: number; orderId: number; totalPaise: number }[],
  providerPaymentId: string,
  now: Date,
): Promise<ConfirmResult> {
  await recordPayment(tx, {
    orderId: order.id,
    provider: order.provider,
    providerPaymentId,
    amountPaise: order.amountPaise,
    status: 'refunded',
    createdAt: now,
  });
  let refundPending = false;
  for (const i of items) refundPending = (await recordItemRefund(tx, i, now)).pending || refundPending;
  return { kind: 'refunded', orderId: order.id, refundPending };
}

/**
 * A paid order in the verification answer's shape. A caller that has just confirmed the order knows it and its
 * lines as they are now (`known`, `lines`): nothing is read again (decision 054).
 */
export async function paidOrder(
  db: DbOrTx,
  orderId: number,
  known?: repo.OrderRow,
  lines?: repo.ConfirmedLine[],
): Promise<PaidOrder> {
  const order = known ?? (await repo.findOrder(db, orderId));
  if (!order) throw new AppError('NotFound', 'Order not found', 404);
  return {
    id: order.id,
    status: order.status,
    amount: toRupees(order.amountPaise),
    currency: order.currency,
    paidAt: order.paidAt ? order.paidAt.toISOString() : null,
    createdAt: order.createdAt.toISOString(),
    orderItems: lines ? lines.map(toOrderItem) : await orderItemsOfOrder(db, orderId),
    user: shippingUser(order),
  };
}

/**
 * `POST /api/user/orders/verify-payment`: constant-time signature check, then confirm (idempotent: verifying
 * again answers the same order and creates nothing). A bad signature confirms nothing: 400
 * `{ success: false, flag: 'PaymentVerificationFailed' }`.
 */
export async function verifyPayment(
  { db, gateway, now }: Omit<Deps, 'log'>,
  who: SessionKey,
  input: VerifyPaymentRequest,
): Promise<{ order: PaidOrder; refundPending: boolean }> {
  if (!gateway.verifyPayment(input.razorpay_order_id, input.razorpay_payment_id, input.razorpay_signature)) {
    // Not a live buyer's session: 401 before anything else, as on every path.
    const userId = await findBuyerByKey(db, who);
    if (userId === null) throw noToken();
    // A forged or mangled signature is worth an admin's attention (admin Logs & Security, 'Errors').
    await audit(db, {
      category: 'error',
      action: 'payment.verify',
      actorType: 'user',
      actorId: userId,
      success: false,
      detail: `${input.razorpay_order_id.slice(0, 60)}: PaymentVerificationFailed`,
    });
    throw verificationFailed();
  }
  // The order is found and locked by its provider id, and the session's buyer found, in the confirmation's first
  // statement (decision 069).
  const result = await confirmOrder(db, {
    order: { provider: gateway.provider, providerOrderId: input.razorpay_order_id, who },
    providerPaymentId: input.razorpay_payment_id,
    flag: input.flag,
    actor: 'buyer',
    now,
  });
  if (result.kind === 'refunded')
    throw new AppError(
      'OrderExpired',
      'Your payment arrived after the reservation expired and the items are no longer available. The amount will be refunded.',
      409,
      { refundPending: result.refundPending },
    );
  return {
    order: await paidOrder(
      db,
      result.orderId,
      result.order,
      result.kind === 'confirmed' ? result.lines : undefined,
    ),
    refundPending: false,
  };
}
