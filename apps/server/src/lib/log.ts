/**
 * The error serializer of the app's logs (server.ts): an error as `{ type, message, code, stack, cause }`, never the
 * values of a failed query (issue 21): Drizzle's error message carries `params: …` (session-token hashes, e-mails,
 * row values) and PostgreSQL's `detail` repeats key values; both are left out. The statement itself is kept.
 */
export interface LoggedError {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
  code?: string;
  cause?: LoggedError;
}

const PARAMS_LINE = /\nparams: [\s\S]*$/;

export function serializeError(err: unknown, depth = 0): LoggedError {
  if (!(err instanceof Error))
    return { type: typeof err, message: String(err).replace(PARAMS_LINE, ''), stack: '' };
  const e = err as Error & { code?: unknown; query?: unknown };
  const message =
    typeof e.query === 'string' ? `Failed query: ${e.query}` : e.message.replace(PARAMS_LINE, '');
  const out: LoggedError = {
    type: e.name || e.constructor.name,
    message,
    stack: (e.stack ?? '').replace(e.message, message).replace(PARAMS_LINE, ''),
    ...(typeof e.code === 'string' ? { code: e.code } : {}),
  };
  if (e.cause !== undefined && depth < 5) out.cause = serializeError(e.cause, depth + 1);
  return out;
}
