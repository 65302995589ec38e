import { z } from 'zod';
import { productPriceFields } from './catalog.ts';
import { idField, idParam } from './ids.ts';
import { keysetPageQuerySchema } from './contract/list-query.ts';
import { ORDER_TIME_SORTS } from './orders-constants.ts';
import { ORDER_ITEM_STATUSES, VISIBLE_ORDER_ITEM_STATUSES } from './orders-status.ts';

// The zod-free part (messages, limits, list filter, tracking timeline) lives in orders-constants.ts; re-exported
// for the server.
export * from './orders-constants.ts';

/**
 * The buyer's orders: list, detail, statuses and timeline. Every order item the
 * buyer sees has one of the five visible statuses; unpaid (`PaymentPending`) and lapsed (`Expired`) ones never show.
 */

/** The product as it is now; `null` once the seller deleted it (the item keeps its snapshot). */
export const orderProductSchema = z.object({
  ...productPriceFields,
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
  offerPercentage: z.number(),
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

/** The live product with who sells it (`seller.name`): the list's items and the detail carry it. */
const orderProductWithSellerSchema = orderProductSchema.extend({ seller: orderSellerSchema.nullable() });

/**
 * `GET /api/user/orders/{id}`: the order item itself, its live product with the
 * product's `seller.name` (the detail shows who sold it), plus the shipping snapshot, history and refund. The
 * top-level `seller` stays when the product was deleted.
 */
export const orderItemDetailSchema = orderItemSchema.extend({
  product: orderProductWithSellerSchema.nullable(),
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
 * ones never show) and who it ships to. `createdAt` is when it was placed. Each item's product carries its
 * `seller { id, name }`: the list hands an item to the order page, which shows the seller's name before its own
 * fetch (issue 20).
 */
export const buyerOrderSchema = z.object({
  id: z.number().int(),
  orderItems: z.array(orderItemSchema.extend({ product: orderProductWithSellerSchema.nullable() })),
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

/** At most this many order items in one `POST /api/sendmail` (an order's lines). */
export const SEND_MAIL_MAX_ITEMS = 100;

/**
 * `POST /api/sendmail` (docs/product.md#order-status): which item(s), which mail. Three bodies are read, only for
 * their order item ids (every other field, recipients and contents included, is ignored: those come from our data):
 * - `{ orderItemId, type }` (ours);
 * - `{ ...orderItem, type }`: the order item spread, its `id`;
 * - `{ order, user, type }`: `order.orderItems[].id` when the order lists its items, else `order.id` (the seller's
 *   status change answers `{ order, user }` with the order item as `order`).
 */
export const sendMailRequest = z
  .looseObject({
    type: z.enum(VISIBLE_ORDER_ITEM_STATUSES, 'Unknown mail type'),
    orderItemId: idField.optional(),
    id: idField.optional(),
    order: z
      .looseObject({
        id: idField.optional(),
        orderItems: z
          .array(z.looseObject({ id: idField }))
          .max(SEND_MAIL_MAX_ITEMS)
          .optional(),
      })
      .optional(),
  })
  .refine((body) => sendMailItemIds(body).length > 0, {
    message: 'Which order item? Send orderItemId',
    path: ['orderItemId'],
  });
export type SendMailRequest = z.infer<typeof sendMailRequest>;

/** The order item ids a sendmail body names (see sendMailRequest), without repeats. */
export function sendMailItemIds(body: {
  orderItemId?: number;
  id?: number;
  order?: { id?: number; orderItems?: { id: number }[] };
}): number[] {
  if (body.orderItemId !== undefined) return [body.orderItemId];
  if (body.id !== undefined) return [body.id];
  if (body.order?.orderItems) return [...new Set(body.order.orderItems.map((i) => i.id))];
  return body.order?.id === undefined ? [] : [body.order.id];
}

/** `queued` is false when that mail had been sent already. */
export const sendMailAnswer = z.object({ success: z.literal(true), queued: z.boolean() });
