import { randomBytes } from 'node:crypto';
import type { DbOrTx } from '../../db/client.ts';
import { orderItems, orders, orderStatusHistory, payments } from '../../db/schema/index.ts';

/**
 * Test data for the buying modules (used by tests only): a paid order with items in given statuses,
 * with the history rows and the payment a real checkout would have left.
 */

type ItemStatus = (typeof orderItems.$inferInsert)['status'] & string;

export interface FixtureItem {
  product: { id: number; sellerId: number | null; name: string; pricePaise: number; offerPercentage: number };
  quantity?: number;
  status?: ItemStatus;
  /** Delivery time for Delivered/Returned items (defaults to `createdAt`). */
  deliveredAt?: Date;
}

const PATH: Record<string, ItemStatus[]> = {
  PaymentPending: [],
  Expired: [],
  OrderConfirmed: ['OrderConfirmed'],
  Shipped: ['OrderConfirmed', 'Shipped'],
  Delivered: ['OrderConfirmed', 'Shipped', 'Delivered'],
  Cancelled: ['OrderConfirmed', 'Cancelled'],
  Returned: ['OrderConfirmed', 'Shipped', 'Delivered', 'Returned'],
};

export async function createOrderFixture(
  db: DbOrTx,
  o: {
    userId: number;
    items: FixtureItem[];
    createdAt?: Date;
    provider?: 'test' | 'razorpay';
    buyer?: { name: string; email: string; phone: string | null; address: string | null };
  },
) {
  const createdAt = o.createdAt ?? new Date();
  const lines = o.items.map((i) => {
    const q = i.quantity ?? 1;
    const unit = Math.round(i.product.pricePaise - (i.product.pricePaise * i.product.offerPercentage) / 100);
    return { ...i, quantity: q, status: i.status ?? 'OrderConfirmed', unit, total: unit * q };
  });
  const paid = lines.some((l) => l.status !== 'PaymentPending' && l.status !== 'Expired');
  const amount = lines.reduce((s, l) => s + l.total, 0);
  const provider = o.provider ?? 'test';
  const [order] = await db
    .insert(orders)
    .values({
      userId: o.userId,
      status: paid ? 'Paid' : lines[0]?.status === 'Expired' ? 'Expired' : 'Pending',
      amountPaise: amount,
      provider,
      providerOrderId: `order_fx_${randomBytes(6).toString('hex')}`,
      flag: 'buy',
      shippingName: o.buyer?.name ?? 'Asha Verma',
      shippingEmail: o.buyer?.email ?? 'buyer@example.in',
      shippingPhone: o.buyer?.phone ?? '9876543210',
      shippingAddress: o.buyer?.address ?? '12 MG Road, Bengaluru 560001',
      expiresAt: new Date(createdAt.getTime() + 15 * 60_000),
      paidAt: paid ? createdAt : null,
      createdAt,
    })
    .returning();
  const items = [];
  for (const l of lines) {
    const delivered = l.status === 'Delivered' || l.status === 'Returned';
    const [item] = await db
      .insert(orderItems)
      .values({
        orderId: order!.id,
        productId: l.product.id,
        sellerId: l.product.sellerId,
        quantity: l.quantity,
        unitPricePaise: l.product.pricePaise,
        offerPercentage: l.product.offerPercentage,
        totalPaise: l.total,
        productName: l.product.name,
        productImage: null,
        status: l.status,
        deliveredAt: delivered ? (l.deliveredAt ?? createdAt) : null,
        createdAt,
        updatedAt: delivered ? (l.deliveredAt ?? createdAt) : createdAt,
      })
      .returning();
    const steps = PATH[l.status] ?? [];
    if (steps.length)
      await db.insert(orderStatusHistory).values(
        steps.map((s) => ({
          orderItemId: item!.id,
          status: s,
          actor: 'fixture',
          at: s === 'Delivered' && l.deliveredAt ? l.deliveredAt : createdAt,
        })),
      );
    items.push(item!);
  }
  let payment = null;
  if (paid) {
    [payment] = await db
      .insert(payments)
      .values({ orderId: order!.id, provider, providerPaymentId: `pay_fx_${randomBytes(6).toString('hex')}`, amountPaise: amount })
      .returning();
  }
  return { order: order!, items, payment };
}
