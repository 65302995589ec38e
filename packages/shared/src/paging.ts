/**
 * Paging of the lists the calls tables answer as bare arrays (docs/decisions/024-api-contract.md).
 * `?page=&limit=` pick the page; the answer's `X-Total-Count` header counts every row and its `Link` header
 * (`rel="next"`, `rel="prev"`, GitHub REST style) points at the neighbours. Without paging parameters a list
 * answers its first `LIST_DEFAULT_LIMIT` rows: enough for any ordinary shop, never unbounded.
 * No zod here (the web app reads these constants).
 */
export const LIST_DEFAULT_LIMIT = 1000;
/** The most rows one page may ask for. */
export const LIST_MAX_LIMIT = 1000;
/**
 * The deepest page one may ask for (offset paging: bounds the rows a request makes the database skip). Deeper
 * than that, and for walking a whole list cheaply, follow the `Link` header's `next`: it carries `?cursor=`.
 */
export const LIST_MAX_PAGE = 10_000;
export const TOTAL_COUNT_HEADER = 'X-Total-Count';
export const LINK_HEADER = 'Link';
/**
 * `?cursor=`: an opaque position in a list (base64url), taken from the `Link` header's `next`. It asks for the rows
 * after the last row of the previous page, in the same order (a keyset read on an index, as cheap on the millionth row
 * as on the first), and takes the place of `page`. A cursor that the server did not write is answered 400.
 */
export const CURSOR_PARAM = 'cursor';
/** The longest cursor accepted. */
export const CURSOR_MAX_LENGTH = 512;
