import { sql } from 'drizzle-orm';
import { ORDER_ITEM_STATUSES } from '@electrohub/shared/orders-status';
import {
  check,
  index,
  integer,
  numeric,
  pgEnum,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { cascadeRef, createdAt, serialId, setNullRef, timestamptz, updatedAt } from './common.ts';
import { sellers, users } from './accounts.ts';
import { products } from './catalog.ts';

export const orderStatusEnum = pgEnum('order_status', ['Pending', 'Paid', 'Expired']);
export const orderItemStatusEnum = pgEnum('order_item_status', ORDER_ITEM_STATUSES);
export const paymentProviderEnum = pgEnum('payment_provider', ['test', 'razorpay']);

/**
 * An order is one checkout: a pending reservation until paid (expires after 15 minutes), then paid.
 * Shipping details are a snapshot taken at checkout; the buyer may be deleted later (user_id → null).
 */
export const orders = pgTable(
  'orders',
  {
    id: serialId(),
    userId: setNullRef('user_id', () => users.id),
    status: orderStatusEnum('status').notNull().default('Pending'),
    amountPaise: integer('amount_paise').notNull(),
    currency: text('currency').notNull().default('INR'),
    provider: paymentProviderEnum('provider').notNull(),
    providerOrderId: text('provider_order_id').notNull(),
    flag: text('flag').notNull().default('buy'),
    shippingName: text('shipping_name'),
    shippingEmail: text('shipping_email'),
    shippingPhone: text('shipping_phone'),
    shippingAddress: text('shipping_address'),
    expiresAt: timestamptz('expires_at').notNull(),
    paidAt: timestamptz('paid_at'),
    createdAt: createdAt(),
  },
  (t) => [
    check('orders_amount_nonneg', sql`${t.amountPaise} >= 0`),
    uniqueIndex('orders_provider_order_uq').on(t.provider, t.providerOrderId),
    index('orders_user_created_id_idx').on(t.userId, t.createdAt, t.id),
    index('orders_status_expires_idx').on(t.status, t.expiresAt),
  ],
);

/** One product line of an order, with the price and offer paid (statistics use this snapshot). */
export const orderItems = pgTable(
  'order_items',
  {
    id: serialId(),
    orderId: cascadeRef('order_id', () => orders.id),
    productId: setNullRef('product_id', () => products.id),
    sellerId: setNullRef('seller_id', () => sellers.id),
    quantity: integer('quantity').notNull(),
    unitPricePaise: integer('unit_price_paise').notNull(),
    offerPercentage: numeric('offer_percentage', { precision: 5, scale: 2, mode: 'number' })
      .notNull()
      .default(0),
    /** Selling price × quantity, in paise: what the buyer paid for this line. */
    totalPaise: integer('total_paise').notNull(),
    productName: text('product_name').notNull(),
    productImage: text('product_image'),
    status: orderItemStatusEnum('status').notNull().default('PaymentPending'),
    deliveredAt: timestamptz('delivered_at'),
    /** The commission rate in force when the payment was confirmed, in hundredths of a percent (decision 049). */
    commissionRateBps: integer('commission_rate_bps'),
    /** round(total_paise × rate / 100), snapshotted with the rate. */
    commissionPaise: integer('commission_paise'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('order_items_quantity_pos', sql`${t.quantity} >= 1`),
    check('order_items_money_nonneg', sql`${t.unitPricePaise} >= 0 and ${t.totalPaise} >= 0`),
    check('order_items_offer_range', sql`${t.offerPercentage} between 0 and 100`),
    index('order_items_order_idx').on(t.orderId),
    index('order_items_seller_status_created_idx').on(t.sellerId, t.status, t.createdAt),
    index('order_items_product_idx').on(t.productId, t.status),
    index('order_items_status_created_idx').on(t.status, t.createdAt),
    // The admin's order lines, newest first, by keyset (migration 0009).
    index('order_items_created_id_idx').on(t.createdAt, t.id),
  ],
);

/** Every status change with its time: the tracking timeline's dates. */
export const orderStatusHistory = pgTable(
  'order_status_history',
  {
    id: serialId(),
    orderItemId: cascadeRef('order_item_id', () => orderItems.id),
    status: orderItemStatusEnum('status').notNull(),
    actor: text('actor').notNull(),
    at: timestamptz('at').notNull().defaultNow(),
  },
  (t) => [index('order_status_history_item_idx').on(t.orderItemId, t.at)],
);

export const payments = pgTable(
  'payments',
  {
    id: serialId(),
    orderId: cascadeRef('order_id', () => orders.id),
    provider: paymentProviderEnum('provider').notNull(),
    providerPaymentId: text('provider_payment_id').notNull(),
    amountPaise: integer('amount_paise').notNull(),
    status: text('status').notNull().default('captured'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('payments_provider_payment_uq').on(t.provider, t.providerPaymentId),
    index('payments_order_idx').on(t.orderId),
    index('payments_created_idx').on(t.createdAt),
    check('payments_amount_nonneg', sql`${t.amountPaise} >= 0`),
  ],
);

export const refunds = pgTable(
  'refunds',
  {
    id: serialId(),
    orderItemId: cascadeRef('order_item_id', () => orderItems.id),
    paymentId: setNullRef('payment_id', () => payments.id),
    amountPaise: integer('amount_paise').notNull(),
    providerRefundId: text('provider_refund_id'),
    /** `processed`, or for Razorpay `pending` → `refunding` (provider called) → `processed` | `failed`. */
    status: text('status').notNull().default('processed'),
    /** Provider calls made (Razorpay). */
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /** The pg-boss job that sends it (Razorpay; queued in the same transaction). */
    jobId: uuid('job_id'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('refunds_order_item_uq').on(t.orderItemId),
    check('refunds_amount_nonneg', sql`${t.amountPaise} >= 0`),
  ],
);
