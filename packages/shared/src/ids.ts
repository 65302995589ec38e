import { z } from 'zod';

/** The largest value of a PostgreSQL `integer` / `serial` column: every id of the data model fits in it. */
export const MAX_ID = 2_147_483_647;

/**
 * The one rule for an id written in a path (issue 12): 1 to 10 decimal digits — no sign, space, fraction,
 * exponent or hex — and 1 to {@link MAX_ID}. `Number()` alone would read ' 1', '1e3' and '0x10' as ids, and a
 * value past 32 bits would reach SQL and fail there as a 500.
 */
const ID_TEXT = /^\d{1,10}$/;

/** The id in `raw`, or null when it is not one (the public catalog answers 404 for those, like an unknown id). */
export function parseId(raw: string): number | null {
  if (!ID_TEXT.test(raw)) return null;
  const n = Number(raw);
  return n >= 1 && n <= MAX_ID ? n : null;
}

export const INVALID_ID_MESSAGE = 'Invalid id';

/** A path parameter that is an id (text in, number out); anything else is a 400 ValidationError. */
export const idParam = z
  .string()
  .regex(ID_TEXT, INVALID_ID_MESSAGE)
  .transform(Number)
  .pipe(z.number().int().min(1, INVALID_ID_MESSAGE).max(MAX_ID, INVALID_ID_MESSAGE));

/** An id inside a JSON body: an integer from 1 to {@link MAX_ID}. */
export const idField = z.number().int().min(1, INVALID_ID_MESSAGE).max(MAX_ID, INVALID_ID_MESSAGE);
