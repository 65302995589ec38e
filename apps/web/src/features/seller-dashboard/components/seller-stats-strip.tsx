import { PackageCheckIcon, PackageIcon, ShoppingBagIcon, Undo2Icon } from 'lucide-react';
import { StatStrip } from '@/components/stat-strip';
import { useProfileStatistics } from '../api/get-profile-statistics';

/**
 * The dashboard's stats strip: Total Orders (items counted as sales), Order Items Overtime (units),
 * Returns, Fulfilled Orders Overtime (delivered items). Cancelled and Returned items never count as sales.
 */
export function SellerStatsStrip() {
  const stats = useProfileStatistics();
  const s = stats.data;
  const loading = stats.isPending;
  return (
    <StatStrip
      label="Order figures"
      className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4"
      loading={loading}
      stats={[
        {
          label: 'Total Orders',
          value: s?.orderItems ?? 0,
          icon: ShoppingBagIcon,
          hint: 'Cancelled and returned excluded',
        },
        {
          label: 'Order Items Overtime',
          value: s?.unitsSold ?? 0,
          icon: PackageIcon,
          hint: 'Units sold',
          tone: 'text-chart-2',
        },
        {
          label: 'Returns',
          value: s?.returnedItems ?? 0,
          icon: Undo2Icon,
          hint: 'Items returned',
          tone: 'text-destructive',
        },
        {
          label: 'Fulfilled Orders Overtime',
          value: s?.deliveredItems ?? 0,
          icon: PackageCheckIcon,
          hint: s ? `${s.notDeliveredItems} still to deliver` : undefined,
          tone: 'text-success',
        },
      ]}
    />
  );
}
