import {
  ADMIN_LOCATION_MAX,
  ADMIN_PEOPLE_MESSAGES,
  ADMIN_SELLERS_PAGE_SIZE,
  withPhonePrefix,
  type AdminTopSellerRow,
} from '@electrohub/shared/admin-people';
import { truncate } from '@electrohub/shared/format';
import { SellerStatusDot } from '@/components/status-dot';
import { TableCard } from '@/components/table-card';
import { FilterTabs } from '@/components/filter-tabs';
import { CardDescription } from '@/components/ui/card';
import { TableCell } from '@/components/ui/table';
import { paths } from '@/config/paths';
import { useListParams } from '@/hooks/use-list-params';
import { useAdminSellers, type AdminSellerListRow, type SellersTab } from '../api/get-admin-sellers';
import { PeopleTable, type PeopleColumn } from './people-table';

const TABS: { value: SellersTab; label: string }[] = [
  { value: 'top', label: 'Top Sellers' },
  { value: 'all', label: 'All Sellers' },
];

const isTop = (row: AdminSellerListRow): row is AdminTopSellerRow => 'rank' in row;

const sellerColumns: PeopleColumn<AdminSellerListRow>[] = [
  { key: 'email', header: 'Seller Email', cell: (s) => <TableCell>{s.email}</TableCell> },
  {
    key: 'contact',
    header: 'Contact',
    cell: (s) => (
      <TableCell className="tabular-nums">
        {withPhonePrefix(s.phone) ?? ADMIN_PEOPLE_MESSAGES.notAvailable}
      </TableCell>
    ),
  },
  {
    key: 'location',
    header: 'Location',
    cell: (s) => (
      <TableCell title={s.address ?? undefined}>
        {s.address ? truncate(s.address, ADMIN_LOCATION_MAX) : ADMIN_PEOPLE_MESSAGES.notAvailable}
      </TableCell>
    ),
  },
  {
    key: 'status',
    header: 'Status',
    cell: (s) => (
      <TableCell>
        <SellerStatusDot status={s.status} />
      </TableCell>
    ),
  },
  {
    key: 'products',
    header: 'Products',
    className: 'text-right',
    cell: (s) => <TableCell className="text-right tabular-nums">{s.productsCount}</TableCell>,
  },
];
const idColumn: PeopleColumn<AdminSellerListRow> = {
  key: 'id',
  header: 'ID',
  className: 'text-right',
  cell: (s) => <TableCell className="text-right text-muted-foreground tabular-nums">{s.id}</TableCell>,
};
const allColumns = [...sellerColumns, idColumn];
const topColumns: PeopleColumn<AdminSellerListRow>[] = [
  ...sellerColumns,
  {
    key: 'sold',
    header: (
      <abbr title="Units sold in the last 90 days" className="no-underline">
        Sold (90d)
      </abbr>
    ),
    className: 'text-right',
    cell: (s) => <TableCell className="text-right tabular-nums">{isTop(s) ? s.unitsSold : 0}</TableCell>,
  },
  idColumn,
];

/**
 * Admin sellers list: tabs Top Sellers and All Sellers, paged through `?page=`; double-clicking a
 * row (or its Open link, for keyboard and touch) opens /admin/sellerinfo/{id}?returnPage={page}.
 */
export function SellersList() {
  const list = useListParams({ defaultLimit: ADMIN_SELLERS_PAGE_SIZE });
  const tab: SellersTab = list.params.get('tab') === 'all' ? 'all' : 'top';
  const query = useAdminSellers(tab, list.page, list.limit);

  return (
    <TableCard
      header={
        <CardDescription>
          {tab === 'top'
            ? 'Ranked by units sold in the last 90 days (cancelled and returned items left out), then by product count.'
            : 'Every seller, newest first.'}{' '}
          Double-click a row, or select a seller's name, to open the seller.
        </CardDescription>
      }
    >
      <FilterTabs
        value={tab}
        onValueChange={(v) => list.update({ tab: v === 'all' ? 'all' : undefined, limit: list.limit })}
        tabs={TABS}
        triggerClassName=""
      >
        <PeopleTable<AdminSellerListRow>
          label={tab === 'top' ? 'Top sellers' : 'All sellers'}
          what="sellers"
          nameHeader="Seller Name"
          columns={tab === 'top' ? topColumns : allColumns}
          query={query}
          list={list}
          detailHref={(id) => paths.admin.sellerInfo.href({ id })}
          openOn="doubleClick"
          empty={ADMIN_PEOPLE_MESSAGES.sellersEmpty}
        />
      </FilterTabs>
    </TableCard>
  );
}
