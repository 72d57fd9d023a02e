import type { ReactNode } from 'react';
import {
  DEAL_TYPE_LABELS,
  DEAL_TYPES,
  PAY_METHODS,
  PAYOUT_RULE_LABELS,
  PAYOUT_RULES,
  type Deal,
  type Expense,
  type InvoicePayment,
  type PayMethod,
  type Payment,
  type Payout,
  type Person,
  type Settlement,
} from '@jazz/contracts/money';
import { CentsInput, NumberInput, TextInput } from './money-inputs';
import { CheckboxField } from '../../fields/checkbox-field';
import { ChoiceField } from '../../fields/choice-field';
import type { FieldErrors } from '@jazz/contracts';
import { useSiteToday } from './use-currency';

/** The buyer's contact fields, in the form's order. */
const BUYER_FIELDS: readonly {
  key: keyof Deal['buyer'];
  label: string;
  type?: 'email' | 'tel';
  multiline?: boolean;
}[] = [
  { key: 'name', label: 'Buyer' },
  { key: 'organization', label: 'Organization' },
  { key: 'email', label: 'Buyer email', type: 'email' },
  { key: 'phone', label: 'Buyer phone', type: 'tel' },
  { key: 'address', label: 'Buyer address', multiline: true },
];

/** The deal's days and the load-in time: key, field id, label, input type. */
const DEAL_TIMES: readonly (readonly ['depositDue' | 'balanceDue' | 'loadIn', string, string, 'date' | 'time'])[] = [
  ['depositDue', 'deposit-due', 'Deposit due', 'date'],
  ['balanceDue', 'balance-due', 'Balance due', 'date'],
  ['loadIn', 'load-in', 'Load-in', 'time'],
];

/** The night's figures in dollars and cents, then those counted in heads: key, field id, label. */
const SETTLEMENT_AMOUNTS: readonly (readonly [keyof Settlement, string, string])[] = [
  ['gross', 'settle-gross', 'Gross (the door)'],
  ['houseCosts', 'settle-house', 'House costs'],
  ['tips', 'settle-tips', 'Tips'],
  ['merch', 'settle-merch', 'Merch'],
];
const SETTLEMENT_COUNTS: readonly (readonly [keyof Settlement, string, string])[] = [
  ['paidCount', 'settle-paid', 'Paid count'],
  ['comps', 'settle-comps', 'Comps'],
];

export const EMPTY_SETTLEMENT: Settlement = { gross: 0, houseCosts: 0, tips: 0, merch: 0, paidCount: 0, comps: 0 };

/**
 * The deal: its type, the figures that type uses, deposit and balance days, the load-in and the
 * buyer. A second deal on the page (the series') has its own `idPrefix` and `legend`.
 */
export function DealPart({
  deal,
  onChange,
  idPrefix = '',
  legend = 'Deal',
}: {
  deal: Deal;
  onChange: (deal: Deal) => void;
  idPrefix?: string;
  legend?: string;
}) {
  const set = <K extends keyof Deal>(key: K, value: Deal[K]) => onChange({ ...deal, [key]: value });
  const buyer = (key: keyof Deal['buyer'], value: string) => set('buyer', { ...deal.buyer, [key]: value });
  const door = deal.type === 'door' || deal.type === 'versus' || deal.type === 'plus';
  const dealId = (name: string) => `${idPrefix}deal-${name}`;
  return (
    <fieldset className="money-part">
      <legend>{legend}</legend>
      <ChoiceField
        id={dealId('type')}
        label="Deal type"
        value={deal.type}
        choices={DEAL_TYPES.map((type) => [type, DEAL_TYPE_LABELS[type]] as const)}
        onChange={(type) => set('type', type)}
      />
      {deal.type === 'hourly' ? (
        <>
          <NumberInput id={dealId('hours')} label="Hours" value={deal.hours} onChange={(v) => set('hours', v)} />
          <CentsInput id={dealId('rate')} label="Rate per hour" value={deal.rate} onChange={(v) => set('rate', v)} />
        </>
      ) : (
        <CentsInput
          id={dealId('guarantee')}
          label="Guarantee"
          value={deal.guarantee}
          onChange={(v) => set('guarantee', v)}
        />
      )}
      {door ? (
        <NumberInput
          id={dealId('door-percent')}
          label="Door percent"
          value={deal.doorPercent}
          onChange={(v) => set('doorPercent', Math.min(100, v))}
        />
      ) : null}
      {deal.type === 'plus' ? (
        <CentsInput
          id={dealId('split')}
          label="Split point"
          value={deal.splitPoint}
          onChange={(v) => set('splitPoint', v)}
        />
      ) : null}
      <CentsInput id={dealId('deposit')} label="Deposit" value={deal.deposit} onChange={(v) => set('deposit', v)} />
      {DEAL_TIMES.map(([key, name, label, type]) => (
        <TextInput
          key={key}
          id={dealId(name)}
          label={label}
          type={type}
          value={deal[key]}
          onChange={(v) => set(key, v)}
        />
      ))}
      {BUYER_FIELDS.map(({ key, label, type, multiline }) => (
        <TextInput
          key={key}
          id={`${idPrefix}buyer-${key}`}
          label={label}
          type={type}
          multiline={multiline}
          value={deal.buyer[key]}
          onChange={(v) => buyer(key, v)}
        />
      ))}
    </fieldset>
  );
}

/** The night's figures: the door, house costs, tips, merch and heads. */
export function SettlementPart({
  settlement,
  onChange,
}: {
  settlement: Settlement | null;
  onChange: (settlement: Settlement | null) => void;
}) {
  const figures = settlement ?? EMPTY_SETTLEMENT;
  const set = (key: keyof Settlement, value: number) => onChange({ ...figures, [key]: value });
  return (
    <fieldset className="money-part">
      <legend>Settlement</legend>
      <CheckboxField
        id="settled"
        label="Settled (the night's figures are in)"
        checked={settlement !== null}
        onChange={(on) => onChange(on ? figures : null)}
      />
      {settlement ? (
        <>
          {SETTLEMENT_AMOUNTS.map(([key, id, label]) => (
            <CentsInput key={key} id={id} label={label} value={figures[key]} onChange={(v) => set(key, v)} />
          ))}
          {SETTLEMENT_COUNTS.map(([key, id, label]) => (
            <NumberInput
              key={key}
              id={id}
              label={label}
              step="1"
              value={figures[key]}
              onChange={(v) => set(key, Math.round(v))}
            />
          ))}
        </>
      ) : null}
    </fieldset>
  );
}

const personOptions = (people: readonly Person[], none: string) =>
  [['', none] as const, ...people.map((person) => [person.id, person.name] as const)] as const;

/** How a payment is made, as he says it (the stored value is the lowercase key). */
export const PAY_METHOD_WORDS: Record<PayMethod, string> = {
  cash: 'Cash',
  check: 'Check',
  ach: 'ACH',
  zelle: 'Zelle',
  venmo: 'Venmo',
  paypal: 'PayPal',
  card: 'Card',
  other: 'Other',
};
/** The choices of every "Method" and "Pay method" select. */
export const PAY_METHOD_CHOICES = PAY_METHODS.map((method) => [method, PAY_METHOD_WORDS[method]] as const);

/** A list row's setter of one key, and its fields' ids (`payout-2-amount`). */
function rowParts<T extends object>(prefix: string, index: number, row: T, onChange: (row: T) => void) {
  return {
    set: <K extends keyof T>(key: K, value: T[K]) => onChange({ ...row, [key]: value }),
    id: (name: string) => `${prefix}-${index}-${name}`,
  };
}

/** One row of a money list (a payout, an expense, a payment): its fields, then Remove. */
function MoneyRow({ what, onRemove, children }: { what: string; onRemove: () => void; children: ReactNode }) {
  return (
    <li className="money-row">
      {children}
      <button type="button" className="secondary" onClick={onRemove}>
        Remove {what}
      </button>
    </li>
  );
}

/** One payout: who, the rule and its figure, the minimum, and when and how it was paid. */
export function PayoutRow({
  index,
  payout,
  amount,
  people,
  onChange,
  onRemove,
}: {
  index: number;
  payout: Payout;
  amount: string;
  people: readonly Person[];
  onChange: (payout: Payout) => void;
  onRemove: () => void;
}) {
  const { set, id } = rowParts('payout', index, payout, onChange);
  const paid = payout.paid;
  const today = useSiteToday();
  return (
    <MoneyRow what="payout" onRemove={onRemove}>
      <ChoiceField
        id={id('person')}
        label="Player"
        value={payout.personId}
        choices={personOptions(people, 'Choose…')}
        onChange={(v) => set('personId', v)}
      />
      <TextInput id={id('role')} label="Role" value={payout.role} onChange={(v) => set('role', v)} />
      <ChoiceField
        id={id('rule')}
        label="Paid by"
        value={payout.rule}
        choices={PAYOUT_RULES.map((rule) => [rule, PAYOUT_RULE_LABELS[rule]] as const)}
        onChange={(v) => set('rule', v)}
      />
      {payout.rule === 'flat' ? (
        <CentsInput id={id('amount')} label="Amount" value={payout.amount} onChange={(v) => set('amount', v)} />
      ) : null}
      {payout.rule === 'percent' ? (
        <NumberInput
          id={id('percent')}
          label="Percent"
          value={payout.percent}
          onChange={(v) => set('percent', Math.min(100, v))}
        />
      ) : null}
      {payout.rule === 'share' ? (
        <CentsInput id={id('minimum')} label="Minimum" value={payout.minimum} onChange={(v) => set('minimum', v)} />
      ) : null}
      <p className="money-owed">Owed: {amount}</p>
      <CheckboxField
        id={id('paid')}
        label="Paid"
        checked={paid !== null}
        onChange={(on) => set('paid', on ? { date: today(), method: 'check', reference: '' } : null)}
      />
      {paid ? (
        <>
          <TextInput
            id={id('paid-date')}
            label="Paid on"
            type="date"
            value={paid.date}
            onChange={(v) => set('paid', { ...paid, date: v })}
          />
          <ChoiceField
            id={id('paid-method')}
            label="Method"
            value={paid.method}
            choices={PAY_METHOD_CHOICES}
            onChange={(v) => set('paid', { ...paid, method: v })}
          />
          <TextInput
            id={id('paid-ref')}
            label="Reference"
            value={paid.reference}
            onChange={(v) => set('paid', { ...paid, reference: v })}
          />
        </>
      ) : null}
    </MoneyRow>
  );
}

/** One expense: what, how much, off the top or not, paid back to whom, and its receipt. */
export function ExpenseRow({
  index,
  expense,
  people,
  onChange,
  onRemove,
  onReceipt,
}: {
  index: number;
  expense: Expense;
  people: readonly Person[];
  onChange: (expense: Expense) => void;
  onRemove: () => void;
  onReceipt: (file: File) => void;
}) {
  const { set, id } = rowParts('expense', index, expense, onChange);
  return (
    <MoneyRow what="expense" onRemove={onRemove}>
      <TextInput id={id('category')} label="Category" value={expense.category} onChange={(v) => set('category', v)} />
      <CentsInput id={id('amount')} label="Amount" value={expense.amount} onChange={(v) => set('amount', v)} />
      <TextInput id={id('note')} label="Note" value={expense.note} onChange={(v) => set('note', v)} />
      <CheckboxField
        id={id('off-top')}
        label="Off the top"
        checked={expense.offTop}
        onChange={(v) => set('offTop', v)}
      />
      <ChoiceField
        id={id('reimburse')}
        label="Reimburse to"
        value={expense.reimburseTo}
        choices={personOptions(people, 'Nobody')}
        onChange={(v) => set('reimburseTo', v)}
      />
      <div className="field">
        <label htmlFor={id('receipt')}>{expense.receipt ? 'Receipt kept; replace' : 'Receipt (photo or PDF)'}</label>
        <input
          id={id('receipt')}
          type="file"
          accept="image/*,application/pdf"
          onChange={(e) => {
            const file = e.target.files?.[0];
            if (file) onReceipt(file);
          }}
          aria-describedby={id('receipt-hint')}
        />
        {/* the desktop drafts the rest of the money offline, never a receipt's file */}
        <p id={id('receipt-hint')} className="field-hint">
          Receipts upload only while the server answers.
        </p>
      </div>
    </MoneyRow>
  );
}

/**
 * A payment's day, amount, method and reference: one received on a show's money, or one
 * recorded against an invoice (with the server's word on each field).
 */
export function PaymentFields<P extends InvoicePayment>({
  idOf,
  dateLabel,
  payment,
  onChange,
  errors = {},
}: {
  idOf: (name: string) => string;
  dateLabel: string;
  payment: P;
  onChange: (payment: P) => void;
  errors?: FieldErrors;
}) {
  const set = <K extends keyof InvoicePayment>(key: K, value: InvoicePayment[K]) =>
    onChange({ ...payment, [key]: value });
  return (
    <>
      <TextInput
        id={idOf('date')}
        label={dateLabel}
        type="date"
        value={payment.date}
        onChange={(v) => set('date', v)}
        error={errors.date}
      />
      <CentsInput
        id={idOf('amount')}
        label="Amount"
        value={payment.amount}
        onChange={(v) => set('amount', v)}
        error={errors.amount}
      />
      <ChoiceField
        id={idOf('method')}
        label="Method"
        value={payment.method}
        choices={PAY_METHOD_CHOICES}
        onChange={(v) => set('method', v)}
      />
      <TextInput
        id={idOf('ref')}
        label="Reference"
        value={payment.reference}
        onChange={(v) => set('reference', v)}
        error={errors.reference}
      />
    </>
  );
}

/** One payment received from the buyer. */
export function PaymentRow({
  index,
  payment,
  onChange,
  onRemove,
}: {
  index: number;
  payment: Payment;
  onChange: (payment: Payment) => void;
  onRemove: () => void;
}) {
  return (
    <MoneyRow what="payment" onRemove={onRemove}>
      <PaymentFields
        idOf={(name) => `payment-${index}-${name}`}
        dateLabel="Received on"
        payment={payment}
        onChange={onChange}
      />
    </MoneyRow>
  );
}
