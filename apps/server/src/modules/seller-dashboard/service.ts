import {
  WEEKLY_SALES_DAYS,
  type SellerProfileStatistics,
  type SellerSalesStatistics,
} from '@electrohub/shared/seller';
import type { DbOrTx } from '../../db/client.ts';
import * as repo from './repository.ts';

/** `GET /api/seller/profilestatistics` (definitions on the shared schema). */
export async function profileStatistics(db: DbOrTx, sellerId: number): Promise<SellerProfileStatistics> {
  const f = await repo.itemFigures(db, sellerId);
  return {
    orderItems: f.saleItems,
    totalSales: f.salePaise / 100,
    returnedItems: f.returned,
    notDeliveredItems: f.open,
    unitsSold: f.units,
    deliveredItems: f.delivered,
  };
}

/** The calendar day (`YYYY-MM-DD`) of an instant in a time zone. */
export function localDay(at: Date, timeZone: string): string {
  // en-CA formats dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at);
}

/** `day` plus `n` calendar days (pure date arithmetic, no zone involved). */
export function addDays(day: string, n: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

/** Offset of `timeZone` from UTC at `at`, in milliseconds (positive east of Greenwich). */
function zoneOffsetMs(at: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(at);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const asUtc = Date.UTC(
    get('year'),
    get('month') - 1,
    get('day'),
    get('hour'),
    get('minute'),
    get('second'),
  );
  return asUtc - Math.floor(at.getTime() / 1000) * 1000;
}

/** The instant local midnight starts `day` in `timeZone` (re-checked once for zones with daylight saving). */
export function zonedMidnight(day: string, timeZone: string): Date {
  const naive = Date.parse(`${day}T00:00:00Z`);
  let at = naive - zoneOffsetMs(new Date(naive), timeZone);
  at = naive - zoneOffsetMs(new Date(at), timeZone);
  return new Date(at);
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
  return dates.map((date) => ({ date, sales: (byDay.get(date) ?? 0) / 100 }));
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
