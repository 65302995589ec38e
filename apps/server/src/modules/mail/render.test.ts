import { describe, expect, it } from 'vitest';
import { escapeHtml } from '../../lib/html.ts';
import { renderOrderMail } from './render.ts';

describe('order mail rendering', () => {
  const mail = renderOrderMail({
    type: 'Cancelled',
    orderId: 42,
    buyerName: '<img src=x onerror=alert(1)>',
    lines: [
      {
        orderItemId: 7,
        name: 'Phone "Pro" <b>&</b>\r\nBcc: x@y',
        quantity: 2,
        unitPaise: 1234550,
        totalPaise: 2469100,
      },
    ],
    shipping: { name: 'A', address: '1 Road', phone: '9876543210' },
    publicUrl: 'https://shop.example/',
  });
  it('escapes every user text in the HTML and keeps the subject on one line', () => {
    expect(mail.html).not.toMatch(/<img|<b>/);
    expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(mail.html).toContain('Phone &quot;Pro&quot; &lt;b&gt;&amp;&lt;/b&gt;');
    expect(mail.subject).not.toMatch(/[\r\n]/);
    expect(mail.subject).toBe('Order #42: cancelled - Phone "Pro" <b>&</b> Bcc: x@y');
  });
  it('shows rupees with Indian grouping, the refund and the link to the order', () => {
    expect(mail.html).toContain('₹12,346');
    expect(mail.html).toContain('₹24,691');
    expect(mail.html).toContain('Refund amount');
    expect(mail.html).toContain('https://shop.example/user/orders/7');
    expect(mail.text).toContain('https://shop.example/user/orders/7');
    expect(mail.text).toContain('+91 9876543210');
  });
  it('escapes the five HTML characters', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });
});
