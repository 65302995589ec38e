import {
  ArchiveXIcon,
  CircleCheckIcon,
  CircleSlashIcon,
  EyeIcon,
  PackageIcon,
  PackageXIcon,
  PlusIcon,
} from 'lucide-react';
import { useMemo } from 'react';
import { Link } from 'react-router';
import type { SellerProduct } from '@electrohub/shared/products';
import { DataTable } from '@/components/data-table';
import { FilterTabs } from '@/components/filter-tabs';
import { PageShell } from '@/components/page-shell';
import {
  PRICE_STOCK_STATUS_COLUMNS,
  PriceStockStatusCells,
  ProductCellThumb,
} from '@/components/product-cells';
import { SearchField } from '@/components/search-field';
import { StatStrip } from '@/components/stat-strip';
import { TableCard } from '@/components/table-card';
import { Button } from '@/components/ui/button';
import { TableCell, TableRow } from '@/components/ui/table';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/auth/get-session';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useSellerListFilter } from '@/hooks/use-seller-list-filter';
import { useSellerProducts } from '../api/get-seller-products';

/** Tabs of the product list, in the order shown. */
const TABS = ['All', 'Active', 'Inactive', 'Discontinued', 'OutOfStock'] as const;
type Tab = (typeof TABS)[number];
const TAB_LABELS: Record<Tab, string> = {
  All: 'All',
  Active: 'Active',
  Inactive: 'Inactive',
  Discontinued: 'Discontinued',
  OutOfStock: 'Out of Stock',
};
const TAB_LIST = TABS.map((t) => ({ value: t, label: TAB_LABELS[t] }));
const COLUMNS = [
  { header: 'Sr.No.', className: 'w-16' },
  { header: 'Image' },
  { header: 'Product Name' },
  ...PRICE_STOCK_STATUS_COLUMNS,
  { header: 'Details', className: 'text-right' },
];

function keep(p: SellerProduct, tab: Tab, q: string) {
  if (tab !== 'All' && p.status !== tab) return false;
  if (!q) return true;
  return `${p.name} ${p.brand} ${p.categoryName} #${p.id}`.toLowerCase().includes(q);
}

/** /seller/dashboard/products. */
export function SellerProductsPage() {
  useDocumentTitle('Product List');
  const { seller } = useSession();
  const products = useSellerProducts(seller?.id);
  const all = useMemo(() => products.data?.items ?? [], [products.data]);
  const count = (s: SellerProduct['status']) => all.filter((p) => p.status === s).length;
  const list = useSellerListFilter(all, 'All', keep);
  const loading = products.isPending;

  return (
    <PageShell
      title="Product List"
      actions={
        <Button asChild>
          <Link to={paths.seller.addProduct.href()}>
            <PlusIcon aria-hidden /> Add Product
          </Link>
        </Button>
      }
    >
      <StatStrip
        label="Product figures"
        className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-5"
        loading={loading}
        stats={[
          { label: 'Total Products', value: products.data?.total ?? 0, icon: PackageIcon },
          { label: 'Active', value: count('Active'), icon: CircleCheckIcon, tone: 'text-success' },
          {
            label: 'Inactive',
            value: count('Inactive'),
            icon: CircleSlashIcon,
            tone: 'text-muted-foreground',
          },
          { label: 'Out of Stock', value: count('OutOfStock'), icon: PackageXIcon, tone: 'text-warning' },
          {
            label: 'Discontinued',
            value: count('Discontinued'),
            icon: ArchiveXIcon,
            tone: 'text-destructive',
          },
        ]}
      />

      <TableCard>
        <FilterTabs
          value={list.tab}
          onValueChange={list.chooseTab}
          tabs={TAB_LIST}
          className="grid grid-cols-[minmax(0,1fr)] gap-3"
          listClassName="w-full justify-start md:w-fit"
          toolbarClassName="flex flex-col gap-3 md:flex-row md:items-center md:justify-between"
          toolbar={
            <SearchField
              label="Search products"
              placeholder="Search Product..."
              className="md:w-72"
              value={list.search}
              onChange={list.setSearch}
            />
          }
        >
          <DataTable
            label="Your products"
            columns={COLUMNS}
            query={products}
            count={list.visible.length}
            empty="Products not available"
            placeholders={list.pageSize}
            placeholderHeight="h-10"
            pager={list.pager}
          >
            {list.visible.map((p, i) => (
              <TableRow key={p.id}>
                <TableCell className="tabular-nums">{list.offset + i + 1}</TableCell>
                <TableCell>
                  <ProductCellThumb image={p.images[0]?.url} />
                </TableCell>
                <TableCell className="min-w-48">
                  <span className="line-clamp-2 font-medium">{p.name}</span>
                  <span className="text-xs text-muted-foreground">{p.categoryName}</span>
                </TableCell>
                <PriceStockStatusCells product={p} />
                <TableCell className="text-right">
                  <Button asChild variant="ghost" size="sm">
                    <Link to={paths.seller.viewProduct.href({ id: p.id })} aria-label={`View ${p.name}`}>
                      <EyeIcon aria-hidden />
                      <span className="hidden lg:inline">View</span>
                    </Link>
                  </Button>
                </TableCell>
              </TableRow>
            ))}
          </DataTable>
        </FilterTabs>
      </TableCard>
    </PageShell>
  );
}
