/**
 * Planning 60 days of paid orders: when they were placed, what was in them, and how each item moved
 * through OrderConfirmed → Shipped → Delivered (or Cancelled / Returned), with the time of each step.
 * Pure data; demo.ts writes it. Then reviews, only for items that were delivered.
 */
import { sellingPricePaise } from '@electrohub/shared/pricing';
import { DAY_MS } from './catalog.ts';
import { reviewText } from './people-data.ts';
import type { Rng } from './random.ts';

export type ItemStatus = 'OrderConfirmed' | 'Shipped' | 'Delivered' | 'Cancelled' | 'Returned';
export const ITEM_STATUSES: readonly ItemStatus[] = [
  'OrderConfirmed',
  'Shipped',
  'Delivered',
  'Cancelled',
  'Returned',
];

const HOUR_MS = 60 * 60 * 1000;
/** India Standard Time is UTC+05:30 all year; the shop's day runs on it (`STORE_TIMEZONE`). */
const IST_OFFSET_MS = 5.5 * HOUR_MS;

export interface OrderableProduct {
  id: number;
  sellerId: number;
  categoryName: string;
  name: string;
  pricePaise: number;
  offerPercentage: number;
  createdAt: Date;
  /** Relative popularity. */
  weight: number;
}

export interface OrderBuyer {
  id: number;
  name: string;
  email: string;
  phone: string;
  address: string;
  createdAt: Date;
  weight: number;
}

export interface Step {
  status: ItemStatus;
  actor: 'system' | 'seller' | 'user';
  at: Date;
}

export interface PlannedItem {
  product: OrderableProduct;
  quantity: number;
  totalPaise: number;
  status: ItemStatus;
  steps: Step[];
  deliveredAt: Date | null;
  updatedAt: Date;
}

export interface PlannedOrder {
  /** 1-based, in time order; used for the provider ids. */
  seq: number;
  buyer: OrderBuyer;
  createdAt: Date;
  paidAt: Date;
  amountPaise: number;
  flag: 'buy' | 'cart';
  items: PlannedItem[];
}

export interface PlannedReview {
  productId: number;
  userId: number;
  categoryName: string;
  rating: number;
  content: string;
  createdAt: Date;
}

type Fate = 'normal' | 'cancel' | 'return';

/** The steps an item goes through from `confirmed`, cut at `now`. */
function itemSteps(
  rng: Rng,
  confirmed: Date,
  now: Date,
  fate: Fate,
  timing?: { shipAfter: number; deliverAfter: number },
): Step[] {
  const c = confirmed.getTime();
  const ship = c + (timing?.shipAfter ?? rng.range(8 * HOUR_MS, 2 * DAY_MS));
  const deliver = ship + (timing?.deliverAfter ?? rng.range(2 * DAY_MS, 5 * DAY_MS));
  const steps: Step[] = [{ status: 'OrderConfirmed', actor: 'system', at: confirmed }];
  if (fate === 'cancel') {
    // Buyers cancel before delivery, often before it ships; sellers sometimes cancel for lack of stock.
    const cancel = Math.min(c + rng.range(HOUR_MS, 2 * DAY_MS), deliver - HOUR_MS);
    if (cancel > ship) steps.push({ status: 'Shipped', actor: 'seller', at: new Date(ship) });
    steps.push({ status: 'Cancelled', actor: rng.chance(0.8) ? 'user' : 'seller', at: new Date(cancel) });
  } else {
    steps.push({ status: 'Shipped', actor: 'seller', at: new Date(ship) });
    steps.push({ status: 'Delivered', actor: 'seller', at: new Date(deliver) });
    if (fate === 'return')
      steps.push({
        status: 'Returned',
        actor: 'user',
        at: new Date(deliver + rng.range(DAY_MS, 12 * DAY_MS)),
      });
  }
  return steps.filter((s) => s.at.getTime() <= now.getTime());
}

function makeItem(
  rng: Rng,
  product: OrderableProduct,
  confirmed: Date,
  now: Date,
  fate?: Fate,
  timing?: { shipAfter: number; deliverAfter: number },
): PlannedItem {
  const cheap = product.pricePaise < 300_000;
  const quantity = rng.weighted(
    cheap
      ? [
          [1, 75],
          [2, 20],
          [3, 5],
        ]
      : [
          [1, 93],
          [2, 7],
        ],
  );
  const chosenFate: Fate =
    fate ??
    rng.weighted<Fate>([
      ['normal', 88],
      ['cancel', 7],
      ['return', 5],
    ]);
  const steps = itemSteps(rng, confirmed, now, chosenFate, timing);
  const last = steps[steps.length - 1]!;
  return {
    product,
    quantity,
    totalPaise: sellingPricePaise(product.pricePaise, product.offerPercentage) * quantity,
    status: last.status,
    steps,
    deliveredAt: steps.find((s) => s.status === 'Delivered')?.at ?? null,
    updatedAt: last.at,
  };
}

/** Midnight IST of the day `daysAgo` days before `now`, as a UTC instant. */
function istDayStart(now: Date, daysAgo: number): number {
  const local = now.getTime() + IST_OFFSET_MS;
  return Math.floor(local / DAY_MS) * DAY_MS - IST_OFFSET_MS - daysAgo * DAY_MS;
}

function weightedPick<T extends { weight: number }>(rng: Rng, items: readonly T[]): T {
  return rng.weighted(items.map((i) => [i, i.weight] as const));
}

export interface OrderPlanInput {
  products: readonly OrderableProduct[];
  buyers: readonly OrderBuyer[];
  demoSellerId: number;
  now: Date;
  days?: number;
  /** Average orders per day at the middle of the period. */
  perDay?: number;
}

export function planOrders(rng: Rng, input: OrderPlanInput): PlannedOrder[] {
  const { products, buyers, demoSellerId, now } = input;
  const days = input.days ?? 60;
  const perDay = input.perDay ?? 10;
  const orders: Omit<PlannedOrder, 'seq'>[] = [];
  const demoProducts = products.filter((p) => p.sellerId === demoSellerId);

  const addOrder = (
    createdAt: Date,
    opts: {
      mustInclude?: OrderableProduct;
      fate?: Fate;
      timing?: { shipAfter: number; deliverAfter: number };
    } = {},
  ) => {
    const eligibleBuyers = buyers.filter((b) => b.createdAt < createdAt);
    const eligible = products.filter((p) => p.createdAt.getTime() < createdAt.getTime() - HOUR_MS);
    if (eligibleBuyers.length === 0 || eligible.length === 0) return;
    const buyer = weightedPick(rng, eligibleBuyers);
    const count = rng.weighted([
      [1, 62],
      [2, 28],
      [3, 10],
    ]);
    const chosen = opts.mustInclude ? [opts.mustInclude] : [];
    for (let tries = 0; chosen.length < count && tries < 20; tries++) {
      const p = weightedPick(rng, eligible);
      if (!chosen.includes(p)) chosen.push(p);
    }
    const paidAt = new Date(createdAt.getTime() + rng.range(30_000, 4 * 60_000));
    const items = chosen.map((p, i) =>
      makeItem(rng, p, paidAt, now, i === 0 ? opts.fate : undefined, i === 0 ? opts.timing : undefined),
    );
    orders.push({
      buyer,
      createdAt,
      paidAt,
      amountPaise: items.reduce((s, it) => s + it.totalPaise, 0),
      flag: items.length > 1 || rng.chance(0.4) ? 'cart' : 'buy',
      items,
    });
  };

  for (let d = days - 1; d >= 0; d--) {
    const start = istDayStart(now, d);
    const weekday = new Date(start + IST_OFFSET_MS).getUTCDay();
    const growth = 0.75 + 0.5 * ((days - 1 - d) / Math.max(1, days - 1));
    const weekend = weekday === 0 || weekday === 6 ? 1.25 : 1;
    const n = Math.max(1, Math.round(perDay * growth * weekend * rng.range(0.75, 1.25)));
    const times: number[] = [];
    for (let i = 0; i < n; i++) {
      // Shopping hours: 08:00–24:00 IST, busiest in the evening.
      const hour = rng.weighted([
        [8 + rng.float() * 4, 2],
        [12 + rng.float() * 6, 3],
        [18 + rng.float() * 6, 5],
      ]);
      const t = start + hour * HOUR_MS;
      if (t < now.getTime() - 5 * 60_000) times.push(t);
    }
    times.sort((a, b) => a - b);
    // The demo seller's weekly chart should have something on every one of the last 7 days.
    const demoFirst = d < 7 && demoProducts.length > 0;
    times.forEach((t, i) => {
      const createdAt = new Date(t);
      const pick =
        demoFirst && i === 0 ? demoProducts.filter((p) => p.createdAt.getTime() < t - HOUR_MS) : [];
      addOrder(createdAt, pick.length > 0 ? { mustInclude: rng.pick(pick) } : {});
    });
  }

  // Make sure the demo seller has an item in every status (their dashboard and order filters show all).
  for (const status of ITEM_STATUSES) {
    const has = orders.some((o) =>
      o.items.some((it) => it.product.sellerId === demoSellerId && it.status === status),
    );
    if (has || demoProducts.length === 0) continue;
    const plans: Record<
      ItemStatus,
      { ago: number; fate: Fate; timing?: { shipAfter: number; deliverAfter: number } }
    > = {
      OrderConfirmed: {
        ago: 2 * HOUR_MS,
        fate: 'normal',
        timing: { shipAfter: 20 * HOUR_MS, deliverAfter: 3 * DAY_MS },
      },
      Shipped: {
        ago: 2 * DAY_MS,
        fate: 'normal',
        timing: { shipAfter: 10 * HOUR_MS, deliverAfter: 4 * DAY_MS },
      },
      Delivered: { ago: 12 * DAY_MS, fate: 'normal' },
      Cancelled: { ago: 9 * DAY_MS, fate: 'cancel' },
      Returned: {
        ago: 25 * DAY_MS,
        fate: 'return',
        timing: { shipAfter: 12 * HOUR_MS, deliverAfter: 3 * DAY_MS },
      },
    };
    const plan = plans[status];
    const createdAt = new Date(now.getTime() - plan.ago);
    const candidates = demoProducts.filter((p) => p.createdAt.getTime() < createdAt.getTime() - HOUR_MS);
    if (candidates.length === 0) continue;
    addOrder(createdAt, { mustInclude: rng.pick(candidates), fate: plan.fate, timing: plan.timing });
  }

  return orders
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())
    .map((o, i) => ({ ...o, seq: i + 1 }));
}

/**
 * Reviews by buyers of delivered (or later returned) items, at most one per buyer and product
 * (docs/product.md#reviews). Happy buyers rate 4–5 mostly; returns skew low.
 */
export function planReviews(rng: Rng, orders: readonly PlannedOrder[], now: Date): PlannedReview[] {
  const seen = new Set<string>();
  const reviews: PlannedReview[] = [];
  for (const order of orders) {
    for (const item of order.items) {
      if (!item.deliveredAt) continue;
      const returned = item.status === 'Returned';
      if (!rng.chance(returned ? 0.6 : 0.5)) continue;
      const key = `${order.buyer.id}:${item.product.id}`;
      if (seen.has(key)) continue;
      seen.add(key);
      const rating = returned
        ? rng.weighted([
            [1, 40],
            [2, 30],
            [3, 20],
            [4, 10],
          ])
        : rng.weighted([
            [5, 46],
            [4, 32],
            [3, 11],
            [2, 5],
            [1, 6],
          ]);
      const after = item.deliveredAt.getTime() + rng.range(6 * HOUR_MS, 10 * DAY_MS);
      const at =
        after < now.getTime()
          ? after
          : item.deliveredAt.getTime() + rng.float() * (now.getTime() - item.deliveredAt.getTime());
      reviews.push({
        productId: item.product.id,
        userId: order.buyer.id,
        categoryName: item.product.categoryName,
        rating,
        content: reviewText(rng, item.product.categoryName, rating),
        createdAt: new Date(at),
      });
    }
  }
  return reviews;
}
