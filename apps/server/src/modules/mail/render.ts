import { toRupees } from '@electrohub/shared/pricing';
import { formatINR } from '@electrohub/shared/format';
import { escapeHtml } from '../../lib/html.ts';

/**
 * Order e-mails as HTML and plain text (mails for OrderConfirmed, Shipped,
 * Delivered, Cancelled, Returned). Pure: every value comes in as data, every user text is escaped.
 */

export type OrderMailType = 'OrderConfirmed' | 'Shipped' | 'Delivered' | 'Cancelled' | 'Returned';

export interface OrderMailLine {
  orderItemId: number;
  name: string;
  quantity: number;
  /** What one unit cost the buyer, in paise (selling price at checkout). */
  unitPaise: number;
  totalPaise: number;
}

export interface OrderMailInput {
  type: OrderMailType;
  orderId: number;
  buyerName: string;
  lines: OrderMailLine[];
  /** Shipping snapshot shown under the lines (never the buyer's current profile). */
  shipping?: { name?: string | null; address?: string | null; phone?: string | null };
  /** e.g. https://shop.example; links go to `${publicUrl}/user/orders/{itemId}`. */
  publicUrl: string;
}

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

/** Control characters (other than tab/newline) never reach a mail, and subjects are one line. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const clean = (value: string) => value.replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, ' ');
const oneLine = (value: string) => clean(value).replace(/\s+/g, ' ').trim();

const rupees = (paise: number) => formatINR(toRupees(paise));

/** Headline shown in the mail, the same as the order page's status message: 'Your Order has been Confirmed/...'. */
const HEADLINES: Record<OrderMailType, string> = {
  OrderConfirmed: 'Your Order has been Confirmed',
  Shipped: 'Your Order has been Shipped',
  Delivered: 'Your Order has been Delivered',
  Cancelled: 'Your Order has been Cancelled',
  Returned: 'Your Order has been Returned',
};

const EXPLANATIONS: Record<OrderMailType, string> = {
  OrderConfirmed:
    'Thank you for shopping with ElectroHub. We have received your payment and the seller is preparing your order.',
  Shipped: 'Good news: your order is on its way. You can follow it from your orders page.',
  Delivered:
    'Your order has been delivered. We hope you enjoy it — you can return it within 30 days of delivery or write a review.',
  Cancelled:
    'Your order has been cancelled. The amount paid will be refunded to your original payment method.',
  Returned:
    'Your return has been recorded. The amount paid will be refunded to your original payment method.',
};

const SUBJECTS: Record<OrderMailType, (orderId: number) => string> = {
  OrderConfirmed: (id) => `Order #${id} confirmed`,
  Shipped: (id) => `Order #${id}: shipped`,
  Delivered: (id) => `Order #${id}: delivered`,
  Cancelled: (id) => `Order #${id}: cancelled`,
  Returned: (id) => `Order #${id}: returned`,
};

export function orderItemUrl(publicUrl: string, orderItemId: number): string {
  return `${publicUrl.replace(/\/$/, '')}/user/orders/${orderItemId}`;
}

export function renderOrderMail(input: OrderMailInput): RenderedMail {
  const { type, orderId, lines, publicUrl } = input;
  const buyerName = oneLine(input.buyerName) || 'there';
  const headline = HEADLINES[type];
  const total = lines.reduce((sum, l) => sum + l.totalPaise, 0);
  const firstLink = lines[0]
    ? orderItemUrl(publicUrl, lines[0].orderItemId)
    : `${publicUrl.replace(/\/$/, '')}/user/orders`;
  const refund = type === 'Cancelled' || type === 'Returned';
  const subject = `${SUBJECTS[type](orderId)}${lines.length === 1 ? ` - ${truncateOneLine(lines[0]!.name, 60)}` : ''}`;

  const rowsHtml = lines
    .map(
      (l) => `<tr>
<td style="padding:10px 8px;border-bottom:1px solid #e5e7eb"><a href="${escapeHtml(orderItemUrl(publicUrl, l.orderItemId))}" style="color:#111827;text-decoration:none">${escapeHtml(oneLine(l.name))}</a></td>
<td style="padding:10px 8px;border-bottom:1px solid #e5e7eb;text-align:center">${l.quantity}</td>
<td style="padding:10px 8px;border-bottom:1px solid #e5e7eb;text-align:right">${escapeHtml(rupees(l.unitPaise))}</td>
<td style="padding:10px 8px;border-bottom:1px solid #e5e7eb;text-align:right">${escapeHtml(rupees(l.totalPaise))}</td>
</tr>`,
    )
    .join('\n');

  const shipping = input.shipping;
  const shippingHtml =
    shipping && (shipping.name || shipping.address || shipping.phone)
      ? `<h2 style="font-size:15px;margin:24px 0 8px">Shipping to</h2>
<p style="margin:0;line-height:1.5;color:#374151">${[
          shipping.name,
          shipping.address,
          shipping.phone ? `+91 ${shipping.phone}` : null,
        ]
          .filter((v): v is string => Boolean(v))
          .map((v) => escapeHtml(oneLine(v)))
          .join('<br>')}</p>`
      : '';

  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(subject)}</title>
</head>
<body style="margin:0;padding:0;background:#f3f4f6;font-family:Segoe UI,Helvetica,Arial,sans-serif;color:#111827">
<table role="presentation" width="100%" cellspacing="0" cellpadding="0" style="background:#f3f4f6;padding:24px 12px">
<tr><td align="center">
<table role="presentation" width="100%" cellspacing="0" cellpadding="0" style="max-width:600px;background:#ffffff;border-radius:12px;overflow:hidden">
<tr><td style="background:#111827;color:#ffffff;padding:18px 24px;font-size:20px;font-weight:700">ElectroHub</td></tr>
<tr><td style="padding:24px">
<h1 style="font-size:22px;margin:0 0 12px">${escapeHtml(headline)}</h1>
<p style="margin:0 0 8px">Hi ${escapeHtml(buyerName)},</p>
<p style="margin:0 0 20px;line-height:1.5;color:#374151">${escapeHtml(EXPLANATIONS[type])}</p>
<p style="margin:0 0 8px;color:#6b7280;font-size:13px">Order #${orderId}</p>
<table role="presentation" width="100%" cellspacing="0" cellpadding="0" style="border-collapse:collapse;font-size:14px">
<thead><tr style="background:#f9fafb;color:#374151">
<th align="left" style="padding:8px">Item</th><th style="padding:8px">Qty</th><th align="right" style="padding:8px">Price</th><th align="right" style="padding:8px">Total</th>
</tr></thead>
<tbody>
${rowsHtml}
</tbody>
<tfoot><tr>
<td colspan="3" style="padding:12px 8px;text-align:right;font-weight:700">${refund ? 'Refund amount' : 'Order total'}</td>
<td style="padding:12px 8px;text-align:right;font-weight:700">${escapeHtml(rupees(total))}</td>
</tr>
<tr><td colspan="3" style="padding:0 8px 8px;text-align:right;color:#6b7280">Delivery</td><td style="padding:0 8px 8px;text-align:right;color:#16a34a">Free</td></tr>
</tfoot>
</table>
${shippingHtml}
<p style="margin:28px 0 0"><a href="${escapeHtml(firstLink)}" style="display:inline-block;background:#2563eb;color:#ffffff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:600">View your order</a></p>
</td></tr>
<tr><td style="padding:16px 24px;background:#f9fafb;color:#6b7280;font-size:12px;line-height:1.5">You are receiving this e-mail because you placed an order on ElectroHub. Prices are in Indian rupees and include all taxes.</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;

  const textLines = lines.map(
    (l) =>
      `- ${oneLine(l.name)} × ${l.quantity} @ ${rupees(l.unitPaise)} = ${rupees(l.totalPaise)}\n  ${orderItemUrl(publicUrl, l.orderItemId)}`,
  );
  const shippingText =
    shipping && (shipping.name || shipping.address || shipping.phone)
      ? `\nShipping to:\n${[shipping.name, shipping.address, shipping.phone ? `+91 ${shipping.phone}` : null]
          .filter((v): v is string => Boolean(v))
          .map((v) => `  ${oneLine(v)}`)
          .join('\n')}\n`
      : '';
  const text = `${headline}

Hi ${buyerName},

${EXPLANATIONS[type]}

Order #${orderId}
${textLines.join('\n')}

${refund ? 'Refund amount' : 'Order total'}: ${rupees(total)}
Delivery: Free
${shippingText}
View your order: ${firstLink}

— ElectroHub
`;

  return { subject: oneLine(subject), html, text: clean(text) };
}

function truncateOneLine(value: string, max: number) {
  const v = oneLine(value);
  return v.length > max ? `${v.slice(0, max)}...` : v;
}
