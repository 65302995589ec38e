/**
 * The one application error (docs/product.md#errors). Thrown anywhere; the error plugin turns it into
 * `{ flag, error, ...extra }` with `status`.
 */
export class AppError extends Error {
  constructor(
    readonly flag: string,
    message: string,
    readonly status: number,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const notFound = (message = 'Not found', flag = 'NotFound') => new AppError(flag, message, 404);
export const forbidden = (message = 'You do not have access to this resource', flag = 'Forbidden') =>
  new AppError(flag, message, 403);
export const badRequest = (message: string, flag = 'ValidationError') => new AppError(flag, message, 400);
export const conflict = (flag: string, message: string, extra?: Record<string, unknown>) =>
  new AppError(flag, message, 409, extra);

/** The largest request body (JSON) the app reads; uploads have their own per-file limit. */
export const BODY_LIMIT_BYTES = 1024 * 1024;

/** What a failed attempt may record for an admin (a mail's or a refund's last error): one line, no credentials of a URL, bounded. */
export function errorLine(err: unknown): string {
  const message = err instanceof Error ? err.message : String(err);
  return (message.split('\n')[0] ?? '').replace(/\/\/[^/@\s]+@/g, '//***@').slice(0, 300);
}
