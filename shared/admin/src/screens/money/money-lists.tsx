import { type MoneyComputed, type Person, type ValidMoneyData } from '@jazz/contracts/money';
import { MoneyNote, NumberInput, TextInput } from './money-inputs';
import { CheckboxField } from '../../fields/checkbox-field';
import { ExpenseRow, PaymentRow, PayoutRow } from './money-parts';
import { useCurrency, useSiteToday } from './use-currency';

/** Replaces item `index` of a list (or removes it with `undefined`). */
export const replaced = <T,>(list: readonly T[], index: number, item: T | undefined): T[] =>
  item === undefined ? list.filter((_, i) => i !== index) : list.map((old, i) => (i === index ? item : old));

type SetMoney = <K extends keyof ValidMoneyData>(key: K, value: ValidMoneyData[K]) => void;

/** Band pay: the leader's share and each payout with what it comes to. */
export function BandPayPart({
  data,
  set,
  amounts,
  people,
  error,
}: {
  data: ValidMoneyData;
  set: SetMoney;
  amounts: readonly number[];
  people: readonly Person[];
  error?: string | undefined;
}) {
  const { money } = useCurrency();
  return (
    <fieldset className="money-part">
      <legend>Band pay</legend>
      <CheckboxField
        id="leader-share"
        label="I take an equal share"
        checked={data.leaderShare}
        onChange={(v) => set('leaderShare', v)}
      />
      <ol className="money-rows">
        {data.payouts.map((payout, index) => (
          <PayoutRow
            key={index}
            index={index}
            payout={payout}
            amount={money(amounts[index] ?? 0)}
            people={people}
            onChange={(next) => set('payouts', replaced(data.payouts, index, next))}
            onRemove={() => set('payouts', replaced(data.payouts, index, undefined))}
          />
        ))}
      </ol>
      <button
        type="button"
        onClick={() =>
          set('payouts', [
            ...data.payouts,
            { personId: '', role: '', rule: 'share', amount: 0, percent: 0, minimum: 0, paid: null },
          ])
        }
      >
        Add payout
      </button>
      {error ? <p className="field-error">{error}</p> : null}
    </fieldset>
  );
}

/** Expenses (each with its receipt) and the trip's mileage. */
export function ExpensesPart({
  data,
  set,
  people,
  error,
  onReceipt,
}: {
  data: ValidMoneyData;
  set: SetMoney;
  people: readonly Person[];
  error?: string | undefined;
  onReceipt: (index: number, file: File) => void;
}) {
  return (
    <fieldset className="money-part">
      <legend>Expenses</legend>
      <ol className="money-rows">
        {data.expenses.map((expense, index) => (
          <ExpenseRow
            key={index}
            index={index}
            expense={expense}
            people={people}
            onChange={(next) => set('expenses', replaced(data.expenses, index, next))}
            onRemove={() => set('expenses', replaced(data.expenses, index, undefined))}
            onReceipt={(file) => onReceipt(index, file)}
          />
        ))}
      </ol>
      <button
        type="button"
        onClick={() =>
          set('expenses', [
            ...data.expenses,
            { category: '', amount: 0, note: '', receipt: '', offTop: true, reimburseTo: '' },
          ])
        }
      >
        Add expense
      </button>
      {error ? <p className="field-error">{error}</p> : null}
      <div className="money-mileage">
        <NumberInput
          id="mileage-miles"
          label="Miles (round trip)"
          value={data.mileage?.miles ?? 0}
          onChange={(miles) => set('mileage', { miles, purpose: data.mileage?.purpose ?? '' })}
        />
        <TextInput
          id="mileage-purpose"
          label="Trip purpose"
          value={data.mileage?.purpose ?? ''}
          onChange={(purpose) => set('mileage', { miles: data.mileage?.miles ?? 0, purpose })}
        />
      </div>
    </fieldset>
  );
}

/** What the buyer paid, when and how. */
export function PaymentsPart({ data, set }: { data: ValidMoneyData; set: SetMoney }) {
  const today = useSiteToday();
  return (
    <fieldset className="money-part">
      <legend>Payments received</legend>
      <ol className="money-rows">
        {data.payments.map((payment, index) => (
          <PaymentRow
            key={index}
            index={index}
            payment={payment}
            onChange={(next) => set('payments', replaced(data.payments, index, next))}
            onRemove={() => set('payments', replaced(data.payments, index, undefined))}
          />
        ))}
      </ol>
      <button
        type="button"
        onClick={() =>
          set('payments', [
            ...data.payments,
            { date: today(), amount: 0, method: 'check', reference: '', invoiceId: '' },
          ])
        }
      >
        Add payment
      </button>
    </fieldset>
  );
}

/** The totals as the server will store them (the same arithmetic). */
export function TotalsList({ computed }: { computed: MoneyComputed }) {
  const { money } = useCurrency();
  const rows: [string, number][] = [
    ['Artist share', computed.totals.artistShare],
    ['Net', computed.totals.net],
    ['Band pay', computed.totals.payoutsDue],
    ['I keep', computed.totals.leaderTake],
    ['Received', computed.totals.received],
    ['Outstanding', computed.totals.outstanding],
    ['Mileage', computed.mileage],
  ];
  return (
    <dl className="money-totals" aria-label="Totals">
      {rows.map(([label, cents]) => (
        <div key={label} style={{ display: 'contents' }}>
          <dt>{label}</dt>
          <dd>{money(cents)}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The paper of a show: the contract to sign and the invoices, mailed to the buyer. */
export function PaperworkPart({
  onContract,
  onInvoice,
  note,
}: {
  onContract: () => void;
  onInvoice: (kind: 'deposit' | 'balance' | 'full') => void;
  note: string;
}) {
  return (
    <fieldset className="money-part">
      <legend>Contract and invoices</legend>
      <button type="button" onClick={onContract}>
        Send contract
      </button>
      <button type="button" onClick={() => onInvoice('deposit')}>
        Invoice deposit
      </button>
      <button type="button" onClick={() => onInvoice('balance')}>
        Invoice balance
      </button>
      <button type="button" onClick={() => onInvoice('full')}>
        Invoice full fee
      </button>
      <MoneyNote text={note} />
    </fieldset>
  );
}
