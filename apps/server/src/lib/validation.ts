import type { FastifySchemaCompiler, FastifySchemaValidationError } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';

/**
 * Request validation from the zod contract (fastify-type-provider-zod's compiler), with the query strings' results
 * remembered (decision 064): a storefront read is asked with a handful of distinct query strings (a listing page, a
 * category and a sort, a search term), and zod parsing the same one again (coercions, defaults, refinements) was
 * ~5 % of a remembered answer's CPU.
 *
 * - Per route, by the query as Fastify parsed it (its JSON text: every name and value, in order), when that text
 *   is at most `MAX_KEPT_QUERY_LENGTH` long. At most `MAX_KEPT_QUERIES` per route; beyond that they are all forgotten and kept again as they come (a bounded map).
 * - Only valid queries whose result holds nothing but strings, numbers, booleans, undefined and arrays of those
 *   (no object that a later reader could change for the next request). An invalid query is parsed every time and
 *   answers the same 400 as before.
 * - Each request gets its own copy of the result (and of its arrays): a handler may change its `request.query`.
 * - Bodies, params and headers are parsed every time as before.
 */
export const MAX_KEPT_QUERIES = 500;
/**
 * A query longer than this (as JSON) is parsed every time and not kept: a storefront query is far shorter, and
 * names zod strips (unknown ones) would otherwise let a client fill the map with long keys.
 */
export const MAX_KEPT_QUERY_LENGTH = 512;

/** How many query strings were parsed by zod (tests count them: a query asked again is not parsed again). */
export const queryParseCount = { parsed: 0 };

type Flat = Record<string, unknown>;

const isScalar = (v: unknown) =>
  v === undefined || v === null || typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean';

/** Whether a parsed query can be handed out as copies (only scalars and arrays of scalars). */
function isFlat(value: unknown): value is Flat {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  if (Object.getPrototypeOf(value) !== Object.prototype) return false;
  for (const v of Object.values(value)) {
    if (isScalar(v)) continue;
    if (!Array.isArray(v) || !v.every(isScalar)) return false;
  }
  return true;
}

function copyOf(value: Flat): Flat {
  const out: Flat = {};
  for (const k in value) {
    const v = value[k];
    out[k] = Array.isArray(v) ? v.slice() : v;
  }
  return out;
}

export const contractValidatorCompiler: FastifySchemaCompiler<z.ZodType> = (route) => {
  const validate = validatorCompiler(route) as (data: unknown) => {
    value?: unknown;
    error?: Error | FastifySchemaValidationError[];
  };
  if (route.httpPart !== 'querystring') return validate;
  const kept = new Map<string, Flat>();
  return (data: unknown) => {
    const json = typeof data === 'object' && data !== null ? JSON.stringify(data) : undefined;
    const key = json !== undefined && json.length <= MAX_KEPT_QUERY_LENGTH ? json : undefined;
    const known = key === undefined ? undefined : kept.get(key);
    if (known !== undefined) return { value: copyOf(known) };
    queryParseCount.parsed++;
    const result = validate(data);
    if (key === undefined || result.error !== undefined || !isFlat(result.value)) return result;
    if (kept.size >= MAX_KEPT_QUERIES) kept.clear();
    const value = copyOf(result.value);
    kept.set(key, value);
    return { value: copyOf(value) };
  };
};
