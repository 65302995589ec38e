import {
  ArchiveXIcon,
  CircleCheckIcon,
  CircleSlashIcon,
  EyeIcon,
  PackageIcon,
  PackageXIcon,
  PlusIcon,
} from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import type { SellerProduct } from '@electrohub/shared/products';
import { SELLER_DEFAULT_PAGE_SIZE, SELLER_PAGE_SIZES } from '@electrohub/shared/seller';
import { DataTable } from '@/components/data-table';
import { FilterTabs } from '@/components/filter-tabs';
import { PageShell } from '@/components/page-shell';
import { PriceStockStatusCells, ProductThumb } from '@/components/product-cells';
import { SearchField } from '@/components/search-field';
import { StatStrip } from '@/components/stat-strip';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { TableCell, TableRow } from '@/components/ui/table';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/auth/get-session';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useClientPage } from '@/hooks/use-paging';
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
  { header: 'Price', className: 'text-right' },
  { header: 'Stock', className: 'text-right' },
  { header: 'Status' },
  { header: 'Details', className: 'text-right' },
];

function matches(p: SellerProduct, q: string) {
  if (!q) return true;
  return `${p.name} ${p.brand} ${p.categoryName} #${p.id}`.toLowerCase().includes(q);
}

/** /seller/dashboard/products. */
export function SellerProductsPage() {
  useDocumentTitle('Product List');
  const { seller } = useSession();
  const products = useSellerProducts(seller?.id);
  const [tab, setTab] = useState<Tab>('All');
  const [search, setSearch] = useState('');
  const query = useDebouncedValue(search.trim().toLowerCase(), 300);

  const all = useMemo(() => products.data?.items ?? [], [products.data]);
  const count = (s: SellerProduct['status']) => all.filter((p) => p.status === s).length;
  const filtered = useMemo(
    () => all.filter((p) => (tab === 'All' || p.status === tab) && matches(p, query)),
    [all, tab, query],
  );
  const { visible, offset, pageSize, firstPage, pager } = useClientPage(filtered, SELLER_DEFAULT_PAGE_SIZE);
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

      <Card className="gap-4">
        <CardContent className="px-3 md:px-6">
          <FilterTabs
            value={tab}
            onValueChange={(v) => {
              setTab(v);
              firstPage();
            }}
            tabs={TAB_LIST}
            className="grid grid-cols-[minmax(0,1fr)] gap-3"
            listClassName="w-full justify-start md:w-fit"
            toolbarClassName="flex flex-col gap-3 md:flex-row md:items-center md:justify-between"
            toolbar={
              <SearchField
                label="Search products"
                placeholder="Search Product..."
                className="md:w-72"
                value={search}
                onChange={(v) => {
                  setSearch(v);
                  firstPage();
                }}
              />
            }
          >
            <DataTable
              label="Your products"
              columns={COLUMNS}
              query={products}
              count={visible.length}
              empty="Products not available"
              placeholders={pageSize}
              placeholderHeight="h-10"
              pager={{ ...pager, sizes: SELLER_PAGE_SIZES }}
            >
              {visible.map((p, i) => (
                <TableRow key={p.id}>
                  <TableCell className="tabular-nums">{offset + i + 1}</TableCell>
                  <TableCell>
                    <ProductThumb image={p.images[0]?.url} />
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
        </CardContent>
      </Card>
    </PageShell>
  );
}
