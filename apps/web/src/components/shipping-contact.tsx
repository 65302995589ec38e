import { MapPinIcon, PhoneIcon, UserIcon, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

function Line({ icon: Icon, children }: { icon: LucideIcon; children: ReactNode }) {
  return (
    <li className="flex items-start gap-2">
      <Icon aria-hidden className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
      {children}
    </li>
  );
}

/**
 * Where an order goes: the name, the address and the phone (+91), each behind its icon. A missing address or
 * phone shows `missing`, or is left out without it.
 */
export function ShippingContact({
  name,
  address,
  phone,
  missing,
}: {
  name: string;
  address: string | null;
  phone: string | null;
  missing?: string;
}) {
  const where = address ?? missing;
  const call = phone ? `+91 ${phone}` : missing;
  return (
    <ul className="grid gap-2 text-sm" aria-label="Shipping details">
      <Line icon={UserIcon}>
        <span className="font-medium break-words">{name}</span>
      </Line>
      {where && (
        <Line icon={MapPinIcon}>
          <span className="break-words whitespace-pre-line">{where}</span>
        </Line>
      )}
      {call && (
        <Line icon={PhoneIcon}>
          <span className="tabular-nums">{call}</span>
        </Line>
      )}
    </ul>
  );
}
