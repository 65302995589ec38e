import { z } from 'zod';
import { AppError } from './errors.ts';

/**
 * Keyset cursors (`?cursor=`, paging.ts `CURSOR_PARAM`; docs/decisions/028-keyset-sitemap-s3.md): the sort key of
 * the last row of a page and its id, so the next page is "the rows after this one" in the list's order, read
 * on an index whatever the depth. The text is base64url JSON `[list, ...keys]`: opaque to clients, not secret
 * (it only holds values of a row the client has just been shown). A tampered cursor can only move the start
 * of a list the caller may read anyway; one that does not decode into this list's keys is a 400.
 */

/** Keys of a row: integers, or timestamps as text with microseconds (a JS Date would drop them and skip rows). */
export type CursorKey = number | string;

export const invalidCursor = () => new AppError('InvalidCursor', 'Invalid cursor', 400);

const INT = z.number().int().min(-2_147_483_648).max(2_147_483_647);
/** The years a timestamp key may name: every row was written in them, and PostgreSQL reads all of them. */
const TIMESTAMP_YEARS = { min: 1970, max: 9999 } as const;
const TIMESTAMP_SHAPE = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})\.\d{6}Z$/;

/**
 * A real instant: the shape alone lets through 2024-02-30, month 13, hour 25 or year 0, which PostgreSQL
 * refuses (a 500 where a forged cursor must be a 400). The parts must survive a round trip through a UTC date.
 */
function isRealTimestamp(text: string): boolean {
  const m = TIMESTAMP_SHAPE.exec(text);
  if (!m) return false;
  const [year, month, day, hour, minute, second] = m.slice(1, 7).map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  if (year < TIMESTAMP_YEARS.min || year > TIMESTAMP_YEARS.max) return false;
  const date = new Date(Date.UTC(year, month - 1, day, hour, minute, second));
  return (
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day &&
    date.getUTCHours() === hour &&
    date.getUTCMinutes() === minute &&
    date.getUTCSeconds() === second
  );
}

/** `timestampKey` writes this shape (UTC, microseconds); PostgreSQL reads it back exactly. */
const TIMESTAMP = z.string().refine(isRealTimestamp);
/** An integer key (ids, prices in paise, ratings ×100, counts). */
export const intKey = INT;
/** A timestamp key, as `timestampKey(column)` selects it. */
export const timestampKey = TIMESTAMP;

export function encodeCursor(list: string, keys: readonly CursorKey[]): string {
  return Buffer.from(JSON.stringify([list, ...keys]), 'utf8').toString('base64url');
}

/**
 * The keys of a cursor written by `encodeCursor(list, …)`, checked against `shape` (a zod tuple of the list's
 * key types); anything else (another list's cursor, another sort's, garbage) is `invalidCursor()`.
 */
export function decodeCursor<T extends readonly CursorKey[]>(
  cursor: string,
  list: string,
  shape: z.ZodType<T>,
): T {
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalidCursor();
  }
  if (!Array.isArray(value) || value[0] !== list) throw invalidCursor();
  const keys = shape.safeParse(value.slice(1));
  if (!keys.success) throw invalidCursor();
  return keys.data;
}

/** The keys of a list ordered by creation time, id as the tie-break (most lists: newest first). */
export const createdKeys = z.tuple([TIMESTAMP, INT]);
export type CreatedKeys = z.infer<typeof createdKeys>;

/**
 * The page to answer from the rows read and the cursor of the next one (null when none follows). By cursor the
 * read asked one row more than `limit` (that row says more follow); by page number the total says it.
 */
export function pageAfter<R>(
  read: R[],
  o: {
    limit: number;
    page: number;
    total: number;
    byCursor: boolean;
    list: string;
    keysOf: (row: R) => readonly CursorKey[];
  },
): { rows: R[]; next: string | null; byCursor: boolean } {
  const more = o.byCursor ? read.length > o.limit : o.page * o.limit < o.total;
  const rows = read.slice(0, o.limit);
  const last = rows[rows.length - 1];
  return { rows, next: more && last ? encodeCursor(o.list, o.keysOf(last)) : null, byCursor: o.byCursor };
}

/**
 * The total of a list read with a window count (`count(*) over ()` on every row). By page number the first row
 * carries it; a page past the end has no rows, so the matching rows are counted again (none when page 1 is
 * empty). By cursor the window saw only the rows after the cursor, so they are always counted again.
 */
export async function windowTotal(
  read: readonly { total: number | string }[],
  o: { page: number; byCursor: boolean },
  count: () => Promise<number>,
): Promise<number> {
  if (o.byCursor) return count();
  if (read[0]) return Number(read[0].total);
  return o.page > 1 ? count() : 0;
}
