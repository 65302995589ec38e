import {
  ArchiveXIcon,
  CircleCheckIcon,
  CircleSlashIcon,
  EyeIcon,
  PackageIcon,
  PackageXIcon,
  PlusIcon,
  SearchIcon,
} from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { formatINR } from '@electrohub/shared/format';
import { imageAt } from '@electrohub/shared/media';
import type { SellerProduct } from '@electrohub/shared/products';
import { SELLER_DEFAULT_PAGE_SIZE, SELLER_PAGE_SIZES } from '@electrohub/shared/seller';
import { StatCard } from '@/components/stat-card';
import { TablePager } from '@/components/table-pager';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { EmptyRow, LoadingRows } from '@/components/ui/table-rows';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/auth/get-session';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { errorMessage } from '@/lib/api';
import { useSellerProducts } from '../api/get-seller-products';
import { ProductStatus } from '../components/product-status';

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
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<number>(SELLER_DEFAULT_PAGE_SIZE);

  const all = useMemo(() => products.data?.items ?? [], [products.data]);
  const count = (s: SellerProduct['status']) => all.filter((p) => p.status === s).length;
  const filtered = useMemo(
    () => all.filter((p) => (tab === 'All' || p.status === tab) && matches(p, query)),
    [all, tab, query],
  );
  const pageCount = Math.max(1, Math.ceil(filtered.length / pageSize));
  const current = Math.min(page, pageCount);
  const visible = filtered.slice((current - 1) * pageSize, current * pageSize);
  const loading = products.isPending;

  return (
    <div className="mx-auto grid w-full max-w-7xl grid-cols-[minmax(0,1fr)] gap-6 px-4 py-6 md:py-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold tracking-tight md:text-3xl">Product List</h1>
        <Button asChild>
          <Link to={paths.seller.addProduct.href()}>
            <PlusIcon aria-hidden /> Add Product
          </Link>
        </Button>
      </div>

      <section aria-label="Product figures" className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-5">
        <StatCard
          label="Total Products"
          value={products.data?.total ?? 0}
          icon={PackageIcon}
          loading={loading}
        />
        <StatCard
          label="Active"
          value={count('Active')}
          icon={CircleCheckIcon}
          loading={loading}
          tone="text-success"
        />
        <StatCard
          label="Inactive"
          value={count('Inactive')}
          icon={CircleSlashIcon}
          loading={loading}
          tone="text-muted-foreground"
        />
        <StatCard
          label="Out of Stock"
          value={count('OutOfStock')}
          icon={PackageXIcon}
          loading={loading}
          tone="text-warning"
        />
        <StatCard
          label="Discontinued"
          value={count('Discontinued')}
          icon={ArchiveXIcon}
          loading={loading}
          tone="text-destructive"
        />
      </section>

      <Card className="gap-4">
        <CardContent className="px-3 md:px-6">
          <Tabs
            value={tab}
            onValueChange={(v) => {
              setTab(v as Tab);
              setPage(1);
            }}
            className="grid grid-cols-[minmax(0,1fr)] gap-3"
          >
            <div className="flex flex-col gap-3 md:flex-row md:items-center md:justify-between">
              <TabsList className="w-full justify-start md:w-fit">
                {TABS.map((t) => (
                  <TabsTrigger key={t} value={t} className="flex-none">
                    {TAB_LABELS[t]}
                  </TabsTrigger>
                ))}
              </TabsList>
              <div className="relative w-full md:w-72">
                <SearchIcon
                  aria-hidden
                  className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
                />
                <Input
                  type="search"
                  aria-label="Search products"
                  placeholder="Search Product..."
                  className="pl-9"
                  value={search}
                  onChange={(e) => {
                    setSearch(e.target.value);
                    setPage(1);
                  }}
                />
              </div>
            </div>

            <TabsContent value={tab} className="grid grid-cols-[minmax(0,1fr)] gap-3">
              <Table aria-label="Your products">
                <TableHeader>
                  <TableRow>
                    <TableHead className="w-16">Sr.No.</TableHead>
                    <TableHead>Image</TableHead>
                    <TableHead>Product Name</TableHead>
                    <TableHead className="text-right">Price</TableHead>
                    <TableHead className="text-right">Stock</TableHead>
                    <TableHead>Status</TableHead>
                    <TableHead className="text-right">Details</TableHead>
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {loading && <LoadingRows rows={pageSize} columns={7} height="h-10" />}
                  {!loading && visible.length === 0 && (
                    <EmptyRow
                      columns={7}
                      text={products.isError ? errorMessage(products.error) : 'Products not available'}
                    />
                  )}
                  {visible.map((p, i) => (
                    <TableRow key={p.id}>
                      <TableCell className="tabular-nums">{(current - 1) * pageSize + i + 1}</TableCell>
                      <TableCell>
                        <span className="flex size-10 items-center justify-center overflow-hidden rounded-md border bg-muted">
                          {p.images[0] ? (
                            <img
                              src={imageAt(p.images[0].url, 200)}
                              alt=""
                              loading="lazy"
                              className="size-full object-cover"
                            />
                          ) : (
                            <PackageIcon aria-hidden className="size-4 text-muted-foreground" />
                          )}
                        </span>
                      </TableCell>
                      <TableCell className="min-w-48">
                        <span className="line-clamp-2 font-medium">{p.name}</span>
                        <span className="text-xs text-muted-foreground">{p.categoryName}</span>
                      </TableCell>
                      <TableCell className="text-right whitespace-nowrap tabular-nums">
                        {formatINR(p.sellingPrice)}
                        {p.offerPercentage > 0 && (
                          <span className="block text-xs text-muted-foreground line-through">
                            {formatINR(p.price)}
                          </span>
                        )}
                      </TableCell>
                      <TableCell className="text-right tabular-nums">{p.stock}</TableCell>
                      <TableCell>
                        <ProductStatus status={p.status} />
                      </TableCell>
                      <TableCell className="text-right">
                        <Button asChild variant="ghost" size="sm">
                          <Link
                            to={paths.seller.viewProduct.href({ id: p.id })}
                            aria-label={`View ${p.name}`}
                          >
                            <EyeIcon aria-hidden />
                            <span className="hidden lg:inline">View</span>
                          </Link>
                        </Button>
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
              <TablePager
                page={current}
                pageSize={pageSize}
                total={filtered.length}
                sizes={SELLER_PAGE_SIZES}
                onPageChange={setPage}
                onPageSizeChange={(s) => {
                  setPageSize(s);
                  setPage(1);
                }}
              />
            </TabsContent>
          </Tabs>
        </CardContent>
      </Card>
    </div>
  );
}
