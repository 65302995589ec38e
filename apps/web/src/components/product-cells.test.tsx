// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Table, TableBody, TableRow } from '@/components/ui/table';
import { PriceStockStatusCells, ProductCellThumb } from './product-cells';
import { OrderStatusDot } from './status-dot';

describe('product list cells', () => {
  it('a thumbnail shows the first image at 200 px, else a decorative package icon', () => {
    const { container, rerender } = render(<ProductCellThumb image="/uploads/a.jpg" />);
    const img = container.querySelector('img');
    expect(img).toHaveAttribute('alt', '');
    expect(img).toHaveAttribute('loading', 'lazy');
    rerender(<ProductCellThumb image={undefined} missing />);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden');
  });

  it('price, stock and status: the full price is struck through only while on offer', () => {
    const product = {
      price: 1000,
      sellingPrice: 900,
      offerPercentage: 10,
      stock: 4,
      status: 'OutOfStock' as const,
    };
    const { rerender } = render(
      <Table>
        <TableBody>
          <TableRow>
            <PriceStockStatusCells product={product} />
          </TableRow>
        </TableBody>
      </Table>,
    );
    const cells = screen.getAllByRole('cell');
    expect(cells).toHaveLength(3);
    expect(cells[0]).toHaveTextContent('₹900');
    expect(cells[0]?.querySelector('.line-through')).toHaveTextContent('₹1,000');
    expect(cells[1]).toHaveTextContent('4');
    expect(cells[2]).toHaveTextContent('Out Of Stock');
    rerender(
      <Table>
        <TableBody>
          <TableRow>
            <PriceStockStatusCells product={{ ...product, offerPercentage: 0, sellingPrice: 1000 }} />
          </TableRow>
        </TableBody>
      </Table>,
    );
    expect(screen.getAllByRole('cell')[0]?.querySelector('.line-through')).toBeNull();
  });

  it('an order status reads as its label; the dot is hidden', () => {
    const { container } = render(<OrderStatusDot status="OrderConfirmed" />);
    expect(container).toHaveTextContent('Order Confirmed');
    expect(container.querySelector('[aria-hidden]')).toHaveClass('bg-blue-500');
  });
});
