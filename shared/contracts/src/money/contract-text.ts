import { time12 } from '../shows/format';
import { isOneOf } from '../typed';
import { formatMoney } from './format';
import type { Deal } from './schema';

/** The tokens a contract template may name ({{date}}, {{fee}}...): docs/money.md. */
export const CONTRACT_TOKENS = [
  'date',
  'start',
  'end',
  'venue',
  'address',
  'band',
  'musicians',
  'deal',
  'fee',
  'deposit',
  'depositDue',
  'balanceDue',
  'buyer',
  'loadIn',
] as const;
export type ContractToken = (typeof CONTRACT_TOKENS)[number];

/** A deal in words: "$500.00 guarantee versus 70% of the door after house costs, whichever is greater". */
export function dealInWords(deal: Deal, currency = 'USD'): string {
  const money = (cents: number) => formatMoney(cents, currency);
  const door = `${deal.doorPercent}% of the door after house costs`;
  switch (deal.type) {
    case 'flat':
      return `a flat fee of ${money(deal.guarantee)}`;
    case 'door':
      return door;
    case 'versus':
      return `${money(deal.guarantee)} guarantee versus ${door}, whichever is greater`;
    case 'plus':
      return `${money(deal.guarantee)} guarantee plus ${deal.doorPercent}% of the door above ${money(deal.splitPoint)}`;
    case 'hourly':
      return `${deal.hours} hours at ${money(deal.rate)} an hour`;
  }
}

/** A deal's load-in in words ("6:30 PM"), or '' when none is set. */
export function loadInText(loadIn: string): string {
  const [hour, minute] = loadIn.split(':').map(Number);
  return loadIn && hour !== undefined && minute !== undefined ? time12(hour, minute) : '';
}

/** The template with each {{token}} filled; an unknown token is left as typed, so a typo shows. */
export const fillContract = (template: string, values: Record<ContractToken, string>): string =>
  template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
    isOneOf(CONTRACT_TOKENS, name) ? values[name] : whole,
  );
