import { BanknoteIcon, CheckCircle2Icon, HourglassIcon } from 'lucide-react';
import { formatINRPaise } from '@electrohub/shared/format';
import { StatStrip } from '@/components/stat-strip';
import type { SellerPayouts } from '../api/get-payouts';

/** Available now, pending (delivered, inside the hold) and paid out: each the sum of the ledger at read time. */
export function BalanceStrip({ data, loading }: { data: SellerPayouts | undefined; loading: boolean }) {
  const balance = data?.balance;
  return (
    <StatStrip
      label="Balance"
      className="grid grid-cols-1 gap-4 sm:grid-cols-3"
      loading={loading}
      stats={[
        {
          label: 'Available',
          value: balance?.available ?? 0,
          icon: BanknoteIcon,
          format: formatINRPaise,
          hint: 'Paid out in the next payout run',
          tone: 'text-success',
        },
        {
          label: 'Pending',
          value: balance?.pending ?? 0,
          icon: HourglassIcon,
          format: formatINRPaise,
          hint: data
            ? `Delivered, held ${data.holdDays} ${data.holdDays === 1 ? 'day' : 'days'} for returns`
            : undefined,
          tone: 'text-chart-2',
        },
        {
          label: 'Paid out',
          value: balance?.paidOut ?? 0,
          icon: CheckCircle2Icon,
          format: formatINRPaise,
          hint: 'Sent to your bank account',
        },
      ]}
    />
  );
}
