import { ArchiveXIcon, LayersIcon, PackageCheckIcon, PackageIcon, PackageXIcon } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import {
  ADMIN_CATEGORY_SKELETON,
  ADMIN_INSIGHTS_MESSAGES,
  ADMIN_LIST_NAME_MAX,
  ADMIN_PRODUCTS_PAGE_SIZE,
} from '@electrohub/shared/admin-insights';
import { truncate } from '@electrohub/shared/format';
import { FilterTabs } from '@/components/filter-tabs';
import {
  PRICE_STOCK_STATUS_COLUMNS,
  PriceStockStatusCells,
  ProductCellThumb,
} from '@/components/product-cells';
import { SearchField } from '@/components/search-field';
import { StatStrip } from '@/components/stat-strip';
import { TableCard } from '@/components/table-card';
import { PageShell } from '@/components/page-shell';
import { PagedTable } from '@/components/paged-table';
import { TableCell, TableRow } from '@/components/ui/table';
import { paths } from '@/config/paths';
import { useAdminProducts } from '@/features/admin-insights/api/get-products';
import { useProductStats } from '@/features/admin-insights/api/get-product-stats';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useListParams } from '@/hooks/use-list-params';
import { useListSearch } from '@/hooks/use-list-search';

const ALL = 'All';
const COLUMNS = [
  { header: 'ID', className: 'w-16' },
  { header: 'Image' },
  { header: 'Name' },
  ...PRICE_STOCK_STATUS_COLUMNS,
  { header: 'Discount', className: 'text-right' },
];

/** /admin/productmanage: figures, category tabs, name search, paged table. */
export function AdminProductsPage() {
  useDocumentTitle('Product Management');
  const navigate = useNavigate();
  const list = useListParams({ defaultLimit: ADMIN_PRODUCTS_PAGE_SIZE });
  const category = list.get('category');
  const { update } = list;
  const [search, setSearch] = useListSearch(list);

  const stats = useProductStats();
  const products = useAdminProducts({
    page: list.page,
    limit: list.limit,
    category: category || undefined,
    search: list.get('q') || undefined,
  });
  const s = stats.data;
  const open = (id: number) =>
    void navigate(`${paths.admin.product.href({ id })}?returnPage=${list.page}`, { state: list.backState });

  return (
    <PageShell title="Product Management">
      <StatStrip
        label="Product figures"
        className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-5"
        look="compact"
        loading={!s}
        stats={[
          {
            label: 'Total Products',
            value: s?.totalProducts ?? 0,
            icon: PackageIcon,
            className: 'col-span-2 lg:col-span-1',
          },
          { label: 'In Stock', value: s?.inStock ?? 0, icon: PackageCheckIcon, tone: 'text-success' },
          { label: 'Out of Stock', value: s?.outOfStock ?? 0, icon: PackageXIcon, tone: 'text-warning' },
          {
            label: 'Discontinued',
            value: s?.discontinued ?? 0,
            icon: ArchiveXIcon,
            tone: 'text-destructive',
          },
          { label: 'Categories', value: s?.categories ?? 0, icon: LayersIcon, tone: 'text-chart-2' },
        ]}
      />

      <TableCard>
        <FilterTabs
          value={category || ALL}
          onValueChange={(v) => update({ category: v === ALL ? undefined : v }, true)}
          tabs={
            s && [ALL, ...s.categoryCounts.map((c) => c.name)].map((name) => ({ value: name, label: name }))
          }
          label="Categories"
          className="grid grid-cols-[minmax(0,1fr)] gap-3"
          listClassName="w-full justify-start md:h-auto md:flex-wrap"
          triggerClassName="flex-none md:h-8"
          placeholder={
            <div
              aria-hidden
              className="flex h-9 w-full items-center gap-1 overflow-hidden rounded-lg bg-muted p-[3px]"
            >
              {[ALL, ...ADMIN_CATEGORY_SKELETON].map((name) => (
                <span
                  key={name}
                  className="animate-pulse rounded-md px-2 py-1 text-sm text-muted-foreground/70"
                >
                  {name}
                </span>
              ))}
            </div>
          }
          toolbarClassName="grid grid-cols-[minmax(0,1fr)] gap-3"
          toolbar={
            <SearchField
              label="Search products by name"
              placeholder="Search Product..."
              className="md:w-80"
              value={search}
              onChange={setSearch}
            />
          }
        >
          <PagedTable
            label="Products"
            columns={COLUMNS}
            query={products}
            empty={ADMIN_INSIGHTS_MESSAGES.productsEmpty}
            placeholders={list.limit}
            placeholderHeight="h-10"
            pager={list.replacingPager}
          >
            {(p) => (
              <TableRow key={p.id} className="cursor-pointer" onClick={() => open(p.id)}>
                <TableCell className="tabular-nums text-muted-foreground">{p.id}</TableCell>
                <TableCell>
                  <ProductCellThumb image={p.images[0]?.url} />
                </TableCell>
                <TableCell className="min-w-52">
                  <Link
                    to={`${paths.admin.product.href({ id: p.id })}?returnPage=${list.page}`}
                    state={list.backState}
                    className="font-medium underline-offset-4 hover:underline"
                    title={p.name}
                    onClick={(e) => e.stopPropagation()}
                  >
                    {truncate(p.name, ADMIN_LIST_NAME_MAX)}
                  </Link>
                  <span className="block text-xs text-muted-foreground">{p.categoryName}</span>
                </TableCell>
                <PriceStockStatusCells product={p} />
                <TableCell className="text-right tabular-nums">{p.offerPercentage}%</TableCell>
              </TableRow>
            )}
          </PagedTable>
        </FilterTabs>
      </TableCard>
    </PageShell>
  );
}
