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

/** Cents as the site's currency writes them ("$1,234.50", "€1,234.50"), with Intl.NumberFormat. */
export function formatMoney(amount: number, currency = 'USD', locale = 'en-US'): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(amount / 100);
}

/** The sign a currency is written with beside an amount ("$", "€", "CA$"), or its code. */
export function currencySymbol(currency = 'USD', locale = 'en-US'): string {
  // a zero as the currency writes it, without its figures and spaces ("€0.00" → "€", "CHF 0.00" → "CHF")
  return formatMoney(0, currency, locale).replace(/[\d.,\s\u00a0]/g, '') || currency;
}

/** Cents as a typed amount without its sign ("1,234.50"), '' for none: what an amount field shows. */
export function amountText(cents: number, locale = 'en-US'): string {
  if (cents === 0) return '';
  return new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(cents / 100);
}

/**
 * The figures of a typed amount with a point for its decimals: a comma followed by one or two
 * figures at the end is a decimal comma ("12,50", "1.234,50"), never a thousands separator
 * (which would read "12,50" as 1,250); other commas separate thousands ("1,234.50", "1,234").
 */
function withDecimalPoint(typed: string): string {
  const text = typed.replace(/[^\d.,-]/g, '');
  const comma = text.lastIndexOf(',');
  if (/,\d{1,2}$/.test(text) && text.lastIndexOf('.') < comma)
    return `${text.slice(0, comma).replace(/[.,]/g, '')}.${text.slice(comma + 1)}`;
  return text.replace(/,/g, '');
}

/** A typed amount ("1,234.5", "12,50", "$80", "€80") as whole cents, or null when it is not one. */
export function parseMoney(typed: string): number | null {
  const cleaned = withDecimalPoint(typed);
  if (!/^-?\d*(\.\d{0,2})?$/.test(cleaned) || cleaned === '' || cleaned === '.' || cleaned === '-') return null;
  const [whole = '0', fraction = ''] = cleaned.replace('-', '').split('.');
  const value = Number(whole || '0') * 100 + Number(fraction.padEnd(2, '0'));
  return cleaned.startsWith('-') ? -value : value;
}
