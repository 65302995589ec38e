import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError, errorMessage } from './api-error';
import { announce } from './announce';
import { toast } from './toast';

/**
 * Show a failed submit: the server's field issues under their fields (same messages as the client
 * schema), anything else as a toast with the server's message.
 * Returns the message shown, for callers that also want it inline.
 */
export function showSubmitError<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T> | undefined,
  fields: readonly string[] = [],
): string {
  if (error instanceof ApiError && error.issues?.length && setError) {
    let placed = false;
    for (const issue of error.issues) {
      if (fields.includes(issue.path)) {
        setError(issue.path as Path<T>, { type: 'server', message: issue.message });
        placed = true;
      }
    }
    if (placed) return error.issues[0]?.message ?? error.message;
  }
  const message = errorMessage(error);
  toast.error(message);
  return message;
}

/**
 * The spoken summary of a submit the checks refused (ADR 040): how many fields need attention and what each says.
 * Focus goes to the first of them; this tells a screen reader user what else is wrong without visiting each.
 */
export function announceInvalid(messages: readonly (string | undefined)[]): void {
  const shown = messages.filter((m): m is string => Boolean(m));
  if (shown.length === 0) return;
  const count = shown.length === 1 ? '1 field needs' : `${shown.length} fields need`;
  announce(`${count} attention: ${shown.join('. ')}`, 'assertive');
}
