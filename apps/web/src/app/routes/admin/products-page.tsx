import {
  ArchiveXIcon,
  LayersIcon,
  PackageCheckIcon,
  PackageIcon,
  PackageXIcon,
  SearchIcon,
} from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import {
  ADMIN_CATEGORY_SKELETON,
  ADMIN_INSIGHTS_MESSAGES,
  ADMIN_LIST_NAME_MAX,
  ADMIN_PAGE_SIZES,
  ADMIN_PRODUCTS_PAGE_SIZE,
} from '@electrohub/shared/admin-insights';
import { formatINR, truncate } from '@electrohub/shared/format';
import { imageAt } from '@electrohub/shared/media';
import { StatCard } from '@/components/stat-card';
import { TablePager } from '@/components/table-pager';
import { Card, CardContent } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { EmptyRow, LoadingRows } from '@/components/ui/table-rows';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { paths } from '@/config/paths';
import { useAdminProducts } from '@/features/admin-insights/api/get-products';
import { useProductStats } from '@/features/admin-insights/api/get-product-stats';
import { useListParams } from '@/hooks/use-list-params';
import { AdminProductStatus } from '@/features/admin-insights/components/product-status';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { errorMessage } from '@/lib/api';

const ALL = 'All';
const COLUMNS = 7;

/** /admin/productmanage: figures, category tabs, name search, paged table. */
export function AdminProductsPage() {
  useDocumentTitle('Product Management');
  const navigate = useNavigate();
  const list = useListParams({ defaultLimit: ADMIN_PRODUCTS_PAGE_SIZE });
  const category = list.get('category');
  const [search, setSearch] = useState(list.get('q'));
  const query = useDebouncedValue(search.trim(), 300);
  const { update } = list;
  const lastQuery = useRef(query);
  useEffect(() => {
    // Only a real change of the (debounced) words resets the page: a restored URL keeps its page.
    if (query === lastQuery.current) return;
    lastQuery.current = query;
    update({ q: query }, true);
  }, [query, update]);

  const stats = useProductStats();
  const products = useAdminProducts({
    page: list.page,
    limit: list.limit,
    category: category || undefined,
    search: list.get('q') || undefined,
  });
  const rows = products.data?.items ?? [];
  const s = stats.data;
  const open = (id: number) =>
    void navigate(`${paths.admin.product.href({ id })}?returnPage=${list.page}`, { state: list.backState });

  return (
    <div className="mx-auto grid w-full max-w-7xl grid-cols-[minmax(0,1fr)] gap-6 px-4 py-6 md:py-8">
      <h1 className="text-2xl font-bold tracking-tight md:text-3xl">Product Management</h1>

      <section aria-label="Product figures" className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-5">
        <StatCard
          look="compact"
          label="Total Products"
          value={s?.totalProducts ?? 0}
          icon={PackageIcon}
          loading={!s}
          className="col-span-2 lg:col-span-1"
        />
        <StatCard
          look="compact"
          label="In Stock"
          value={s?.inStock ?? 0}
          icon={PackageCheckIcon}
          loading={!s}
          tone="text-success"
        />
        <StatCard
          look="compact"
          label="Out of Stock"
          value={s?.outOfStock ?? 0}
          icon={PackageXIcon}
          loading={!s}
          tone="text-warning"
        />
        <StatCard
          look="compact"
          label="Discontinued"
          value={s?.discontinued ?? 0}
          icon={ArchiveXIcon}
          loading={!s}
          tone="text-destructive"
        />
        <StatCard
          look="compact"
          label="Categories"
          value={s?.categories ?? 0}
          icon={LayersIcon}
          loading={!s}
          tone="text-chart-2"
        />
      </section>

      <Card className="gap-4">
        <CardContent className="px-3 md:px-6">
          <Tabs
            value={category || ALL}
            onValueChange={(v) => update({ category: v === ALL ? undefined : v }, true)}
            className="grid grid-cols-[minmax(0,1fr)] gap-3"
          >
            <div className="grid grid-cols-[minmax(0,1fr)] gap-3">
              {s ? (
                <TabsList aria-label="Categories" className="w-full justify-start md:h-auto md:flex-wrap">
                  <TabsTrigger value={ALL} className="flex-none md:h-8">
                    {ALL}
                  </TabsTrigger>
                  {s.categoryCounts.map((c) => (
                    <TabsTrigger key={c.name} value={c.name} className="flex-none md:h-8">
                      {c.name}
                    </TabsTrigger>
                  ))}
                </TabsList>
              ) : (
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
              )}
              <div className="relative w-full md:w-80">
                <SearchIcon
                  aria-hidden
                  className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
                />
                <Input
                  type="search"
                  aria-label="Search products by name"
                  placeholder="Search Product..."
                  className="pl-9"
                  value={search}
                  onChange={(e) => setSearch(e.target.value)}
                />
              </div>
            </div>

            <TabsContent value={category || ALL} className="grid grid-cols-[minmax(0,1fr)] gap-3">
              <Table aria-busy={products.isFetching} aria-label="Products">
                <TableHeader>
                  <TableRow>
                    <TableHead className="w-16">ID</TableHead>
                    <TableHead>Image</TableHead>
                    <TableHead>Name</TableHead>
                    <TableHead className="text-right">Price</TableHead>
                    <TableHead className="text-right">Stock</TableHead>
                    <TableHead>Status</TableHead>
                    <TableHead className="text-right">Discount</TableHead>
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {products.isPending && <LoadingRows rows={list.limit} columns={COLUMNS} height="h-10" />}
                  {!products.isPending && rows.length === 0 && (
                    <EmptyRow
                      columns={COLUMNS}
                      text={
                        products.isError
                          ? errorMessage(products.error)
                          : ADMIN_INSIGHTS_MESSAGES.productsEmpty
                      }
                    />
                  )}
                  {rows.map((p) => (
                    <TableRow key={p.id} className="cursor-pointer" onClick={() => open(p.id)}>
                      <TableCell className="tabular-nums text-muted-foreground">{p.id}</TableCell>
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
                        <AdminProductStatus status={p.status} />
                      </TableCell>
                      <TableCell className="text-right tabular-nums">{p.offerPercentage}%</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
              <TablePager
                page={list.page}
                pageSize={list.limit}
                total={products.data?.total ?? 0}
                sizes={ADMIN_PAGE_SIZES}
                onPageChange={(page) => update({ page }, true)}
                onPageSizeChange={(limit) => update({ limit }, true)}
              />
            </TabsContent>
          </Tabs>
        </CardContent>
      </Card>
    </div>
  );
}
