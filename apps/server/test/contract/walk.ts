import type { CallKey } from '@electrohub/shared/contract';
import type { App } from '../../src/app.ts';
import type { Database } from '../../src/db/client.ts';
import { createCategory, createProduct } from '../factories.ts';

/** Who makes a step's request: nobody, or one of the world's signed-in accounts. */
export type Actor = 'anon' | 'buyer' | 'seller' | 'admin';

/**
 * The data the contract walk runs on: signed-in accounts and a small catalog, plus whatever ids earlier steps
 * saved (`ids`). Each area's `setup` adds what its calls need.
 */
export interface World {
  app: App;
  db: Database;
  cookies: Record<Exclude<Actor, 'anon'>, string>;
  buyerId: number;
  sellerId: number;
  adminId: number;
  ids: Record<string, number | string>;
}

type Lazy<T> = T | ((w: World) => T);

/**
 * How the contract's row reads, independently of the schemas: `'list'` is a bare JSON array; a list of names is an
 * object that has (at least) those keys at its top, so an answer wrapped once more fails; `'text'` is a body
 * that is not JSON (a CSV download); `'number'` a bare JSON number ("the user id").
 */
export type Shape = 'list' | 'text' | 'number' | readonly string[];

/** One request of the walk. Steps run in order, so a step may use an id an earlier one saved. */
export interface Step {
  call: CallKey;
  /** Default 'anon'. */
  as?: Actor;
  /**
   * A session of its own instead of the world's `as` account (a `Cookie` header value), for a call that ends
   * its session or deletes its account: the world's accounts must stay signed in for the steps after it.
   */
  cookie?: (w: World) => string;
  /** Values for the path's `:params`. */
  params?: Lazy<Record<string, string | number>>;
  query?: Lazy<Record<string, string | number>>;
  /** A JSON body. */
  body?: Lazy<unknown>;
  /** A multipart body (e.g. from apps/server/test/multipart.ts `multipart`). */
  multipart?: (w: World) => Promise<{ payload: Buffer; headers: Record<string, string> }>;
  /** Expected status; default the row's success status. */
  status?: number;
  /** Required for success steps: the contract's reading of the answer. */
  shape?: Shape;
  /** Keep something of the answer for later steps. */
  save?: (answer: unknown, w: World) => void;
  /** What the step shows, when not obvious. */
  note?: string;
}

/** An area's part of the walk. */
export interface Walk {
  setup?: (w: World) => Promise<void>;
  steps: Step[];
}

/**
 * A list call walked twice as `as`: bare, then with `query` (paging, filters, sorting; `note` says which when
 * it is not plain paging), both answering a bare JSON array.
 */
/** A saved id of the world, as a number (a path parameter) or as text. */
export const id = (w: World, key: string) => Number(w.ids[key]);
export const text = (w: World, key: string) => String(w.ids[key]);

export const listSteps = (call: CallKey, as: Actor, query: Step['query'], note?: string): Step[] => [
  { call, as, shape: 'list' },
  { call, as, query, shape: 'list', ...(note === undefined ? {} : { note }) },
];

export const resolve = <T>(v: Lazy<T> | undefined, w: World): T | undefined =>
  typeof v === 'function' ? (v as (w: World) => T)(w) : v;

/** `'/api/x/:id'` with `{ id: 5 }` → `'/api/x/5'`. */
export function fillPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:(\w+)/g, (_, name: string) => {
    const v = params[name];
    if (v === undefined) throw new Error(`no value for :${name} in ${path}`);
    return encodeURIComponent(String(v));
  });
}

/** The product's own fields, which every answer that is one product (public, seller's, admin's) carries. */
export const PRODUCT_KEYS = [
  'id',
  'name',
  'description',
  'price',
  'offerPercentage',
  'stock',
  'status',
  'categoryName',
  'images',
  'productInfo',
];

type ProductFields = Omit<Parameters<typeof createProduct>[1], 'sellerId' | 'categoryName'>;
type Product = Awaited<ReturnType<typeof createProduct>>;

/**
 * Products of the world's seller in the category `categoryName` (made when missing), one for each set of
 * fields, in order: the catalog a walk's setup arranges.
 */
export async function sellerProducts<const T extends ProductFields[]>(
  w: World,
  categoryName: string,
  ...each: T
): Promise<{ [K in keyof T]: Product }> {
  const category = await createCategory(w.db.db, { name: categoryName });
  const made: Product[] = [];
  for (const o of each)
    made.push(await createProduct(w.db.db, { sellerId: w.sellerId, categoryName: category.name, ...o }));
  return made as { [K in keyof T]: Product };
}
