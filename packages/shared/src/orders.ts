import { z } from 'zod';
import { idField, idParam } from './ids.ts';
import { keysetPageQuerySchema } from './contract/list-query.ts';
import { ORDER_ITEM_STATUSES, VISIBLE_ORDER_ITEM_STATUSES } from './orders-status.ts';

/**
 * The buyer's orders: list, detail, statuses and timeline. Every order item the
 * buyer sees has one of the five visible statuses; unpaid (`PaymentPending`) and lapsed (`Expired`) ones never show.
 */

export const ORDER_MESSAGES = {
  statusUpdated: 'Order status updated',
  noOrdersTitle: 'No Orders Yet',
  noOrdersText: "You haven't placed any orders yet. Start shopping now!",
  productDeletedTitle: 'Product Deleted',
  productDeletedText: 'This product has been deleted from the website.',
  /** Shown for a deleted product whose item is still OrderConfirmed or Shipped. */
  refundPromise: 'Product removed. Refund will be processed in 2 working days.',
  returnWindowClosed: 'The 30-day return window for this order has closed',
  invalidTransition: 'This order cannot be changed that way',
} as const;

/** Statuses offered by the orders filter. */
export const ORDER_FILTER_STATUSES = ['Shipped', 'Delivered', 'Cancelled', 'Returned'] as const;
export const ORDER_TIME_SORTS = ['Newest', 'Oldest'] as const;
export type OrderTimeSort = (typeof ORDER_TIME_SORTS)[number];

/** The list shows names cut to 50, the detail to 100. */
export const ORDER_NAME_MAX_LIST = 50;
export const ORDER_NAME_MAX_DETAIL = 100;
/** Search box debounce. */
export const ORDER_SEARCH_DEBOUNCE_MS = 300;

/** 'Your Order has been Confirmed/Shipped/...', shown on the order page. */
export function orderStatusMessage(status: string): string {
  return status === 'OrderConfirmed' ? 'Your Order has been Confirmed' : `Your Order has been ${status}`;
}

/** The product as it is now; `null` once the seller deleted it (the item keeps its snapshot). */
export const orderProductSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  price: z.number(),
  offerPercentage: z.number().int(),
  sellingPrice: z.number(),
  images: z.array(z.object({ id: z.number().int().optional(), url: z.string() })),
  status: z.string(),
  sellerId: z.number().int().nullable(),
});

/**
 * One order item. Money in rupees: `price` is the unit selling price paid,
 * `listPrice` the unit price before the offer, `total` = price × quantity. `name` and `image` are the
 * snapshot taken at checkout; `product` is the live product or null when deleted.
 */
export const orderItemSchema = z.object({
  id: z.number().int(),
  orderId: z.number().int(),
  productId: z.number().int().nullable(),
  product: orderProductSchema.nullable(),
  name: z.string(),
  image: z.string().nullable(),
  quantity: z.number().int(),
  status: z.enum(ORDER_ITEM_STATUSES),
  price: z.number(),
  listPrice: z.number(),
  offerPercentage: z.number().int(),
  total: z.number(),
  sellerId: z.number().int().nullable(),
  deliveredAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type OrderItem = z.infer<typeof orderItemSchema>;

export const statusHistoryEntrySchema = z.object({ status: z.enum(ORDER_ITEM_STATUSES), at: z.string() });
export type StatusHistoryEntry = z.infer<typeof statusHistoryEntrySchema>;

/** Who an order ships to (name, email, phone, address), as given at checkout. */
export const orderUserSchema = z.object({
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  address: z.string(),
});

const orderSellerSchema = z.object({ id: z.number().int(), name: z.string() });

/**
 * `GET /api/user/orders/{id}`: the order item itself, its live product with the
 * product's `seller.name` (the detail shows who sold it), plus the shipping snapshot, history and refund. The
 * top-level `seller` stays when the product was deleted.
 */
export const orderItemDetailSchema = orderItemSchema.extend({
  product: orderProductSchema.extend({ seller: orderSellerSchema.nullable() }).nullable(),
  seller: orderSellerSchema.nullable(),
  order: z.object({ id: z.number().int(), user: orderUserSchema }),
  history: z.array(statusHistoryEntrySchema),
  refund: z.object({ amount: z.number(), status: z.string(), createdAt: z.string() }).nullable(),
  /** The buyer's review of this product, if any (the detail offers 'Write a Review' only without one). */
  reviewId: z.number().int().nullable(),
  /** Whether 'Return Order' is still allowed (Delivered within 30 days). */
  returnable: z.boolean(),
});
export type OrderItemDetail = z.infer<typeof orderItemDetailSchema>;

/**
 * One of the buyer's orders (id, orderItems, user): the items people see (unpaid and lapsed
 * ones never show) and who it ships to. `createdAt` is when it was placed.
 */
export const buyerOrderSchema = z.object({
  id: z.number().int(),
  orderItems: z.array(orderItemSchema),
  user: orderUserSchema,
  createdAt: z.string(),
});
export type BuyerOrder = z.infer<typeof buyerOrderSchema>;

/** `GET /api/user/orders`: a bare, paged list of orders; `X-Total-Count` counts orders. */
export const buyerOrderListSchema = z.array(buyerOrderSchema);

/** `status=Shipped,Delivered` (or the parameter repeated): the orders filter's statuses. */
const statusListParam = z
  .union([z.string().max(200), z.array(z.string().max(40)).max(10)])
  .transform((v) => (Array.isArray(v) ? v : v.split(',')).map((s) => s.trim()).filter(Boolean))
  .pipe(z.array(z.enum(VISIBLE_ORDER_ITEM_STATUSES, 'Unknown order status')));

/**
 * `GET /api/user/orders?page=&limit=&status=&orderTime=`: the list page plus the orders filter — only
 * items with one of `status` (orders without any are left out) and placing time `Newest` (default) or `Oldest`
 * first.
 */
export const buyerOrdersQuerySchema = keysetPageQuerySchema.extend({
  status: statusListParam.optional(),
  orderTime: z.enum(ORDER_TIME_SORTS, 'Order time is Newest or Oldest').default('Newest'),
});
export type BuyerOrdersQuery = z.output<typeof buyerOrdersQuerySchema>;

/** `PATCH /api/user/orders/{id}` answer: `{ order }`, the item as the detail shows it. */
export const orderAnswer = z.object({ order: orderItemDetailSchema });
export type OrderAnswer = z.infer<typeof orderAnswer>;

export const orderItemIdParams = z.object({ id: idParam });

/** `PATCH /api/user/orders/{id}` body. Any status is accepted here; the rules decide (409 when not allowed). */
export const updateOrderStatusRequest = z
  .object({ status: z.enum(ORDER_ITEM_STATUSES, 'Unknown order status') })
  .strict();
export type UpdateOrderStatusRequest = z.infer<typeof updateOrderStatusRequest>;

/** `POST /api/sendmail` (docs/product.md#order-status): which item, which mail. Never a recipient or content. */
export const sendMailRequest = z
  .object({
    orderItemId: idField,
    type: z.enum(VISIBLE_ORDER_ITEM_STATUSES, 'Unknown mail type'),
  })
  .strict();
export type SendMailRequest = z.infer<typeof sendMailRequest>;

/** `queued` is false when that mail had been sent already. */
export const sendMailAnswer = z.object({ success: z.literal(true), queued: z.boolean() });

/** Tracking timeline (docs/product.md#order-status): the steps shown and the index reached. */
export interface TimelineStep {
  label: string;
  /** ISO date or null when unknown / not reached. */
  at: string | null;
}

export function trackingTimeline(item: {
  status: string;
  createdAt: string;
  updatedAt: string;
  history: readonly { status: string; at: string }[];
}): { steps: TimelineStep[]; current: number } {
  const at = (s: string) => item.history.filter((h) => h.status === s).at(-1)?.at ?? null;
  const confirmed = at('OrderConfirmed') ?? item.createdAt;
  if (item.status === 'Cancelled') {
    return {
      steps: [
        { label: 'Order Confirmed', at: confirmed },
        { label: 'Order Cancelled', at: at('Cancelled') ?? item.updatedAt },
      ],
      current: 1,
    };
  }
  const steps: TimelineStep[] = [
    { label: 'Order Confirmed', at: confirmed },
    { label: 'Shipped', at: at('Shipped') },
    { label: 'Out for Delivery', at: null },
    { label: 'Delivered', at: at('Delivered') },
  ];
  let current = 0;
  if (item.status === 'Shipped') current = 1;
  if (item.status === 'Delivered' || item.status === 'Returned') {
    current = 3;
    steps[3] = { label: 'Delivered', at: at('Delivered') ?? item.updatedAt };
  }
  if (item.status === 'Returned') {
    steps.push({ label: 'Order Returned', at: at('Returned') ?? item.updatedAt });
    current = 4;
  }
  return { steps, current };
}

/** The orders list's client-side search, status filter and sort. */
export function filterOrderItems<
  T extends { name: string; product: { name: string } | null; status: string; createdAt: string; id: number },
>(items: readonly T[], opts: { search?: string; statuses?: readonly string[]; sort?: OrderTimeSort }): T[] {
  const q = (opts.search ?? '').trim().toLowerCase();
  const statuses = opts.statuses ?? [];
  const out = items.filter(
    (i) =>
      (!q || (i.product?.name ?? i.name).toLowerCase().includes(q) || i.name.toLowerCase().includes(q)) &&
      (statuses.length === 0 || statuses.includes(i.status)),
  );
  const dir = opts.sort === 'Oldest' ? 1 : -1;
  return out.sort((a, b) => dir * (Date.parse(a.createdAt) - Date.parse(b.createdAt) || a.id - b.id));
}
