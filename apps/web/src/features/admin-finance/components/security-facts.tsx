import { ClockIcon, KeyRoundIcon, LaptopIcon, ShieldAlertIcon } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useAdminSettings } from '../api/get-admin-settings';

/**
 * How sign-in is protected here, as the server enforces it (read-only facts, not settings: nothing on this
 * card can be switched, so nothing pretends to be).
 */
export function SecurityFacts() {
  const settings = useAdminSettings();
  const s = settings.data?.security;
  const facts: { icon: LucideIcon; label: string; value: string }[] = s
    ? [
        { icon: ClockIcon, label: 'Session life', value: `${s.sessionDays} days, then sign in again` },
        {
          icon: ShieldAlertIcon,
          label: 'Sign-in limit',
          value: `${s.signInAttempts} failed attempts per ${s.signInWindowMinutes} minutes, per account and per address`,
        },
        {
          icon: KeyRoundIcon,
          label: 'Passwords',
          value: `Stored as ${s.passwordAlgorithm} hashes; at least ${s.passwordMinLength} characters`,
        },
        {
          icon: LaptopIcon,
          label: 'Your open sessions',
          value: `${s.activeSessions} (changing your password ends the others)`,
        },
      ]
    : [];
  return (
    <Card>
      <CardHeader>
        <CardTitle>Security</CardTitle>
        <CardDescription>How sign-in is protected on this store (set by the server)</CardDescription>
      </CardHeader>
      <CardContent>
        {settings.isPending ? (
          <div className="grid gap-3 sm:grid-cols-2">
            {Array.from({ length: 4 }, (_, i) => (
              <Skeleton key={i} className="h-14 w-full" />
            ))}
          </div>
        ) : settings.isError ? (
          <p className="text-sm text-destructive">{settings.error.message}</p>
        ) : (
          <dl className="grid gap-4 sm:grid-cols-2">
            {facts.map((f) => (
              <div key={f.label} className="grid min-w-0 gap-1">
                <dt className="flex items-center gap-2 text-sm font-medium">
                  <f.icon aria-hidden className="size-4 shrink-0 text-muted-foreground" />
                  {f.label}
                </dt>
                <dd className="pl-6 text-sm text-muted-foreground">{f.value}</dd>
              </div>
            ))}
          </dl>
        )}
      </CardContent>
    </Card>
  );
}
