import {
  WEEKLY_SALES_DAYS,
  type SellerProfileStatistics,
  type SellerSalesStatistics,
} from '@electrohub/shared/seller';
import { toRupees } from '@electrohub/shared/pricing';
import type { DbOrTx } from '../../db/client.ts';
import { addDays, localDay, zonedMidnight } from '../../lib/time-zone.ts';
import * as repo from './repository.ts';

/** `GET /api/seller/profilestatistics` (definitions on the shared schema). */
export async function profileStatistics(db: DbOrTx, sellerId: number): Promise<SellerProfileStatistics> {
  const f = await repo.itemFigures(db, sellerId);
  return {
    orderItems: f.saleItems,
    totalSales: toRupees(f.salePaise),
    returnedItems: f.returned,
    notDeliveredItems: f.open,
    unitsSold: f.units,
    deliveredItems: f.delivered,
  };
}

/**
 * Sales in rupees of the last `days` local days (today included, every day present, oldest first), of one seller
 * or (no `sellerId`) of the whole marketplace.
 */
export async function recentDailySales(
  db: DbOrTx,
  timeZone: string,
  now: Date,
  days: number,
  sellerId?: number,
): Promise<{ date: string; sales: number }[]> {
  const today = localDay(now, timeZone);
  const dates = Array.from({ length: days }, (_, i) => addDays(today, i - (days - 1)));
  const from = zonedMidnight(dates[0]!, timeZone);
  const to = zonedMidnight(addDays(today, 1), timeZone);
  const byDay = new Map(
    (await repo.dailySales(db, timeZone, from, to, sellerId)).map((d) => [d.day, d.paise]),
  );
  return dates.map((date) => ({ date, sales: toRupees(byDay.get(date) ?? 0) }));
}

/**
 * `GET /api/seller/salesstatistics`: the last {@link WEEKLY_SALES_DAYS} local days (today included, every day
 * present, oldest first) and the product count per category.
 */
export async function salesStatistics(
  db: DbOrTx,
  sellerId: number,
  timeZone: string,
  now: Date = new Date(),
): Promise<SellerSalesStatistics> {
  const [weeklySales, categories] = await Promise.all([
    recentDailySales(db, timeZone, now, WEEKLY_SALES_DAYS, sellerId),
    repo.categoryCounts(db, sellerId),
  ]);
  return { weeklySales, categories };
}
