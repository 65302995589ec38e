import { BanknoteIcon, HandCoinsIcon, PercentIcon, ShoppingBagIcon, Undo2Icon } from 'lucide-react';
import { formatINRPaise } from '@electrohub/shared/format';
import { StatStrip } from '@/components/stat-strip';
import { useOneSellerMoney } from '../api/seller-money';

/** One seller's money from the ledger: sold, commission kept, refunds, paid out and owed. */
export function SellerMoneySummary({ seller }: { seller: { id: number } }) {
  const query = useOneSellerMoney(seller.id);
  const row = query.data;
  return (
    <StatStrip
      as="div"
      look="dense"
      loading={query.isPending}
      // Amounts in paise run long (₹31,43,313.31): five across only where the row is wide enough for them.
      className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3 2xl:grid-cols-5"
      stats={[
        { label: 'Sold', value: row?.sold ?? 0, icon: ShoppingBagIcon, format: formatINRPaise },
        { label: 'Commission', value: row?.commission ?? 0, icon: PercentIcon, format: formatINRPaise },
        { label: 'Refunds', value: row?.refunds ?? 0, icon: Undo2Icon, format: formatINRPaise },
        { label: 'Paid out', value: row?.paidOut ?? 0, icon: BanknoteIcon, format: formatINRPaise },
        {
          label: 'Owed',
          value: row?.owed ?? 0,
          icon: HandCoinsIcon,
          format: formatINRPaise,
          hint: row ? `${formatINRPaise(row.available)} available now` : undefined,
        },
      ]}
    />
  );
}
