import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from '@/lib/toast';

export const GOOGLE_ERROR_MESSAGE =
  'Google sign-in did not complete. Please try again or use your e-mail and password.';

/** The server sends a failed Google sign-in back with `?error=google`: say so once. */
export function GoogleErrorNotice() {
  const [params, setParams] = useSearchParams();
  const failed = params.get('error') === 'google';
  useEffect(() => {
    if (!failed) return;
    toast.error(GOOGLE_ERROR_MESSAGE);
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.delete('error');
        return next;
      },
      { replace: true },
    );
  }, [failed, setParams]);
  return null;
}
