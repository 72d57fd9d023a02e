import type { z } from 'zod';
import {
  DEAL_TYPE_LABELS,
  PAYOUT_RULE_LABELS,
  dealSchema,
  expenseSchema,
  formatMoney,
  loadInText,
  mileageSchema,
  paymentSchema,
  payoutSchema,
  settlementSchema,
  type Deal,
  type Expense,
  type Payment,
  type Payout,
  type Settlement,
} from '@jazz/contracts/money';

/**
 * A show's money and a person in words, field by field, for the desktop's conflict panel: the
 * server's version beside the draft. A payout names its player (`nameOf`, the people last known).
 */

/** A field of a conflict row: its key, its label and how its value reads. */
export interface WordedField {
  key: string;
  label: string;
  format: (value: unknown) => string;
}

const money = (cents: number) => formatMoney(cents);
const parts = (...words: (string | false | undefined)[]) => words.filter(Boolean).join(' · ');

/** A value read with the schema it was written with; what does not fit reads as text. */
const readAs =
  <S extends z.ZodType>(schema: S, words: (value: z.output<S>) => string) =>
  (value: unknown): string => {
    if (value === null || value === undefined) return '';
    const parsed = schema.safeParse(value);
    return parsed.success ? words(parsed.data) : JSON.stringify(value);
  };
const listOf =
  <S extends z.ZodType>(schema: S, words: (value: z.output<S>) => string) =>
  (value: unknown): string =>
    Array.isArray(value) && value.length ? value.map(readAs(schema, words)).join('; ') : 'None';

const dealWords = (deal: Deal) =>
  parts(
    DEAL_TYPE_LABELS[deal.type],
    deal.guarantee > 0 && `guarantee ${money(deal.guarantee)}`,
    deal.doorPercent > 0 && `${deal.doorPercent}% of the door`,
    deal.splitPoint > 0 && `split point ${money(deal.splitPoint)}`,
    deal.hours > 0 && `${deal.hours} h at ${money(deal.rate)}`,
    deal.deposit > 0 && `deposit ${money(deal.deposit)}${deal.depositDue ? ` due ${deal.depositDue}` : ''}`,
    deal.balanceDue && `balance due ${deal.balanceDue}`,
    deal.loadIn && `load-in ${loadInText(deal.loadIn)}`,
    deal.buyer.name && `buyer ${deal.buyer.name}`,
  );

const settlementWords = (night: Settlement) =>
  parts(
    `door ${money(night.gross)}`,
    `house costs ${money(night.houseCosts)}`,
    `tips ${money(night.tips)}`,
    `merch ${money(night.merch)}`,
    night.paidCount > 0 && `${night.paidCount} paid`,
    night.comps > 0 && `${night.comps} comps`,
  );

const payoutWords = (nameOf: (id: string) => string) => (payout: Payout) => {
  const how =
    payout.rule === 'flat'
      ? money(payout.amount)
      : payout.rule === 'percent'
        ? `${payout.percent}% of net`
        : `${PAYOUT_RULE_LABELS.share.toLowerCase()}${payout.minimum > 0 ? `, at least ${money(payout.minimum)}` : ''}`;
  const paid = payout.paid
    ? `paid ${payout.paid.date} by ${payout.paid.method}${payout.paid.reference ? ` (${payout.paid.reference})` : ''}`
    : 'not paid';
  return `${nameOf(payout.personId)}${payout.role ? ` (${payout.role})` : ''}: ${how}, ${paid}`;
};

const expenseWords = (nameOf: (id: string) => string) => (expense: Expense) =>
  parts(
    `${expense.category || 'Expense'} ${money(expense.amount)}`,
    expense.offTop && 'off the top',
    expense.reimburseTo && `reimbursed to ${nameOf(expense.reimburseTo)}`,
    expense.receipt && 'receipt kept',
    expense.note,
  );

const paymentWords = (payment: Payment) =>
  `${money(payment.amount)} on ${payment.date} by ${payment.method}${payment.reference ? ` (${payment.reference})` : ''}`;

const yesNo = (value: unknown) => (value === true ? 'Yes' : value === false ? 'No' : '');

/** A show's money, in the order of the Money section. */
export function moneyFields(nameOf: (personId: string) => string): WordedField[] {
  return [
    { key: 'deal', label: 'Deal', format: (v) => (v === null ? 'No deal' : readAs(dealSchema, dealWords)(v)) },
    {
      key: 'settlement',
      label: 'Settlement',
      format: (v) => (v === null ? 'Not settled' : readAs(settlementSchema, settlementWords)(v)),
    },
    { key: 'payouts', label: 'Band pay', format: listOf(payoutSchema, payoutWords(nameOf)) },
    { key: 'leaderShare', label: 'I take an equal share', format: yesNo },
    { key: 'expenses', label: 'Expenses', format: listOf(expenseSchema, expenseWords(nameOf)) },
    {
      key: 'mileage',
      label: 'Mileage',
      format: readAs(mileageSchema, (trip) => `${trip.miles} miles${trip.purpose ? ` (${trip.purpose})` : ''}`),
    },
    { key: 'payments', label: 'Payments received', format: listOf(paymentSchema, paymentWords) },
  ];
}

const text = (value: unknown) => (typeof value === 'string' ? value : value == null ? '' : String(value));

/** A person, in the order of the People form (never a TIN: the desktop keeps none). */
export const PERSON_FIELDS_WORDED: WordedField[] = [
  { key: 'name', label: 'Name (as paid)', format: text },
  { key: 'stageName', label: 'Stage name', format: text },
  { key: 'email', label: 'Email', format: text },
  { key: 'phone', label: 'Phone', format: text },
  { key: 'address', label: 'Address', format: text },
  { key: 'instruments', label: 'Instruments', format: (v) => (Array.isArray(v) ? v.join(', ') : text(v)) },
  { key: 'payMethod', label: 'Pay method', format: text },
  { key: 'payHandle', label: 'Pay handle', format: text },
  { key: 'w9OnFile', label: 'W-9 on file', format: yesNo },
  { key: 'notes', label: 'Notes', format: text },
];
