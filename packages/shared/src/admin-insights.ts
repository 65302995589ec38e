import { z } from 'zod';
import { idParam } from './ids.ts';
import { productImageSchema, specPairSchema } from './catalog.ts';
import { VISIBLE_ORDER_ITEM_STATUSES, type OrderItemStatus } from './orders-status.ts';
import { PRODUCT_STATUSES, type ProductStatus } from './storefront.ts';

/**
 * The admin dashboard, product management and order management contracts (spec 3 §2, §3, §7 admin table).
 * Money in answers is rupees (numbers). Sales figures are the order items' price snapshots × quantity
 * (`order_items.total_paise`) of paid items, Cancelled and Returned excluded (DECISIONS.md 'Money').
 * Unpaid (PaymentPending) and lapsed (Expired) items never show anywhere here.
 */

// ---------- constants (spec 3 §9) ----------

/** Admin table page sizes; products and orders default to 7. */
export { ADMIN_PAGE_SIZES } from './admin-paging.ts';
export const ADMIN_PRODUCTS_PAGE_SIZE = 7;
export const ADMIN_ORDERS_PAGE_SIZE = 7;
/** The dashboard's Top Selling Products table has 5 rows; names cut to 80 there and to 30 in the lists. */
export const TOP_SELLING_COUNT = 5;
export const TOP_SELLING_NAME_MAX = 80;
export const ADMIN_LIST_NAME_MAX = 30;
/** The category tabs shown while the real categories load (spec 3 §2 'Admin products'). */
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

/** Statuses the admin may set on a product (spec 3 §4); Discontinued is shown but never set here. */
export const ADMIN_SETTABLE_PRODUCT_STATUSES = ['Active', 'Inactive', 'OutOfStock'] as const;
export type AdminSettableProductStatus = (typeof ADMIN_SETTABLE_PRODUCT_STATUSES)[number];

/**
 * The orders page's status tabs. The spec's misspelt 'Returnred' is corrected so Returned matches
 * (DECISIONS.md 'typos'). `status: null` is every status.
 */
export const ADMIN_ORDER_TABS = [
  { label: 'All', status: null },
  { label: 'Shipped', status: 'Shipped' },
  { label: 'Delivered', status: 'Delivered' },
  { label: 'Cancelled', status: 'Cancelled' },
  { label: 'Returned', status: 'Returned' },
] as const;

/** Order status labels of the admin list: OrderConfirmed reads 'Order Placed' there (spec 3 §4). */
export const ADMIN_ORDER_STATUS_LABELS: Readonly<
  Record<(typeof VISIBLE_ORDER_ITEM_STATUSES)[number], string>
> = {
  OrderConfirmed: 'Order Placed',
  Shipped: 'Shipped',
  Delivered: 'Delivered',
  Cancelled: 'Cancelled',
  Returned: 'Returned',
};

/** Spec 3 §2 and §8 texts (typos corrected per DECISIONS.md). */
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
const page = z.coerce.number().int().min(1).max(100_000).default(1);
const search = z.string().trim().max(100).optional();

// ---------- dashboard ----------

/**
 * `GET /api/admin/sales` (spec 3 §3 'Admin sales response'):
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

/**
 * `GET /api/admin/cms/categories/productCount`: every category with its products (Discontinued left out),
 * most first, then by name; the first is the highest category.
 */
export const categoryProductCountSchema = z.object({
  categories: z.array(z.object({ name: z.string(), productCount: z.number().int() })),
});
export type CategoryProductCount = z.infer<typeof categoryProductCountSchema>;

export const topSellingParamsSchema = z.object({ count: z.coerce.number().int().min(1).max(20) });

/**
 * `GET /api/admin/products/topselling/{count}`: the products with the most order items counted as sales
 * (Cancelled, Returned, unpaid excluded), most first, then by id; only products sold at least once.
 * `orderItems` is that count, `unitsSold` the units.
 */
export const topSellingSchema = z.object({
  products: z.array(
    z.object({
      id,
      name: z.string(),
      price: z.number(),
      offerPercentage: z.number().int(),
      orderItems: z.number().int(),
      unitsSold: z.number().int(),
    }),
  ),
});
export type TopSelling = z.infer<typeof topSellingSchema>;

// ---------- products ----------

/** `GET /api/admin/products` query: every status is visible to the admin; `search` matches the name. */
export const adminProductsQuerySchema = z
  .object({
    page,
    limit: z.coerce.number().int().min(1).max(50).default(ADMIN_PRODUCTS_PAGE_SIZE),
    category: z.string().trim().min(1).max(100).optional(),
    search,
  })
  .strict();
export type AdminProductsQuery = z.infer<typeof adminProductsQuerySchema>;

export const adminProductRowSchema = z.object({
  id,
  name: z.string(),
  /** List price, rupees. */
  price: z.number(),
  offerPercentage: z.number().int(),
  sellingPrice: z.number(),
  stock: z.number().int(),
  status: z.enum(PRODUCT_STATUSES),
  categoryName: z.string(),
  /** The first image, or null. */
  image: z.string().nullable(),
  sellerName: z.string().nullable(),
});
export type AdminProductRow = z.infer<typeof adminProductRowSchema>;

/** `GET /api/admin/products` answer: one page by id ascending, and the total matching. */
export const adminProductsSchema = z.object({
  products: z.array(adminProductRowSchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});
export type AdminProducts = z.infer<typeof adminProductsSchema>;

/**
 * `GET /api/admin/products/productStats`: a partition of every product —
 * `discontinued` (status Discontinued), `outOfStock` (OutOfStock or no stock), `inStock` (the rest) — and the
 * categories (every category, with its products of any status) for the filter tabs.
 */
export const adminProductStatsSchema = z.object({
  totalProducts: z.number().int(),
  inStock: z.number().int(),
  outOfStock: z.number().int(),
  discontinued: z.number().int(),
  categories: z.array(z.object({ name: z.string(), productCount: z.number().int() })),
});
export type AdminProductStats = z.infer<typeof adminProductStatsSchema>;

export const adminIdParamsSchema = z.object({ id: idParam });

/** `GET /api/admin/products/{id}` → `{ product }`: any status, with seller and reviews (newest first). */
export const adminProductDetailSchema = z.object({
  id,
  name: z.string(),
  description: z.string(),
  brand: z.string(),
  price: z.number(),
  offerPercentage: z.number().int(),
  sellingPrice: z.number(),
  stock: z.number().int(),
  status: z.enum(PRODUCT_STATUSES),
  categoryName: z.string(),
  images: z.array(productImageSchema),
  details: z.array(specPairSchema),
  seller: z.object({ id, name: z.string() }).nullable(),
  averageRating: z.number(),
  reviewCount: z.number().int(),
  reviews: z.array(
    z.object({
      id,
      rating: z.number().int(),
      content: z.string(),
      createdAt: z.string(),
      user: z.object({ name: z.string() }),
    }),
  ),
  /** Counted sales of this product: items and rupees (Cancelled, Returned excluded). */
  unitsSold: z.number().int(),
  totalSales: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminProductDetail = z.infer<typeof adminProductDetailSchema>;
export const adminProductAnswerSchema = z.object({ product: adminProductDetailSchema });

/** `PATCH /api/admin/products/updateStatus/{id}` body. */
export const adminProductStatusSchema = z
  .object({ status: z.enum(ADMIN_SETTABLE_PRODUCT_STATUSES, ADMIN_INSIGHTS_MESSAGES.statusRequired) })
  .strict();
export type AdminProductStatusInput = z.infer<typeof adminProductStatusSchema>;
export const adminProductStatusAnswerSchema = z.object({
  message: z.string(),
  product: z.object({ id, status: z.enum(PRODUCT_STATUSES), updatedAt: z.string() }),
});
export type AdminProductStatusAnswer = z.infer<typeof adminProductStatusAnswerSchema>;

// ---------- orders ----------

/** `GET /api/admin/orders` query: `status` filters (absent = all), `search` matches product or customer name. */
export const adminOrdersQuerySchema = z
  .object({
    page,
    limit: z.coerce.number().int().min(1).max(50).default(ADMIN_ORDERS_PAGE_SIZE),
    status: z.enum(VISIBLE_ORDER_ITEM_STATUSES).optional(),
    search,
  })
  .strict();
export type AdminOrdersQuery = z.infer<typeof adminOrdersQuerySchema>;

/**
 * One row of the orders table: an order item. `product` is the live product (null once deleted: 'Product
 * Deleted', total 'N/A'); `customerName` the checkout's shipping name, else the buyer's (null: 'Unknown').
 */
export const adminOrderRowSchema = z.object({
  id,
  orderId: id,
  product: z.object({ id, name: z.string(), image: z.string().nullable() }).nullable(),
  customerName: z.string().nullable(),
  quantity: z.number().int(),
  /** What the buyer paid for the line, rupees. */
  total: z.number(),
  status: z.enum(VISIBLE_ORDER_ITEM_STATUSES),
  createdAt: z.string(),
});
export type AdminOrderRow = z.infer<typeof adminOrderRowSchema>;

/**
 * `GET /api/admin/orders` (spec 3 §3 'Orders list response'): the page of items (newest first), `total`
 * matching the filters, and figures over every paid item whatever the filters: `orders` (all items),
 * `returns` (Returned), `fulfilledOrders` (Delivered).
 */
export const adminOrdersSchema = z.object({
  orderItems: z.array(adminOrderRowSchema),
  orders: z.number().int(),
  returns: z.number().int(),
  fulfilledOrders: z.number().int(),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});
export type AdminOrders = z.infer<typeof adminOrdersSchema>;

/**
 * `GET /api/admin/orders/{id}` (order item id; spec 3 §3 'Admin order view'). `product` is null once deleted;
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
  product: z
    .object({
      id,
      name: z.string(),
      price: z.number(),
      offerPercentage: z.number().int(),
      images: z.array(z.object({ url: z.string() })),
      seller: z.object({ id, name: z.string() }).nullable(),
    })
    .nullable(),
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
 * The admin order timeline (spec 3 §4): Order Placed (always done, at createdAt); Shipped; Delivered; for
 * Cancelled the Delivered step is replaced by Cancelled, for Returned a Returned step follows Delivered.
 * A step is done when the stored status history has it; items without any history (older data) fall back
 * to the spec's reading: Shipped done for Shipped/Delivered/Cancelled/Returned, Delivered for Delivered/Returned,
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

/** Status badge colours of the admin order view (spec 3 §4): green, blue, red, grey. */
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
