const inr = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });

/** Whole rupees with Indian grouping, no decimals: 123456.7 → '₹1,23,457'. */
export function formatINR(rupees: number): string {
  return `₹${inr.format(Math.round(rupees))}`;
}

const inrPaise = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/**
 * Rupees to the paisa, for money people reconcile (statements, balances, payouts): 1234.5 → '₹1,234.50',
 * -80 → '−₹80.00'.
 */
export function formatINRPaise(rupees: number): string {
  const sign = rupees < 0 ? '−' : '';
  return `${sign}₹${inrPaise.format(Math.abs(rupees))}`;
}

const dateFmt = new Intl.DateTimeFormat('en-US', { month: 'short', day: '2-digit', year: 'numeric' });

/** 'Mon DD, YYYY' (short month, 2-digit day, year, en-US). */
export function formatDate(d: string | number | Date): string {
  return dateFmt.format(new Date(d));
}

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
