import { z } from 'zod';
import { idParam } from './ids.ts';
import { productImageSchema, specPairSchema, stockedProductFields } from './catalog.ts';
import { keysetPageQuerySchema } from './contract/list-query.ts';
import { VISIBLE_ORDER_ITEM_STATUSES, type OrderItemStatus } from './orders-status.ts';
import { PRODUCT_STATUSES, type ProductStatus } from './storefront.ts';

/**
 * The admin dashboard, product management and order management contracts.
 * Money in answers is rupees (numbers). Sales figures are the order items' price snapshots × quantity
 * (`order_items.total_paise`) of paid items, Cancelled and Returned excluded.
 * Unpaid (PaymentPending) and lapsed (Expired) items never show anywhere here.
 */

// ---------- constants ----------

/** Admin table page sizes; products and orders default to 7. */
export { ADMIN_PAGE_SIZES } from './admin-paging.ts';
export const ADMIN_PRODUCTS_PAGE_SIZE = 7;
export const ADMIN_ORDERS_PAGE_SIZE = 7;
/** The dashboard's Top Selling Products table has 5 rows; names cut to 80 there and to 30 in the lists. */
export const TOP_SELLING_COUNT = 5;
export const TOP_SELLING_NAME_MAX = 80;
export const ADMIN_LIST_NAME_MAX = 30;
/** The category tabs shown while the real categories load. */
export const ADMIN_CATEGORY_SKELETON = [
  'Smartphone',
  'GPU',
  'Smartwatch',
  'Console',
  'Laptop',
  'Tablet',
] as const;
/** The weekly chart covers this many local days, today included. */
export const ADMIN_WEEKLY_DAYS = 7;

/** Statuses the admin may set on a product; Discontinued is shown but never set here. */
export const ADMIN_SETTABLE_PRODUCT_STATUSES = ['Active', 'Inactive', 'OutOfStock'] as const;
export type AdminSettableProductStatus = (typeof ADMIN_SETTABLE_PRODUCT_STATUSES)[number];

/**
 * The orders page's status tabs. The original's misspelt 'Returnred' is corrected so Returned
 * matches. `status: null` is every status.
 */
export const ADMIN_ORDER_TABS = [
  { label: 'All', status: null },
  { label: 'Shipped', status: 'Shipped' },
  { label: 'Delivered', status: 'Delivered' },
  { label: 'Cancelled', status: 'Cancelled' },
  { label: 'Returned', status: 'Returned' },
] as const;

/** Order status labels of the admin list: OrderConfirmed reads 'Order Placed' there. */
export const ADMIN_ORDER_STATUS_LABELS: Readonly<
  Record<(typeof VISIBLE_ORDER_ITEM_STATUSES)[number], string>
> = {
  OrderConfirmed: 'Order Placed',
  Shipped: 'Shipped',
  Delivered: 'Delivered',
  Cancelled: 'Cancelled',
  Returned: 'Returned',
};

/** The original client's texts, typos people would see corrected. */
export const ADMIN_INSIGHTS_MESSAGES = {
  salesFailed: 'Error While getting Sales statistics',
  productsEmpty: 'Products not available',
  ordersEmpty: 'Orders not available',
  productDeleted: 'Product Deleted',
  unknown: 'Unknown',
  notAvailable: 'N/A',
  productNotAvailable: 'Product not available',
  sellerUnavailable: 'Seller information not available',
  shippingUnavailable: 'Shipping Details unavailable',
  noReviews: 'No reviews yet!',
  productNotFound: 'Product not found',
  orderNotFound: 'Order not found',
  statusUpdated: 'Product status updated successfully',
  statusRequired: 'Status must be Active, Inactive or OutOfStock',
  discontinuedLocked: 'A discontinued product cannot change status',
  activeNeedsStock: 'A product without stock cannot be Active',
} as const;

const id = z.number().int();
const search = z.string().trim().max(100).optional();
/** A product's images as every product of the API carries them (first = cover); `id` may be absent. */
const imagesSchema = z.array(productImageSchema.partial({ id: true }));

// ---------- dashboard ----------

/**
 * `GET /api/admin/sales`:
 * - `orders`: paid order items counted as sales (OrderConfirmed, Shipped, Delivered), all time;
 * - `sales`: rupees paid for those items;
 * - `monthlyOrders`: the same count for items ordered since the 1st of this month (STORE_TIMEZONE);
 * - `sellers`, `users`: seller and buyer accounts;
 * - `weeklySales`: the last 7 local days, oldest first, every day present (`date` is `YYYY-MM-DD`).
 */
export const adminSalesSchema = z.object({
  orders: z.number().int(),
  sales: z.number(),
  monthlyOrders: z.number().int(),
  sellers: z.number().int(),
  users: z.number().int(),
  weeklySales: z.array(z.object({ date: z.string(), sales: z.number() })),
});
export type AdminSales = z.infer<typeof adminSalesSchema>;

/** Category stats: a category and how many products it has. */
export const categoryCountSchema = z.object({ name: z.string(), productCount: z.number().int() });
export type CategoryCount = z.infer<typeof categoryCountSchema>;

/**
 * `GET /api/admin/cms/categories/productCount` ("categories with counts"): the bare list of every category with
 * its products (Discontinued left out), most first, then by name; the first is the highest category. Paged by
 * `?page=&limit=` (X-Total-Count).
 */
export const categoryProductCountSchema = z.array(categoryCountSchema);
export type CategoryProductCount = z.infer<typeof categoryProductCountSchema>;

export const topSellingParamsSchema = z.object({ count: z.coerce.number().int().min(1).max(20) });

/**
 * One top-selling product (name, price, offerPercentage, count of orderItems). `orderItems` is that
 * count; `_count.orderItems` carries it again for clients written to the original (`product._count.orderItems`);
 * `unitsSold` the units.
 */
export const topSellingRowSchema = z.object({
  id,
  name: z.string(),
  price: z.number(),
  offerPercentage: z.number(),
  images: imagesSchema,
  orderItems: z.number().int(),
  _count: z.object({ orderItems: z.number().int() }),
  unitsSold: z.number().int(),
});
export type TopSellingRow = z.infer<typeof topSellingRowSchema>;

/**
 * `GET /api/admin/products/topselling/{count}` ("top 5 products") → `{ products }`: the products with the most
 * order items counted as sales (Cancelled, Returned, unpaid excluded), most first, then by id; only products
 * sold at least once. The path's count (≤ 20) bounds it, so it is not paged. An object with the key `products`
 * because the dashboard written to the table reads `data.products` (docs/decisions/031-client-readings.md).
 */
export const topSellingSchema = z.object({ products: z.array(topSellingRowSchema) });
export type TopSelling = z.infer<typeof topSellingSchema>;

// ---------- products ----------

/**
 * `GET /api/admin/products` query: `?page=&limit=` (list-query.ts; the admin table asks for 7 a page), `category`
 * filters, `search` matches the name; every status is visible to the admin. Unknown parameters are refused.
 */
export const adminProductsQuerySchema = keysetPageQuerySchema
  .extend({ category: z.string().trim().min(1).max(100).optional(), search })
  .strict();
export type AdminProductsQuery = z.infer<typeof adminProductsQuerySchema>;

export const adminProductRowSchema = z.object({
  ...stockedProductFields,
  images: imagesSchema,
  seller: z.object({ id, name: z.string() }).nullable(),
});
export type AdminProductRow = z.infer<typeof adminProductRowSchema>;

/**
 * `GET /api/admin/products` ("products"): the bare list, one page by id ascending; `X-Total-Count` counts every
 * product matching the filters.
 */
export const adminProductsSchema = z.array(adminProductRowSchema);
export type AdminProducts = z.infer<typeof adminProductsSchema>;

/**
 * `GET /api/admin/products/productStats`: a partition of every product —
 * `discontinued` (status Discontinued), `outOfStock` (OutOfStock or no stock), `inStock` (the rest) — and
 * `categories`, the number of categories. `categoryCounts` lists them (every category, with its products of any
 * status, most first) for the filter tabs.
 */
export const adminProductStatsSchema = z.object({
  totalProducts: z.number().int(),
  inStock: z.number().int(),
  outOfStock: z.number().int(),
  discontinued: z.number().int(),
  categories: z.number().int(),
  categoryCounts: z.array(categoryCountSchema),
});
export type AdminProductStats = z.infer<typeof adminProductStatsSchema>;

export const adminIdParamsSchema = z.object({ id: idParam });

/**
 * `GET /api/admin/products/{id}` ("product"): the bare product of any status, with
 * productInfo, seller and reviews (newest first).
 */
export const adminProductDetailSchema = z.object({
  ...stockedProductFields,
  images: imagesSchema,
  productInfo: z.object({ brand: z.string(), details: z.array(specPairSchema) }),
  seller: z.object({ id, name: z.string() }).nullable(),
  averageRating: z.number(),
  reviewCount: z.number().int(),
  reviews: z.array(
    z.object({
      id,
      rating: z.number().int(),
      content: z.string(),
      createdAt: z.string(),
      user: z.object({ name: z.string(), pfp: z.string().nullable() }),
    }),
  ),
  /** Counted sales of this product: items and rupees (Cancelled, Returned excluded). */
  unitsSold: z.number().int(),
  totalSales: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminProductDetail = z.infer<typeof adminProductDetailSchema>;

/** `PATCH /api/admin/products/updateStatus/{id}` body. */
export const adminProductStatusSchema = z
  .object({ status: z.enum(ADMIN_SETTABLE_PRODUCT_STATUSES, ADMIN_INSIGHTS_MESSAGES.statusRequired) })
  .strict();
export type AdminProductStatusInput = z.infer<typeof adminProductStatusSchema>;
/** Its answer ("not shown beyond success"): the message and the product's new status. */
export const adminProductStatusAnswerSchema = z.object({
  message: z.string(),
  product: z.object({ id, status: z.enum(PRODUCT_STATUSES), updatedAt: z.string() }),
});
export type AdminProductStatusAnswer = z.infer<typeof adminProductStatusAnswerSchema>;

// ---------- orders ----------

/**
 * `GET /api/admin/orders` query: `?page=&limit=` (list-query.ts; the admin table asks for 7 a page), `status`
 * filters (absent = all), `search` matches product or customer name. Unknown parameters are refused.
 */
export const adminOrdersQuerySchema = keysetPageQuerySchema
  .extend({ status: z.enum(VISIBLE_ORDER_ITEM_STATUSES).optional(), search })
  .strict();
export type AdminOrdersQuery = z.infer<typeof adminOrdersQuerySchema>;

/** The product of an order item as the admin's order screens show it (the live product and its seller). */
export const adminOrderProductSchema = z.object({
  id,
  name: z.string(),
  price: z.number(),
  offerPercentage: z.number(),
  images: imagesSchema,
  seller: z.object({ id, name: z.string() }).nullable(),
});
export type AdminOrderProduct = z.infer<typeof adminOrderProductSchema>;

/**
 * One row of the orders table: an order item. `product` is the live product with its
 * seller (null once deleted: 'Product Deleted', total 'N/A'); `customerName` the checkout's shipping name, else
 * the buyer's (null: 'Unknown').
 */
export const adminOrderRowSchema = z.object({
  id,
  orderId: id,
  productId: id.nullable(),
  product: adminOrderProductSchema.nullable(),
  customerName: z.string().nullable(),
  quantity: z.number().int(),
  /** What the buyer paid for the line, rupees. */
  total: z.number(),
  status: z.enum(VISIBLE_ORDER_ITEM_STATUSES),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminOrderRow = z.infer<typeof adminOrderRowSchema>;

/**
 * `GET /api/admin/orders` (orderItems, orders, returns, fulfilledOrders): an object, so its paging stays
 * inside it — `orderItems` is the page asked by `?page=&limit=` (newest first), `total` the items matching the
 * filters; the figures are over every paid item whatever the filters: `orders` (all items), `returns`
 * (Returned), `fulfilledOrders` (Delivered).
 */
export const adminOrdersSchema = z.object({
  orderItems: z.array(adminOrderRowSchema),
  orders: z.number().int(),
  returns: z.number().int(),
  fulfilledOrders: z.number().int(),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
  /** `?cursor=` of the rows after these (also the `Link` header's `next`); null on the last page. */
  nextCursor: z.string().nullable(),
});
export type AdminOrders = z.infer<typeof adminOrdersSchema>;

/**
 * `GET /api/admin/orders/{id}` (order item id). `product` is null once deleted;
 * `sellerAverageRating` (reviews of the seller's products, 0 when none) and `totalSellerOrders` (the seller's
 * paid items) are null without a seller; `user` is the shipping snapshot; `statusHistory` every change, oldest first.
 */
export const adminOrderDetailSchema = z.object({
  id,
  orderId: id,
  status: z.enum(VISIBLE_ORDER_ITEM_STATUSES),
  createdAt: z.string(),
  updatedAt: z.string(),
  quantity: z.number().int(),
  total: z.number(),
  product: adminOrderProductSchema.nullable(),
  sellerAverageRating: z.number().nullable(),
  totalSellerOrders: z.number().int().nullable(),
  user: z
    .object({ name: z.string(), address: z.string().nullable(), phone: z.string().nullable() })
    .nullable(),
  statusHistory: z.array(z.object({ status: z.enum(VISIBLE_ORDER_ITEM_STATUSES), at: z.string() })),
});
export type AdminOrderDetail = z.infer<typeof adminOrderDetailSchema>;

// ---------- pure rules ----------

export interface AdminTimelineStep {
  label: string;
  done: boolean;
  /** ISO 8601 when done, else null. */
  at: string | null;
  tone: 'default' | 'stopped';
}

/**
 * The admin order timeline: Order Placed (always done, at createdAt); Shipped; Delivered; for
 * Cancelled the Delivered step is replaced by Cancelled, for Returned a Returned step follows Delivered.
 * A step is done when the stored status history has it; items without any history (older data) fall back
 * to the status alone: Shipped done for Shipped/Delivered/Cancelled/Returned, Delivered for Delivered/Returned,
 * later steps dated updatedAt.
 */
export function adminOrderTimeline(order: {
  status: OrderItemStatus;
  createdAt: string;
  updatedAt: string;
  statusHistory: readonly { status: string; at: string }[];
}): AdminTimelineStep[] {
  const { status, statusHistory: history } = order;
  const at = (s: string) => history.filter((h) => h.status === s).at(-1)?.at ?? null;
  const legacy = history.length === 0;
  const step = (
    label: string,
    s: OrderItemStatus,
    fallbackDone: boolean,
    tone: AdminTimelineStep['tone'] = 'default',
  ) => {
    const stored = at(s);
    const done = legacy ? fallbackDone : stored !== null;
    return { label, done, at: done ? (stored ?? order.updatedAt) : null, tone };
  };
  const steps: AdminTimelineStep[] = [
    { label: 'Order Placed', done: true, at: at('OrderConfirmed') ?? order.createdAt, tone: 'default' },
    step('Shipped', 'Shipped', ['Shipped', 'Delivered', 'Cancelled', 'Returned'].includes(status)),
  ];
  if (status === 'Cancelled') {
    steps.push(step('Cancelled', 'Cancelled', true, 'stopped'));
  } else {
    steps.push(step('Delivered', 'Delivered', status === 'Delivered' || status === 'Returned'));
    if (status === 'Returned') steps.push(step('Returned', 'Returned', true, 'stopped'));
  }
  return steps;
}

/** Status badge colours of the admin order view: green, blue, red, grey. */
export function adminOrderBadgeTone(status: string): 'green' | 'blue' | 'red' | 'grey' {
  if (status === 'OrderConfirmed' || status === 'Delivered') return 'green';
  if (status === 'Shipped') return 'blue';
  if (status === 'Cancelled') return 'red';
  return 'grey';
}

/** Whether the admin may move a product in `from` to `to` (null) or why not (the refusal message). */
export function adminStatusRefusal(
  from: ProductStatus,
  to: AdminSettableProductStatus,
  stock: number,
): string | null {
  if (from === 'Discontinued') return ADMIN_INSIGHTS_MESSAGES.discontinuedLocked;
  if (to === 'Active' && stock <= 0) return ADMIN_INSIGHTS_MESSAGES.activeNeedsStock;
  return null;
}
