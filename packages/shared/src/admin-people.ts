import { z } from 'zod';
import { idParam } from './ids.ts';
import { VISIBLE_ORDER_ITEM_STATUSES } from './orders-status.ts';

/**
 * Admin user management contracts (spec 3 §2 'Admin sellers list' … 'Admin list', §3, §7 admin table):
 * sellers, buyers and admins as the administrator sees them. Money is rupees (numbers); every figure is taken
 * from the order items' price-paid snapshot (`total_paise`) and leaves Cancelled and Returned items out
 * (DECISIONS.md 'Money, stock, checkout'). Dates are ISO 8601. No answer ever carries a password, a security
 * answer, a hash or a token (DECISIONS.md 'Sessions and access').
 */

/** Admin tables: page sizes 7/10/20/50 (spec 3 §9). */
export { ADMIN_PAGE_SIZES } from './admin-paging.ts';
/** Default page sizes (spec 3 §9): sellers 10, buyers 10, products and orders 7. */
export const ADMIN_SELLERS_PAGE_SIZE = 10;
export const ADMIN_BUYERS_PAGE_SIZE = 10;
export const ADMIN_DETAIL_PAGE_SIZE = 7;
/** Largest `limit` a paged admin list accepts. */
export const ADMIN_MAX_LIMIT = 50;
/** The sellers table cuts the address ('Location') to 20 characters (spec 3 §9). */
export const ADMIN_LOCATION_MAX = 20;
/** Seller phones are shown with this prefix (spec 3 §1). */
export const PHONE_PREFIX = '+91';
/** Search boxes wait this long after the last key (spec 3 §5). */
export const ADMIN_SEARCH_DEBOUNCE_MS = 300;
/** Top sellers rank by units sold over this many days (DECISIONS.md 'Listing, search, ranking'). */
export const TOP_SELLER_WINDOW_DAYS = 90;

/** The texts of these screens (spec 3 §2 with DECISIONS.md's typo corrections). */
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

/** `?page=&limit=&search=` of the paged admin lists; unknown parameters are refused. */
export const adminPeopleListQuerySchema = z
  .object({
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    /** 10 by default: the sellers and buyers default (spec 3 §9). */
    limit: z.coerce.number().int().min(1).max(ADMIN_MAX_LIMIT).default(ADMIN_SELLERS_PAGE_SIZE),
    /** Part of the name or e-mail, case-insensitive; blank means everything. */
    search: z.string().trim().max(100).optional(),
  })
  .strict();
export type AdminPeopleListQuery = z.infer<typeof adminPeopleListQuerySchema>;

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
  createdAt: isoDate,
});
export type AdminSellerRow = z.infer<typeof adminSellerRowSchema>;

/** `GET /api/admin/sellers`: one page, newest sellers first; `total` counts every match. */
export const adminSellersAnswerSchema = z.object({
  sellers: z.array(adminSellerRowSchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});
export type AdminSellersAnswer = z.infer<typeof adminSellersAnswerSchema>;

/**
 * `GET /api/admin/sellers/topsellers`: every seller ranked by units sold in the last 90 days (Cancelled and
 * Returned excluded), then by `productsCount`, then by id (DECISIONS.md 'Top sellers'). `rank` is 1-based
 * over the whole ranking.
 */
export const adminTopSellerRowSchema = adminSellerRowSchema.extend({
  rank: z.number().int(),
  unitsSold: z.number().int(),
});
export type AdminTopSellerRow = z.infer<typeof adminTopSellerRowSchema>;
export const adminTopSellersAnswerSchema = z.object({
  sellers: z.array(adminTopSellerRowSchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});
export type AdminTopSellersAnswer = z.infer<typeof adminTopSellersAnswerSchema>;

/** A product of the seller, whatever its status (the admin opens it at /admin/productsmanage/{id}). */
export const adminSellerProductSchema = z.object({
  id,
  name: z.string(),
  categoryName: z.string(),
  price: z.number(),
  offerPercentage: z.number().int(),
  stock: z.number().int(),
  status: z.enum(['Active', 'Inactive', 'OutOfStock', 'Discontinued']),
  image: z.string().nullable(),
  /** Units sold, all time (Cancelled and Returned excluded). */
  unitsSold: z.number().int(),
  createdAt: isoDate,
});
export type AdminSellerProduct = z.infer<typeof adminSellerProductSchema>;

/**
 * An order item (the admin opens it at /admin/ordersmanage/{id}, `id` being the order item's). Name and
 * image are the checkout snapshot; `productId` is null once the product was deleted. `total` is what the buyer
 * paid for the line.
 */
export const adminOrderItemRowSchema = z.object({
  id,
  orderId: id,
  productId: id.nullable(),
  productName: z.string(),
  productImage: z.string().nullable(),
  quantity: z.number().int(),
  total: z.number(),
  status: z.enum(VISIBLE_ORDER_ITEM_STATUSES),
  customerName: z.string().nullable(),
  createdAt: isoDate,
});
export type AdminOrderItemRow = z.infer<typeof adminOrderItemRowSchema>;

/**
 * `GET /api/admin/sellers/{id}` (spec 3 §3 'Seller detail response (admin)'):
 * - `averageRating`: mean of every review of the seller's products (0 when none), `ratingCount` reviews;
 * - `totalSales`: rupees paid for the seller's sold items; `unitsSold` their quantity; `totalOrders` the items;
 * - `totalReturns`: items Returned;
 * - `sellerProducts`: every product of the seller, newest first;
 * - `orders`: every paid order item of the seller, newest first (PaymentPending/Expired never show).
 */
export const adminSellerDetailSchema = z.object({
  seller: adminSellerRowSchema,
  averageRating: z.number(),
  ratingCount: z.number().int(),
  totalSales: z.number(),
  unitsSold: z.number().int(),
  totalOrders: z.number().int(),
  totalReturns: z.number().int(),
  sellerProducts: z.array(adminSellerProductSchema),
  orders: z.array(adminOrderItemRowSchema),
});
export type AdminSellerDetail = z.infer<typeof adminSellerDetailSchema>;

/** 'Unknown' when the buyer never said (spec 3 §3, spelling corrected by DECISIONS.md). */
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

/** `GET /api/admin/users`: one page of buyers, newest first, matching `search` on name or e-mail. */
export const adminBuyersAnswerSchema = z.object({
  buyers: z.array(adminBuyerRowSchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});
export type AdminBuyersAnswer = z.infer<typeof adminBuyersAnswerSchema>;

export const adminBuyerReviewSchema = z.object({
  id,
  productId: id,
  /** The product's current name. */
  product: z.string(),
  rating: z.number().int(),
  content: z.string(),
  createdAt: isoDate,
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
 * `GET /api/admin/users/{id}` (spec 3 §3 'Buyer (admin view)'), over the buyer's paid orders:
 * - `buyer.orders`: paid orders, newest first, `total` = amount charged at checkout;
 * - `buyer.reviews`: the buyer's reviews, newest first;
 * - `orderItems`: every paid order item, newest first (Purchase History);
 * - `totalSpend`: rupees of sold items (Cancelled and Returned excluded); `itemsPurchased` their quantity;
 * - `returns`: items Returned; `avgOrderValue`: totalSpend ÷ orders with at least one sold item (0 when none);
 * - `transactions`: payments and refunds, newest first (Payment Details).
 */
export const adminBuyerDetailSchema = z.object({
  buyer: adminBuyerRowSchema.omit({ ordersCount: true, totalSpend: true }).extend({
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

/** `GET /api/admin/admins`: every admin, oldest first (spec 3 §3 'Admin'). */
export const adminRowSchema = z.object({ id, name: z.string(), email: z.string(), createdAt: isoDate });
export type AdminRow = z.infer<typeof adminRowSchema>;
export const adminsAnswerSchema = z.array(adminRowSchema);
export type AdminsAnswer = z.infer<typeof adminsAnswerSchema>;

/** '+91 9876543210' (spec 3 §1); null when there is no phone. */
export function withPhonePrefix(phone: string | null | undefined): string | null {
  const digits = phone?.trim();
  if (!digits) return null;
  return digits.startsWith('+') ? digits : `${PHONE_PREFIX} ${digits}`;
}
