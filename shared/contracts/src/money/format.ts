import type { DealType, PayoutRule } from './arithmetic';

/** The deal types in words: the Money section's choices and the desktop's conflict rows. */
export const DEAL_TYPE_LABELS: Record<DealType, string> = {
  flat: 'Flat fee',
  door: 'Door split',
  versus: 'Guarantee versus door',
  plus: 'Guarantee plus door',
  hourly: 'Hourly',
};

/** How a payout is paid, in words. */
export const PAYOUT_RULE_LABELS: Record<PayoutRule, string> = {
  flat: 'Flat',
  share: 'Equal share',
  percent: 'Percent of net',
};

/** Cents as the site's currency writes them ("$1,234.50"), with Intl.NumberFormat. */
export function formatMoney(amount: number, currency = 'USD', locale = 'en-US'): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(amount / 100);
}

/** A typed amount ("1,234.5", "$80") as whole cents, or null when it is not one. */
export function parseMoney(typed: string): number | null {
  const cleaned = typed.replace(/[^\d.-]/g, '');
  if (!/^-?\d*(\.\d{0,2})?$/.test(cleaned) || cleaned === '' || cleaned === '.' || cleaned === '-') return null;
  const [whole = '0', fraction = ''] = cleaned.replace('-', '').split('.');
  const value = Number(whole || '0') * 100 + Number(fraction.padEnd(2, '0'));
  return cleaned.startsWith('-') ? -value : value;
}
