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
/** `timestampKey` writes this shape (UTC, microseconds); PostgreSQL reads it back exactly. */
const TIMESTAMP = z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/);
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

/**
 * A page read with one row more than asked: the rows to answer and the cursor of the next page (null when this
 * is the last one), made from the last row's keys.
 */
export function keysetPage<R>(
  rows: R[],
  limit: number,
  list: string,
  keysOf: (row: R) => readonly CursorKey[],
): { rows: R[]; next: string | null } {
  if (rows.length <= limit) return { rows, next: null };
  const page = rows.slice(0, limit);
  return { rows: page, next: encodeCursor(list, keysOf(page[page.length - 1]!)) };
}
