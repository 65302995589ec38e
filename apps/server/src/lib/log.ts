/**
 * The error serializer of the app's logs (server.ts): an error as `{ type, message, code, stack, cause }`, never the
 * values of a failed query (issue 21): Drizzle's error message carries `params: …` (session-token hashes, e-mails,
 * row values) and PostgreSQL's `detail` repeats key values; both are left out. PostgreSQL's own message may quote a
 * value too (`invalid input syntax for type integer: "…"`): every value of the failed query is blanked wherever it
 * appears in the chain. The statement itself is kept.
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

/** The values of the failed query anywhere in the chain (Drizzle's error carries them as `params`). */
function queryValues(err: unknown): string[] {
  const values: string[] = [];
  for (let e = err, depth = 0; e instanceof Error && depth < 6; e = e.cause, depth++) {
    const params = (e as { params?: unknown }).params;
    if (Array.isArray(params))
      for (const p of params) {
        const text =
          typeof p === 'string' ? p : typeof p === 'number' || typeof p === 'bigint' ? String(p) : '';
        // Short values (ids, flags) are no secret and would blank ordinary words of the message.
        if (text.length >= 4) values.push(text);
      }
  }
  return values;
}

export function serializeError(err: unknown, depth = 0, values = queryValues(err)): LoggedError {
  const scrub = (text: string) =>
    values.reduce((t, v) => t.split(v).join('[value]'), text.replace(PARAMS_LINE, ''));
  if (!(err instanceof Error)) return { type: typeof err, message: scrub(String(err)), stack: '' };
  const e = err as Error & { code?: unknown; query?: unknown };
  const message = typeof e.query === 'string' ? `Failed query: ${e.query}` : scrub(e.message);
  const out: LoggedError = {
    type: e.name || e.constructor.name,
    message,
    stack: scrub((e.stack ?? '').replace(e.message, message)),
    ...(typeof e.code === 'string' ? { code: e.code } : {}),
  };
  if (e.cause !== undefined && depth < 5) out.cause = serializeError(e.cause, depth + 1, values);
  return out;
}
