import { Button } from '@/components/ui/button';
import { useProviders } from '../api/get-providers';

function GoogleMark() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden className="size-4">
      <path
        fill="#4285F4"
        d="M23.5 12.3c0-.8-.1-1.6-.2-2.3H12v4.4h6.5a5.6 5.6 0 0 1-2.4 3.6v3h3.9c2.2-2.1 3.5-5.1 3.5-8.7z"
      />
      <path
        fill="#34A853"
        d="M12 24c3.2 0 6-1.1 7.9-2.9l-3.9-3c-1 .7-2.4 1.2-4 1.2-3.1 0-5.7-2.1-6.6-4.9h-4v3.1A12 12 0 0 0 12 24z"
      />
      <path fill="#FBBC05" d="M5.4 14.4a7.2 7.2 0 0 1 0-4.7V6.6h-4a12 12 0 0 0 0 10.9z" />
      <path
        fill="#EA4335"
        d="M12 4.8c1.8 0 3.3.6 4.6 1.8l3.4-3.4A12 12 0 0 0 1.4 6.6l4 3.1C6.3 6.9 8.9 4.8 12 4.8z"
      />
    </svg>
  );
}

/**
 * 'Continue with Google' (a browser redirect carrying redirectUrl and userType).
 * Shown only when the server has Google sign-in configured; renders the 'or' divider with it.
 */
export function GoogleButton({
  userType,
  redirectUrl,
  label = 'Continue with Google',
}: {
  userType: 'user' | 'seller';
  redirectUrl: string;
  label?: string;
}) {
  const { data } = useProviders();
  if (!data?.google) return null;
  const href = `/api/auth/google?${new URLSearchParams({ redirectUrl, userType }).toString()}`;
  return (
    <div className="space-y-4">
      <div className="flex items-center gap-3 text-xs text-muted-foreground uppercase" aria-hidden>
        <span className="h-px flex-1 bg-border" />
        or
        <span className="h-px flex-1 bg-border" />
      </div>
      <Button asChild variant="outline" className="w-full">
        <a href={href}>
          <GoogleMark />
          {label}
        </a>
      </Button>
    </div>
  );
}
