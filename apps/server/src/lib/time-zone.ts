/** Calendar days in the store's time zone (`STORE_TIMEZONE`), for the sales statistics' day buckets. */

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
