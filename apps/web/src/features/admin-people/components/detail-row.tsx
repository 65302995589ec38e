import { MailIcon, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/** One fact of a person's detail page (inside a `<dl>`): icon and label over the value. */
export function DetailRow({
  icon: Icon,
  label,
  children,
}: {
  icon: LucideIcon;
  label: string;
  children: ReactNode;
}) {
  return (
    <div className="grid min-w-0 gap-0.5">
      <dt className="flex items-center gap-2 text-xs text-muted-foreground">
        <Icon aria-hidden className="size-4 shrink-0" />
        {label}
      </dt>
      <dd className="pl-6 break-words">{children}</dd>
    </div>
  );
}

/** A person's e-mail address, as a mailto link. */
export function EmailRow({ email }: { email: string }) {
  return (
    <DetailRow icon={MailIcon} label="Email">
      <a href={`mailto:${email}`} className="text-primary hover:underline">
        {email}
      </a>
    </DetailRow>
  );
}
