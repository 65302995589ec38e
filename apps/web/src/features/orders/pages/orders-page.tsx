import { PackageIcon } from 'lucide-react';
import { useMemo, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import {
  ORDER_MESSAGES,
  ORDER_SEARCH_DEBOUNCE_MS,
  filterOrderItems,
  type OrderTimeSort,
} from '@electrohub/shared/orders-constants';
import { EmptyList } from '@/components/empty-list';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { errorMessage } from '@/lib/api';
import { useOrderItems } from '../api/get-orders';
import { OrderCard } from '../components/order-card';
import { OrdersToolbar } from '../components/orders-toolbar';

/**
 * /user/orders: the buyer's orders list. `unpaid` goes above it (the page under app/routes composes the
 * checkout's unpaid orders there: features never import each other).
 */
export function OrdersPage({ unpaid }: { unpaid?: ReactNode }) {
  useDocumentTitle('My Orders');
  const orders = useOrderItems();
  const [search, setSearch] = useState('');
  const [statuses, setStatuses] = useState<string[]>([]);
  const [sort, setSort] = useState<OrderTimeSort>('Newest');
  const query = useDebouncedValue(search, ORDER_SEARCH_DEBOUNCE_MS);
  const all = orders.data;
  const shown = useMemo(
    () => filterOrderItems(all ?? [], { search: query, statuses, sort }),
    [all, query, statuses, sort],
  );

  return (
    <div className="mx-auto w-full max-w-5xl space-y-6 px-4 py-6 md:px-8 md:py-10">
      <h1 className="text-2xl font-bold tracking-tight md:text-3xl">
        My Orders{all ? <span className="text-muted-foreground"> ({all.length})</span> : null}
      </h1>
      {unpaid}
      {orders.isPending ? (
        <div aria-hidden className="space-y-3">
          <span role="status" className="sr-only">
            Loading orders…
          </span>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-28 rounded-xl" />
          ))}
        </div>
      ) : orders.isError ? (
        <p role="alert" className="text-destructive">
          {errorMessage(orders.error)}
        </p>
      ) : all && all.length === 0 ? (
        <EmptyList
          icon={PackageIcon}
          title={ORDER_MESSAGES.noOrdersTitle}
          text={ORDER_MESSAGES.noOrdersText}
          action={
            <Button asChild>
              <Link to={paths.home.href()}>Browse Products</Link>
            </Button>
          }
        />
      ) : (
        <>
          <OrdersToolbar
            search={search}
            onSearch={setSearch}
            statuses={statuses}
            onStatuses={setStatuses}
            sort={sort}
            onSort={setSort}
          />
          {shown.length === 0 ? (
            <p className="py-10 text-center text-muted-foreground">No orders match your search.</p>
          ) : (
            <ul className="space-y-3" aria-label="Order items">
              {shown.map((item) => (
                <OrderCard key={item.id} item={item} />
              ))}
            </ul>
          )}
        </>
      )}
    </div>
  );
}
