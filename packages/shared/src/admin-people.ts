import { z } from 'zod';
import { idParam } from './ids.ts';
import { productImageSchema } from './catalog.ts';
import { adminOrderProductSchema } from './admin-insights.ts';
import { keysetPageQuerySchema, listPageQuerySchema } from './contract/list-query.ts';
import { VISIBLE_ORDER_ITEM_STATUSES } from './orders-status.ts';
import { sellerStatusSchema } from './money.ts';

/**
 * Admin user management contracts:
 * sellers, buyers and admins as the administrator sees them. Money is rupees (numbers); every figure is taken
 * from the order items' price-paid snapshot (`total_paise`) and leaves Cancelled and Returned items out
 * (docs/product.md#money-and-prices). Dates are ISO 8601. No answer ever carries a password, a security
 * answer, a hash or a token.
 */

/** Admin tables: page sizes 7/10/20/50. */
export { ADMIN_PAGE_SIZES } from './admin-paging.ts';
/** Default page sizes: sellers 10, buyers 10, products and orders 7. */
export const ADMIN_SELLERS_PAGE_SIZE = 10;
export const ADMIN_BUYERS_PAGE_SIZE = 10;
export const ADMIN_DETAIL_PAGE_SIZE = 7;
/** The sellers table cuts the address ('Location') to 20 characters. */
export const ADMIN_LOCATION_MAX = 20;
/** Seller phones are shown with this prefix (India's country code). */
export const PHONE_PREFIX = '+91';
/** Search boxes wait this long after the last key. */
export const ADMIN_SEARCH_DEBOUNCE_MS = 300;
/** Top sellers rank by units sold over this many days, Cancelled and Returned excluded. */
export const TOP_SELLER_WINDOW_DAYS = 90;

/** The texts of these screens, typos people would see corrected. */
export const ADMIN_PEOPLE_MESSAGES = {
  sellersEmpty: 'Sellers not available',
  buyersEmpty: 'Buyers not available',
  adminsEmpty: 'Admins not available',
  transactionsEmpty: 'Transactions not available',
  reviewsEmpty: 'No reviews yet!',
  ordersEmpty: 'Orders not available',
  productsEmpty: 'Products not available',
  sellerNotFound: 'Seller not found',
  buyerNotFound: 'Buyer not found',
  unknownGender: 'Unknown',
  unknownCustomer: 'Unknown',
  productDeleted: 'Product Deleted',
  notAvailable: 'N/A',
  searchPlaceholder: 'Search by name or email...',
} as const;

const id = z.number().int();
const isoDate = z.string();
/** A product's images as every product of the API carries them (first = cover). */
const imagesSchema = z.array(productImageSchema.partial({ id: true }));

/**
 * `?page=&limit=&search=` of the paged admin lists (list-query.ts: without them, the first 1,000 rows; the admin
 * tables ask for 10 a page); unknown parameters are refused.
 */
export const adminPeopleListQuerySchema = listPageQuerySchema
  .extend({
    /** Part of the name or e-mail, case-insensitive; blank means everything. */
    search: z.string().trim().max(100).optional(),
  })
  .strict();
export type AdminPeopleListQuery = z.infer<typeof adminPeopleListQuerySchema>;

/** `GET /api/admin/users`: the same, or `?cursor=&limit=&search=` (the `Link` header's `next`; the list can grow without bound). */
export const adminUsersQuerySchema = keysetPageQuerySchema
  .extend({ search: z.string().trim().max(100).optional() })
  .strict();
export type AdminUsersQuery = z.infer<typeof adminUsersQuerySchema>;

export const adminPersonIdPathSchema = z.object({ id: idParam });

/**
 * A seller row. `productsCount` counts the seller's catalogue (Active, Inactive, OutOfStock; Discontinued
 * products are deleted ones kept for order history and are left out).
 */
export const adminSellerRowSchema = z.object({
  id,
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  pfp: z.string().nullable(),
  productsCount: z.number().int(),
  /** The seller's standing (money.ts): a suspended or pending seller's products are in no public answer. */
  status: sellerStatusSchema,
  createdAt: isoDate,
});
export type AdminSellerRow = z.infer<typeof adminSellerRowSchema>;

/** `GET /api/admin/sellers` ("lists"): the bare list, one page, newest sellers first; X-Total-Count counts every match. */
export const adminSellersAnswerSchema = z.array(adminSellerRowSchema);
export type AdminSellersAnswer = z.infer<typeof adminSellersAnswerSchema>;

/**
 * `GET /api/admin/sellers/topsellers`: every seller ranked by units sold in the last 90 days (Cancelled and
 * Returned excluded), then by `productsCount`, then by id. `rank` is 1-based
 * over the whole ranking.
 */
export const adminTopSellerRowSchema = adminSellerRowSchema.extend({
  rank: z.number().int(),
  unitsSold: z.number().int(),
});
export type AdminTopSellerRow = z.infer<typeof adminTopSellerRowSchema>;
/** `GET /api/admin/sellers/topsellers`: the bare list, one page of the ranking; X-Total-Count counts every match. */
export const adminTopSellersAnswerSchema = z.array(adminTopSellerRowSchema);
export type AdminTopSellersAnswer = z.infer<typeof adminTopSellersAnswerSchema>;

/** A product of the seller, whatever its status (the admin opens it at /admin/productsmanage/{id}). */
export const adminSellerProductSchema = z.object({
  id,
  name: z.string(),
  categoryName: z.string(),
  price: z.number(),
  offerPercentage: z.number(),
  stock: z.number().int(),
  status: z.enum(['Active', 'Inactive', 'OutOfStock', 'Discontinued']),
  images: imagesSchema,
  /** Units sold, all time (Cancelled and Returned excluded). */
  unitsSold: z.number().int(),
  createdAt: isoDate,
});
export type AdminSellerProduct = z.infer<typeof adminSellerProductSchema>;

/**
 * An order item (the admin opens it at /admin/ordersmanage/{id}, `id` being the order
 * item's). `product` is the live product (null once deleted, as is `productId`); `productName` the checkout
 * snapshot of its name. `total` is what the buyer paid for the line.
 */
export const adminOrderItemRowSchema = z.object({
  id,
  orderId: id,
  productId: id.nullable(),
  product: adminOrderProductSchema.omit({ seller: true }).nullable(),
  productName: z.string(),
  quantity: z.number().int(),
  total: z.number(),
  status: z.enum(VISIBLE_ORDER_ITEM_STATUSES),
  customerName: z.string().nullable(),
  createdAt: isoDate,
});
export type AdminOrderItemRow = z.infer<typeof adminOrderItemRowSchema>;

/**
 * `GET /api/admin/sellers/{id}`:
 * - `averageRating`: mean of every review of the seller's products (0 when none), `ratingCount` reviews;
 * - `totalSales`: the count of the seller's sold order items (Cancelled, Returned and unpaid left out), the figure
 *   a client written to the table shows as 'Order Completion'; `totalOrders` the same count (kept for our own
 *   screens); `totalRevenue`: rupees paid for those items; `unitsSold` their quantity;
 * - `totalReturns`: items Returned;
 * - `sellerProducts`: every product of the seller, newest first;
 * - `orders`: every paid order item of the seller, newest first (PaymentPending/Expired never show).
 */
export const adminSellerDetailSchema = z.object({
  seller: adminSellerRowSchema,
  averageRating: z.number(),
  ratingCount: z.number().int(),
  totalSales: z.number().int(),
  totalRevenue: z.number(),
  unitsSold: z.number().int(),
  totalOrders: z.number().int(),
  totalReturns: z.number().int(),
  sellerProducts: z.array(adminSellerProductSchema),
  orders: z.array(adminOrderItemRowSchema),
});
export type AdminSellerDetail = z.infer<typeof adminSellerDetailSchema>;

/** 'Unknown' when the buyer never said (the original's misspelling corrected). */
export const ADMIN_GENDERS = ['Male', 'Female', 'Unknown'] as const;

/** A buyer row: `ordersCount` paid orders, `totalSpend` rupees of their sold items. */
export const adminBuyerRowSchema = z.object({
  id,
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  gender: z.enum(ADMIN_GENDERS),
  pfp: z.string().nullable(),
  ordersCount: z.number().int(),
  totalSpend: z.number(),
  createdAt: isoDate,
});
export type AdminBuyerRow = z.infer<typeof adminBuyerRowSchema>;

/**
 * `GET /api/admin/users` ("buyers"): the bare list, one page of buyers, newest first, matching `search` on name or
 * e-mail; X-Total-Count counts every match.
 */
export const adminBuyersAnswerSchema = z.array(adminBuyerRowSchema);
export type AdminBuyersAnswer = z.infer<typeof adminBuyersAnswerSchema>;

/** A review of the buyer: the product reviewed (its current name), and the reviewer as every review carries it. */
export const adminBuyerReviewSchema = z.object({
  id,
  productId: id,
  product: z.object({ id, name: z.string() }),
  rating: z.number().int(),
  content: z.string(),
  createdAt: isoDate,
  user: z.object({ name: z.string(), pfp: z.string().nullable() }),
});

/** A recorded money movement of the buyer: a captured payment of an order, or a refund of one of its items. */
export const adminTransactionSchema = z.object({
  /** `payment-{id}` or `refund-{id}`: unique within the list. */
  key: z.string(),
  type: z.enum(['Payment', 'Refund']),
  orderId: id,
  orderItemId: id.nullable(),
  provider: z.enum(['test', 'razorpay']),
  /** The gateway's payment or refund id (null while a refund waits for the gateway). */
  reference: z.string().nullable(),
  amount: z.number(),
  status: z.string(),
  createdAt: isoDate,
});
export type AdminTransaction = z.infer<typeof adminTransactionSchema>;

/**
 * `GET /api/admin/users/{id}` (the user's fields, reviews and orders, and
 * also totalSpend, itemsPurchased, returns, avgOrderValue, orderItems), over the buyer's paid orders:
 * - `user`: the buyer's profile with `orders` (paid orders, newest first, `total` = amount charged at checkout)
 *   and `reviews` (newest first);
 * - `orderItems`: every paid order item, newest first (Purchase History);
 * - `totalSpend`: rupees of sold items (Cancelled and Returned excluded); `itemsPurchased` their quantity;
 * - `returns`: items Returned; `avgOrderValue`: totalSpend ÷ orders with at least one sold item (0 when none);
 * - `transactions`: payments and refunds, newest first (Payment Details).
 */
export const adminBuyerDetailSchema = z.object({
  user: adminBuyerRowSchema.omit({ ordersCount: true, totalSpend: true }).extend({
    reviews: z.array(adminBuyerReviewSchema),
    orders: z.array(z.object({ id, createdAt: isoDate, total: z.number(), items: z.number().int() })),
  }),
  totalSpend: z.number(),
  itemsPurchased: z.number().int(),
  returns: z.number().int(),
  avgOrderValue: z.number(),
  orderItems: z.array(adminOrderItemRowSchema),
  transactions: z.array(adminTransactionSchema),
});
export type AdminBuyerDetail = z.infer<typeof adminBuyerDetailSchema>;

/** `GET /api/admin/admins` ("list of admins"): the bare list, oldest first, paged. */
export const adminRowSchema = z.object({ id, name: z.string(), email: z.string(), createdAt: isoDate });
export type AdminRow = z.infer<typeof adminRowSchema>;
export const adminsAnswerSchema = z.array(adminRowSchema);
export type AdminsAnswer = z.infer<typeof adminsAnswerSchema>;

/** '+91 9876543210'; null when there is no phone. */
export function withPhonePrefix(phone: string | null | undefined): string | null {
  const digits = phone?.trim();
  if (!digits) return null;
  return digits.startsWith('+') ? digits : `${PHONE_PREFIX} ${digits}`;
}
