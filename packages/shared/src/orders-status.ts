/**
 * Order-item statuses and who may move an item from one to another (docs/product.md#order-status).
 * Pure rules shared by the server (which enforces them) and the web app (which only offers what is allowed).
 */

/** Every status an order item can have in the database, in lifecycle order. */
export const ORDER_ITEM_STATUSES = [
  'PaymentPending',
  'OrderConfirmed',
  'Shipped',
  'Delivered',
  'Cancelled',
  'Returned',
  'Expired',
] as const;
export type OrderItemStatus = (typeof ORDER_ITEM_STATUSES)[number];

/**
 * The five statuses people see. `PaymentPending` (checkout not paid yet) and `Expired`
 * (reservation lapsed unpaid) never show to sellers or in any figure.
 */
export const VISIBLE_ORDER_ITEM_STATUSES = [
  'OrderConfirmed',
  'Shipped',
  'Delivered',
  'Cancelled',
  'Returned',
] as const;
export type VisibleOrderItemStatus = (typeof VISIBLE_ORDER_ITEM_STATUSES)[number];

/** Whether an item in status `s` is one people see ({@link VISIBLE_ORDER_ITEM_STATUSES}). */
export const isVisibleOrderItemStatus = (s: string): s is VisibleOrderItemStatus =>
  (VISIBLE_ORDER_ITEM_STATUSES as readonly string[]).includes(s);

/** Statuses whose items count as sales in every figure: Cancelled and Returned are excluded. */
export const SALE_STATUSES = ['OrderConfirmed', 'Shipped', 'Delivered'] as const;

/** Statuses that give the stock back and record a refund when an item reaches them. */
export const STOCK_RETURNING_STATUSES = ['Cancelled', 'Returned'] as const;

/** Display labels ('Order Confirmed' for OrderConfirmed). */
export const ORDER_STATUS_LABELS: Readonly<Record<OrderItemStatus, string>> = {
  PaymentPending: 'Payment Pending',
  OrderConfirmed: 'Order Confirmed',
  Shipped: 'Shipped',
  Delivered: 'Delivered',
  Cancelled: 'Cancelled',
  Returned: 'Returned',
  Expired: 'Expired',
};

/**
 * Seller moves: forward only. `OrderConfirmed` → `Shipped` | `Delivered` | `Cancelled`;
 * `Shipped` → `Delivered` | `Cancelled`; everything else is final for the seller.
 */
export const SELLER_TRANSITIONS: Readonly<Record<OrderItemStatus, readonly OrderItemStatus[]>> = {
  PaymentPending: [],
  OrderConfirmed: ['Shipped', 'Delivered', 'Cancelled'],
  Shipped: ['Delivered', 'Cancelled'],
  Delivered: [],
  Cancelled: [],
  Returned: [],
  Expired: [],
};

/**
 * Buyer moves: cancel before delivery (`OrderConfirmed`/`Shipped` → `Cancelled`); return after delivery
 * (`Delivered` → `Returned`, within {@link RETURN_WINDOW_DAYS} days of delivery — see {@link canBuyerMove}).
 */
export const BUYER_TRANSITIONS: Readonly<Record<OrderItemStatus, readonly OrderItemStatus[]>> = {
  PaymentPending: [],
  OrderConfirmed: ['Cancelled'],
  Shipped: ['Cancelled'],
  Delivered: ['Returned'],
  Cancelled: [],
  Returned: [],
  Expired: [],
};

/** A delivered item may be returned for 30 days after delivery; later is 409 ReturnWindowClosed. */
export const RETURN_WINDOW_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

const isStatus = (s: string): s is OrderItemStatus => (ORDER_ITEM_STATUSES as readonly string[]).includes(s);

/** Whether a seller may move an item from `from` to `to`. Unknown statuses and staying put are refused. */
export function canSellerMove(from: string, to: string): boolean {
  return isStatus(from) && isStatus(to) && SELLER_TRANSITIONS[from].includes(to);
}

/** The statuses a seller may choose next for an item in `from` (empty when final). */
export function sellerNextStatuses(from: string): readonly OrderItemStatus[] {
  return isStatus(from) ? SELLER_TRANSITIONS[from] : [];
}

/**
 * Whether the return window is still open: delivered at most {@link RETURN_WINDOW_DAYS} days before `now`.
 * A delivered item without a delivery time counts as closed.
 */
export function isReturnWindowOpen(
  deliveredAt: Date | string | number | null | undefined,
  now: Date | number,
): boolean {
  if (deliveredAt == null) return false;
  const at = new Date(deliveredAt).getTime();
  if (Number.isNaN(at)) return false;
  return new Date(now).getTime() - at <= RETURN_WINDOW_DAYS * DAY_MS;
}

/**
 * Whether a buyer may move an item from `from` to `to` at `now`. `Delivered` → `Returned` additionally
 * needs the return window open ({@link isReturnWindowOpen}); the server answers 409 `ReturnWindowClosed`
 * when only the window is the problem (check with `BUYER_TRANSITIONS` to tell the two cases apart).
 */
export function canBuyerMove(
  from: string,
  to: string,
  deliveredAt: Date | string | number | null | undefined,
  now: Date | number,
): boolean {
  if (!isStatus(from) || !isStatus(to) || !BUYER_TRANSITIONS[from].includes(to)) return false;
  if (to === 'Returned') return isReturnWindowOpen(deliveredAt, now);
  return true;
}
