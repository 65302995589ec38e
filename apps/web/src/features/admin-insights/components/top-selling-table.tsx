import { Link } from 'react-router';
import { TOP_SELLING_NAME_MAX, ADMIN_INSIGHTS_MESSAGES } from '@electrohub/shared/admin-insights';
import { formatINR, truncate } from '@electrohub/shared/format';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { DataTable } from '@/components/data-table';
import { TableCell, TableRow } from '@/components/ui/table';
import { paths } from '@/config/paths';
import { useTopSelling } from '../api/get-top-selling';

/** Top Selling Products: 5 rows, names cut to 80 characters, price, offer, order items. */
export function TopSellingTable() {
  const top = useTopSelling();
  const rows = top.data ?? [];
  return (
    <Card className="min-w-0 gap-4">
      <CardHeader>
        <CardTitle>Top Selling Products</CardTitle>
        <CardDescription>By order items, cancelled and returned excluded</CardDescription>
      </CardHeader>
      <CardContent className="px-3 md:px-6">
        <DataTable
          label="Top selling products"
          columns={[
            { header: '#', className: 'w-10' },
            { header: 'Product' },
            { header: 'Price', className: 'text-right' },
            { header: 'Offer', className: 'hidden text-right sm:table-cell' },
            { header: 'Orders', className: 'text-right' },
          ]}
          query={top}
          count={rows.length}
          empty={ADMIN_INSIGHTS_MESSAGES.productsEmpty}
          failed={false}
          placeholders={5}
          placeholderHeight="h-6"
        >
          {rows.map((p, i) => (
            <TableRow key={p.id}>
              <TableCell className="tabular-nums text-muted-foreground">{i + 1}</TableCell>
              <TableCell className="min-w-40 whitespace-normal">
                <Link
                  to={paths.admin.product.href({ id: p.id })}
                  className="font-medium underline-offset-4 hover:underline"
                  title={p.name}
                >
                  {truncate(p.name, TOP_SELLING_NAME_MAX)}
                </Link>
              </TableCell>
              <TableCell className="text-right whitespace-nowrap tabular-nums">
                {formatINR(p.price)}
                <span className="block text-xs text-muted-foreground sm:hidden">
                  {p.offerPercentage}% off
                </span>
              </TableCell>
              <TableCell className="hidden text-right tabular-nums sm:table-cell">
                {p.offerPercentage}%
              </TableCell>
              <TableCell className="text-right tabular-nums">{p.orderItems}</TableCell>
            </TableRow>
          ))}
        </DataTable>
      </CardContent>
    </Card>
  );
}
