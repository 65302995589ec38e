import { escapeHtml } from '../../lib/html.ts';

/** The subscription mails (plain text and HTML; every inserted value escaped). */

export interface Mail {
  subject: string;
  html: string;
  text: string;
}

function layout(
  title: string,
  paragraphs: string[],
  action: { label: string; url: string },
  unsubscribeUrl?: string,
): Mail['html'] {
  const body = paragraphs.map((p) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`).join('');
  return `<!doctype html><html><body style="font-family:Arial,Helvetica,sans-serif;color:#1f2937;background:#f3f4f6;padding:24px">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px">
<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(title)}</h1>${body}
<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="background:#2563eb;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block">${escapeHtml(action.label)}</a></p>
<p style="font-size:12px;color:#6b7280;margin:0">ElectroHub — Powering Your Tech Life!${
    unsubscribeUrl ? ` · <a href="${escapeHtml(unsubscribeUrl)}" style="color:#6b7280">Unsubscribe</a>` : ''
  }</p>
</div></body></html>`;
}

export function confirmMail(
  kind: 'newsletter' | 'seller_products',
  confirmUrl: string,
  sellerName?: string,
): Mail {
  const what =
    kind === 'newsletter'
      ? 'the ElectroHub newsletter (new arrivals, deals and tech tips)'
      : `e-mails when ${sellerName ?? 'this seller'} adds new products on ElectroHub`;
  const subject =
    kind === 'newsletter'
      ? 'Confirm your ElectroHub newsletter subscription'
      : `Confirm product alerts from ${sellerName ?? 'a seller'}`;
  const paragraphs = [
    `Someone (hopefully you) asked to receive ${what} at this address.`,
    'Please confirm with the button below. If it was not you, ignore this e-mail and nothing will be sent.',
  ];
  return {
    subject,
    html: layout(subject, paragraphs, { label: 'Confirm subscription', url: confirmUrl }),
    text: `${paragraphs.join('\n\n')}\n\nConfirm: ${confirmUrl}\n\nElectroHub — Powering Your Tech Life!\n`,
  };
}

export function newProductMail(
  sellerName: string,
  productName: string,
  productUrl: string,
  unsubscribeUrl: string,
): Mail {
  const subject = `New from ${sellerName}: ${productName}`;
  const paragraphs = [
    `${sellerName} just added a new product on ElectroHub: ${productName}.`,
    'You asked to hear about it from the seller page.',
  ];
  return {
    subject,
    html: layout(subject, paragraphs, { label: 'View the product', url: productUrl }, unsubscribeUrl),
    text: `${paragraphs.join('\n\n')}\n\nView it: ${productUrl}\n\nElectroHub — Powering Your Tech Life!\nUnsubscribe: ${unsubscribeUrl}\n`,
  };
}
