import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ERROR_FLAGS } from '@electrohub/shared/error-flags';
import { ApiError } from '@/lib/api';

/**
 * Put the server's answer where it belongs: field issues under their fields (`image` beside the form), a refused
 * upload (413/415) under the image. Returns false when nothing was placed, so the caller shows a toast.
 */
export function showServerIssues<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  setImageError: (message: string) => void,
): boolean {
  if (!(error instanceof ApiError)) return false;
  if (error.flag === ERROR_FLAGS.UnsupportedFileType || error.flag === ERROR_FLAGS.FileTooLarge) {
    setImageError(error.message);
    return true;
  }
  if (!error.issues?.length) return false;
  for (const issue of error.issues) {
    if (issue.path === 'image') setImageError(issue.message);
    else setError(issue.path as Path<T>, { type: 'server', message: issue.message });
  }
  return true;
}
