import { gstRateOf } from '@electrohub/shared/money';
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import type { DbOrTx } from '../../db/client.ts';
import { forbidden, notFound } from '../../lib/errors.ts';
import * as repo from './repository.ts';

/**
 * The buyer's invoice of a paid order (decision 049): ElectroHub as the marketplace, then per seller its name,
 * address and GSTIN (when given), and each item with quantity, price paid and the GST included at its category's
 * rate. Written with pdf-lib's standard fonts: no browser, no font files.
 */

const INVOICE_ORDER_STATUSES = new Set(['Paid']);

export async function invoiceData(db: DbOrTx, userId: number, orderId: number) {
  const order = await repo.orderOf(db, orderId);
  if (!order || !INVOICE_ORDER_STATUSES.has(order.status)) throw notFound('Order not found');
  if (order.userId !== userId) throw forbidden();
  const items = await repo.invoiceItems(db, orderId);
  const sellerIds = [...new Set(items.map((i) => i.sellerId).filter((s): s is number => s != null))];
  return { order, items, sellers: await repo.invoiceSellers(db, sellerIds) };
}

/** Paise as `Rs. 1,234.50` (the standard fonts have no rupee sign). */
const money = (paise: number) =>
  `Rs. ${(paise / 100).toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** What the standard fonts can draw (WinAnsi): anything else becomes '?'. */
const printable = (s: string | null | undefined) =>
  (s ?? '').replace(/[^\x20-\x7E\xA0-\xFF]/g, '?').slice(0, 200);

/** GST included in a price paid at `rate` percent: total × rate / (100 + rate), in paise. */
export const gstIncludedPaise = (totalPaise: number, rate: number) =>
  Math.round((totalPaise * rate) / (100 + rate));

export async function invoicePdf(data: Awaited<ReturnType<typeof invoiceData>>): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(`ElectroHub invoice, order ${data.order.id}`);
  doc.setProducer('ElectroHub');
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  let page: PDFPage = doc.addPage([595, 842]);
  let y = 800;
  const line = (text: string, o: { x?: number; size?: number; f?: PDFFont } = {}) => {
    if (y < 60) {
      page = doc.addPage([595, 842]);
      y = 800;
    }
    page.drawText(printable(text), {
      x: o.x ?? 50,
      y,
      size: o.size ?? 10,
      font: o.f ?? font,
      color: rgb(0, 0, 0),
    });
  };
  const next = (dy = 14) => {
    y -= dy;
  };

  line('ElectroHub', { size: 20, f: bold });
  next(18);
  line('Tax invoice (marketplace order). ElectroHub collects the payment on behalf of the sellers below.');
  next(22);
  const paidAt = data.order.paidAt ?? data.order.createdAt;
  line(`Order: #${data.order.id}`, { f: bold });
  line(`Date: ${paidAt.toISOString().slice(0, 10)}`, { x: 330 });
  next();
  line(`Billed to: ${data.order.shippingName ?? ''}`);
  next();
  if (data.order.shippingAddress) {
    line(data.order.shippingAddress);
    next();
  }
  next(10);

  let grand = 0;
  let grandGst = 0;
  const groups = new Map<number | null, typeof data.items>();
  for (const i of data.items) groups.set(i.sellerId, [...(groups.get(i.sellerId) ?? []), i]);
  for (const [sellerId, items] of groups) {
    const seller = data.sellers.find((s) => s.id === sellerId);
    line(`Sold by: ${seller?.name ?? 'Seller no longer on ElectroHub'}`, { f: bold, size: 11 });
    next();
    if (seller?.address) {
      line(seller.address);
      next();
    }
    if (seller?.gstin) {
      line(`GSTIN: ${seller.gstin}`);
      next();
    }
    next(4);
    line('Item', { f: bold });
    line('Qty', { x: 300, f: bold });
    line('Price paid', { x: 340, f: bold });
    line('GST incl.', { x: 440, f: bold });
    next();
    for (const i of items) {
      const rate = gstRateOf(i.categoryName);
      const gst = gstIncludedPaise(i.totalPaise, rate);
      const refunded = i.status === 'Cancelled' || i.status === 'Returned';
      line(`${i.productName.slice(0, 45)}${refunded ? ` (${i.status.toLowerCase()}, refunded)` : ''}`);
      line(String(i.quantity), { x: 300 });
      line(money(i.totalPaise), { x: 340 });
      line(`${money(gst)} (${rate}%)`, { x: 440 });
      next();
      if (!refunded) {
        grand += i.totalPaise;
        grandGst += gst;
      }
    }
    next(10);
  }
  line(`Total paid: ${money(grand)}`, { f: bold, size: 12 });
  next(16);
  line(`of which GST: ${money(grandGst)}`);
  next(24);
  line('Prices include GST. Cancelled and returned items are refunded and not counted in the total.', {
    size: 8,
  });
  return doc.save();
}
