import { z } from 'zod';
import { idParam } from './ids.ts';
import { productImageSchema, specPairSchema } from './catalog.ts';
import { VISIBLE_ORDER_ITEM_STATUSES } from './orders-status.ts';

/**
 * The seller dashboard, order management and support contracts.
 * Money in answers is rupees (numbers). Every figure counts only the signed-in seller's order items that
 * were paid, and excludes Cancelled and Returned ones, valued at the price paid × quantity
 * (`order_items.total_paise`; docs/product.md#money-and-prices).
 */

/** Seller tables: page sizes 5/10/15, default 5. */
export const SELLER_PAGE_SIZES = [5, 10, 15] as const;
export const SELLER_DEFAULT_PAGE_SIZE = 5;
/** Stat counters count up over 500 ms; the support page shows after 1000 ms. */
export const COUNT_UP_MS = 500;
export const SUPPORT_PLACEHOLDER_MS = 1000;
/** The weekly chart covers this many days, today included. */
export const WEEKLY_SALES_DAYS = 7;
/** Product Distribution colours at most this many categories. */
export const DISTRIBUTION_COLOURS = 10;
/** The seller's address is cut to 20 characters on the profile. */
export const SELLER_ADDRESS_MAX = 20;

/** Order-management tabs and the status each one shows. */
export const SELLER_ORDER_TABS = [
  { label: 'All', status: null },
  { label: 'Confirmed', status: 'OrderConfirmed' },
  { label: 'Shipped', status: 'Shipped' },
  { label: 'Delivered', status: 'Delivered' },
  { label: 'Cancelled', status: 'Cancelled' },
  { label: 'Returned', status: 'Returned' },
] as const;

export const SELLER_ORDER_MESSAGES = {
  notFound: 'Order not found! 😢',
  empty: 'Orders not available',
  noCustomer: 'User details not available',
  productDeleted: 'Product Deleted',
  unknownCustomer: 'Unknown',
  unknownInitials: 'UN',
  notAvailable: 'N/A',
  updated: 'Order status updated successfully',
  invalidTransition: 'This order cannot move to that status',
} as const;

const id = z.number().int();

/**
 * `GET /api/seller/profilestatistics`, over the seller's paid order items:
 * - `orderItems`: items that count as sales (OrderConfirmed, Shipped, Delivered) — 'Total Orders';
 * - `totalSales`: rupees paid for those items (Σ price paid × quantity);
 * - `returnedItems`: items Returned — 'Returns';
 * - `notDeliveredItems`: items still open (OrderConfirmed or Shipped);
 * - `unitsSold`: Σ quantity of the counted items — 'Order Items Overtime';
 * - `deliveredItems`: items Delivered (= orderItems − notDeliveredItems) — 'Fulfilled Orders Overtime'.
 */
export const sellerProfileStatisticsSchema = z.object({
  orderItems: z.number().int(),
  totalSales: z.number(),
  returnedItems: z.number().int(),
  notDeliveredItems: z.number().int(),
  unitsSold: z.number().int(),
  deliveredItems: z.number().int(),
});
export type SellerProfileStatistics = z.infer<typeof sellerProfileStatisticsSchema>;

/**
 * `GET /api/seller/salesstatistics`:
 * - `weeklySales`: the last 7 days in STORE_TIMEZONE, oldest first, every day present; `date` is the local
 *   calendar day `YYYY-MM-DD`, `sales` the rupees of items ordered that day (counted statuses only);
 * - `categories`: the seller's products (Discontinued left out) per category, most first, then by name.
 */
export const sellerSalesStatisticsSchema = z.object({
  weeklySales: z.array(z.object({ date: z.string(), sales: z.number() })),
  categories: z.array(z.object({ name: z.string(), productCount: z.number().int() })),
});
export type SellerSalesStatistics = z.infer<typeof sellerSalesStatisticsSchema>;

/** The buyer as the seller sees them: the shipping details given at checkout. `null` when nothing is known. */
export const sellerOrderCustomerSchema = z.object({
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
});
export type SellerOrderCustomer = z.infer<typeof sellerOrderCustomerSchema>;

/**
 * The live product behind an order item; `null` once the product was deleted
 * ('Product Deleted'). `categoryName` is an extra.
 */
export const sellerOrderProductSchema = z.object({
  id,
  name: z.string(),
  description: z.string(),
  price: z.number(),
  offerPercentage: z.number(),
  categoryName: z.string(),
  images: z.array(productImageSchema),
  productInfo: z.object({ brand: z.string(), details: z.array(specPairSchema) }),
});
export type SellerOrderProduct = z.infer<typeof sellerOrderProductSchema>;

/**
 * One order item of the seller. `productName`/`productImage`/`unitPrice` are the
 * snapshot taken at checkout; `total` is what the buyer paid for the line (rupees). Dates are ISO 8601.
 */
export const sellerOrderItemSchema = z.object({
  id,
  orderId: id,
  productId: id.nullable(),
  product: sellerOrderProductSchema.nullable(),
  productName: z.string(),
  productImage: z.string().nullable(),
  quantity: z.number().int(),
  /** Selling price paid per unit, rupees. */
  unitPrice: z.number(),
  offerPercentage: z.number(),
  total: z.number(),
  status: z.enum(VISIBLE_ORDER_ITEM_STATUSES),
  customerName: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SellerOrderItem = z.infer<typeof sellerOrderItemSchema>;

/** An order as the seller sees it: the customer and only this seller's items. */
export const sellerOrderSchema = z.object({
  id,
  createdAt: z.string(),
  user: sellerOrderCustomerSchema.nullable(),
  orderItems: z.array(sellerOrderItemSchema),
});
export type SellerOrder = z.infer<typeof sellerOrderSchema>;

/**
 * `GET /api/seller/orders` → "orders, each with id, user, orderItems": `{ orders }`, the seller's paid orders,
 * newest first (the dashboard written to the table reads `data.orders`), paged by `?page=&limit=` with the paging
 * headers of a bare list (orders, not items, are counted: default the first 1,000 orders, `X-Total-Count` counts
 * them all).
 */
export const sellerOrderListSchema = z.object({ orders: z.array(sellerOrderSchema) });
export type SellerOrderList = z.infer<typeof sellerOrderListSchema>;

/**
 * `GET /api/seller/orders/{id}` (order item id) → the bare order item with its status, the customer and every
 * status change with its time (oldest first).
 */
export const sellerOrderDetailSchema = sellerOrderItemSchema.extend({
  user: sellerOrderCustomerSchema.nullable(),
  statusHistory: z.array(z.object({ status: z.enum(VISIBLE_ORDER_ITEM_STATUSES), at: z.string() })),
});
export type SellerOrderDetail = z.infer<typeof sellerOrderDetailSchema>;

/** `PATCH /api/seller/orders/{id}` body: the next status (only forward moves; 409 InvalidStatusTransition). */
export const orderStatusUpdateSchema = z
  .object({ status: z.enum(VISIBLE_ORDER_ITEM_STATUSES, 'Status is required') })
  .strict();
export type OrderStatusUpdate = z.infer<typeof orderStatusUpdateSchema>;
/** `PATCH /api/seller/orders/{id}` answer: the updated item and its customer. */
export const orderStatusUpdateAnswerSchema = z.object({
  order: sellerOrderDetailSchema,
  user: sellerOrderCustomerSchema.nullable(),
});
export type OrderStatusUpdateAnswer = z.infer<typeof orderStatusUpdateAnswerSchema>;

export const orderItemIdPathSchema = z.object({ id: idParam });

// ---------- background removal ----------

/**
 * `POST /api/remove-bg` (multipart `image`) answer: the PNG with the background made transparent, as raw base64
 * ("base64 PNG"; clients add the `data:image/png;base64,` prefix themselves).
 */
export const removeBgAnswerSchema = z.object({
  processedImage: z.string().regex(/^[A-Za-z0-9+/]*={0,2}$/, 'raw base64, no data: prefix'),
});
/** Background-removal calls per seller address per minute. */
export const REMOVE_BG_PER_MINUTE = 10;
/** The nine backgrounds of the image editor; `transparent` keeps the cut-out. */
export const EDITOR_SWATCHES = [
  'transparent',
  '#ffffff',
  '#000000',
  '#f3f4f6',
  '#fde68a',
  '#bfdbfe',
  '#bbf7d0',
  '#fecaca',
  '#e9d5ff',
] as const;
export const IMAGE_EDITOR_MESSAGES = {
  noImage: 'No image to process',
  processFailed: 'Failed to process image',
  removeFailed: 'Failed to remove background',
  saveFailed: 'Failed to save edited image',
  removed: 'Background removed successfully',
  saved: 'Image updated successfully',
} as const;

/** Support page. */
export const SELLER_CONTACT_MESSAGES = {
  sent: 'Your inquiry has been sent successfully!',
  failed: 'Failed to send inquiry. Please try again later.',
  hours: 'Monday to Friday, 9 AM to 6 PM',
} as const;
