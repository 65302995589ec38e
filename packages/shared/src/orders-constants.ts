/**
 * The buyer's orders screens without zod: their messages, limits, the list's filter and sort, and the tracking
 * timeline, so the web app's order pages load no schemas. `orders.ts` re-exports all of it next to the orders'
 * request and answer schemas.
 */

export const ORDER_MESSAGES = {
  statusUpdated: 'Order status updated',
  noOrdersTitle: 'No Orders Yet',
  noOrdersText: "You haven't placed any orders yet. Start shopping now!",
  productDeletedTitle: 'Product Deleted',
  productDeletedText: 'This product has been deleted from the website.',
  /** For a deleted product still OrderConfirmed or Shipped: 2 working days. */
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

/** 'Your Order has been Confirmed/Shipped/...'. */
export function orderStatusMessage(status: string): string {
  return status === 'OrderConfirmed' ? 'Your Order has been Confirmed' : `Your Order has been ${status}`;
}

/** Tracking timeline: the steps shown and the index reached. */
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
