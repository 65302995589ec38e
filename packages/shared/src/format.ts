/*
 * No Intl object is made when this module loads, and the storefront's formats make none at all: a browser's first
 * Intl.NumberFormat loads ICU's locale data, 20–90 ms of a desktop core in Chromium (four times that on a phone),
 * which ran in the app's first long task (decision 056). Indian grouping and the date below are written out here;
 * `format.property.test.ts` checks them against Intl's own output.
 */

/** An integer's digits with Indian grouping (the last three digits, then pairs), as Intl's en-IN writes them. */
function groupIndian(n: number): string {
  // Beyond 2^53 the digits are not exact and toString may switch to an exponent: Intl knows best.
  if (!Number.isSafeInteger(n)) return wholeNumbers().format(n);
  const sign = n < 0 || Object.is(n, -0) ? '-' : '';
  const digits = String(Math.abs(n));
  if (digits.length <= 3) return sign + digits;
  const head = digits.slice(0, -3);
  const pairs = head.length % 2 ? [head.slice(0, 1)] : [];
  for (let i = head.length % 2; i < head.length; i += 2) pairs.push(head.slice(i, i + 2));
  return `${sign}${pairs.join(',')},${digits.slice(-3)}`;
}

let whole: Intl.NumberFormat | undefined;
const wholeNumbers = () => (whole ??= new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 }));

/** Whole rupees with Indian grouping, no decimals: 123456.7 → '₹1,23,457'. */
export function formatINR(rupees: number): string {
  return `₹${groupIndian(Math.round(rupees))}`;
}

/** A count with Indian grouping, as `n.toLocaleString('en-IN')` writes a whole number: 123456 → '1,23,456'. */
export function formatCount(n: number): string {
  return Number.isInteger(n) ? groupIndian(n) : n.toLocaleString('en-IN');
}

let inrPaise: Intl.NumberFormat | undefined;

/**
 * Rupees to the paisa, for money people reconcile (statements, balances, payouts): 1234.5 → '₹1,234.50',
 * -80 → '−₹80.00'.
 */
export function formatINRPaise(rupees: number): string {
  inrPaise ??= new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const sign = rupees < 0 ? '−' : '';
  return `${sign}₹${inrPaise.format(Math.abs(rupees))}`;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** 'Mon DD, YYYY' (short month, 2-digit day, year, en-US; local time), as Intl's en-US writes it. */
export function formatDate(d: string | number | Date): string {
  const date = new Date(d);
  const year = date.getFullYear();
  // An invalid date, or a year Intl writes otherwise (before year 1): Intl's own answer (or its RangeError).
  if (!(year >= 1)) return dateFormat().format(date);
  return `${MONTHS[date.getMonth()]} ${String(date.getDate()).padStart(2, '0')}, ${year}`;
}

let dateFmt: Intl.DateTimeFormat | undefined;
const dateFormat = () =>
  (dateFmt ??= new Intl.DateTimeFormat('en-US', { month: 'short', day: '2-digit', year: 'numeric' }));

/** Cut to `max` characters with an ellipsis when longer (screens cut names to 20, 30, 50, 80 or 100). */
export function truncate(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max)}...` : text;
}

/**
 * Up to two initials of a name for an avatar, upper-cased ('Asha Verma' → 'AV'); `fallback` when the name has
 * no words.
 */
export function initials(name: string | null | undefined, fallback = '?'): string {
  const words = (name ?? '').split(/\s+/).filter(Boolean);
  if (words.length === 0) return fallback;
  return words
    .slice(0, 2)
    .map((w) => [...w][0]!.toUpperCase())
    .join('');
}
