/** One field problem of a validation error, as the server sends it: `{ path: 'email', message }`. */
export type ApiIssue = { path: string; message: string };

/**
 * Every failed call, normalised from the server's error body `{ flag, error, issues? }`
 * (docs/decisions/024-api-contract.md). `status` is 0 when the server could not be reached.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly flag: string;
  readonly issues: ApiIssue[] | undefined;

  constructor(status: number, flag: string, message: string, issues?: ApiIssue[]) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.flag = flag;
    this.issues = issues;
  }
}

/** The message to show people for any thrown value. */
export function errorMessage(error: unknown, fallback = 'Something went wrong. Please try again.'): string {
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}
