import { useEffect, useState } from 'react';
import { ApiError, formErrors } from '@jazz/client/api-client/errors';
import type { StoredMoneySettings } from '@jazz/client/api-client';
import type { FieldErrors } from '@jazz/contracts';
import { computeMoney, formatMoney, type Person, type ShowMoney, type ValidMoneyData } from '@jazz/contracts/money';
import { wallClock } from '@jazz/contracts/zoned';
import { useAdminHost } from '../../host';
import { announceSaved } from '../../saved-notice';
import { CheckInput, NumberInput, TextInput } from './money-inputs';
import { DealPart, EMPTY_DEAL, ExpenseRow, PaymentRow, PayoutRow, SettlementPart } from './money-parts';
import './money.css';

const dataOf = ({ eventId: _e, dealFrom: _f, totals: _t, updatedAt: _u, ...data }: ShowMoney): ValidMoneyData => data;

const readFile = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(new Error('The file could not be read.'));
    reader.readAsDataURL(file);
  });

/** Replaces item `index` of a list (or removes it with `undefined`). */
const replaced = <T,>(list: readonly T[], index: number, item: T | undefined): T[] =>
  item === undefined ? list.filter((_, i) => i !== index) : list.map((old, i) => (i === index ? item : old));

interface Loaded {
  stored: ShowMoney;
  people: Person[];
  settings: StoredMoneySettings;
}

/** Edit Event's "Money" section: the show's deal, the night, the band's pay and the expenses. */
export function MoneySection({ eventId, startDate }: { eventId: string; startDate: string }) {
  const { api } = useAdminHost();
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [failed, setFailed] = useState('');
  useEffect(() => {
    let live = true;
    Promise.all([api.money.read(eventId), api.people.list(), api.money.settings()])
      .then(([stored, people, settings]) => live && setLoaded({ stored, people, settings }))
      .catch((error: unknown) => live && setFailed(formErrors(error).form ?? 'The money could not be read.'));
    return () => {
      live = false;
    };
  }, [api, eventId]);
  return (
    <section className="money-section" aria-labelledby="money-title">
      <h2 id="money-title">Money</h2>
      {loaded ? (
        <MoneyForm
          eventId={eventId}
          startDate={startDate}
          loaded={loaded}
          onStored={(stored) => setLoaded({ ...loaded, stored })}
        />
      ) : (
        <p role={failed ? 'alert' : 'status'}>{failed || 'Loading…'}</p>
      )}
    </section>
  );
}

function MoneyForm({
  eventId,
  startDate,
  loaded,
  onStored,
}: {
  eventId: string;
  startDate: string;
  loaded: Loaded;
  onStored: (stored: ShowMoney) => void;
}) {
  const { api, timezone } = useAdminHost();
  const [data, setData] = useState<ValidMoneyData>(() => dataOf(loaded.stored));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const set = <K extends keyof ValidMoneyData>(key: K, value: ValidMoneyData[K]) => setData({ ...data, [key]: value });
  // the same arithmetic as the server's (and the desktop's, offline): what Save will store
  const computed = computeMoney(data, {
    mileageRates: loaded.settings.mileageRates,
    year: wallClock(new Date(startDate), timezone).year,
  });
  const money = (cents: number) => formatMoney(cents);

  async function save() {
    setBusy(true);
    setErrors({});
    try {
      const stored = await api.money.update(eventId, loaded.stored, data);
      onStored(stored);
      setData(dataOf(stored));
      announceSaved('Money saved.');
    } catch (error) {
      if (error instanceof ApiError && error.status === 409)
        setErrors({
          form: 'Someone else changed this show’s money. Reload the page to see it, then enter yours again.',
        });
      else setErrors(formErrors(error));
    } finally {
      setBusy(false);
    }
  }

  async function attach(index: number, file: File) {
    try {
      const receipt = await api.money.uploadReceipt(eventId, await readFile(file));
      set('expenses', replaced(data.expenses, index, { ...data.expenses[index]!, receipt: receipt.id }));
    } catch (error) {
      setErrors(formErrors(error));
    }
  }

  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      {loaded.stored.dealFrom === 'series' ? <p>This date follows its series’ deal until you change it here.</p> : null}
      <CheckInput
        id="has-deal"
        label="This show has a deal"
        checked={data.deal !== null}
        onChange={(on) => set('deal', on ? EMPTY_DEAL : null)}
      />
      {data.deal ? <DealPart deal={data.deal} onChange={(deal) => set('deal', deal)} /> : null}
      <SettlementPart settlement={data.settlement} onChange={(settlement) => set('settlement', settlement)} />
      <fieldset className="money-part">
        <legend>Band pay</legend>
        <CheckInput
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
              amount={money(computed.payoutAmounts[index] ?? 0)}
              people={loaded.people}
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
        {errors.payouts ? <p className="field-error">{errors.payouts}</p> : null}
      </fieldset>
      <fieldset className="money-part">
        <legend>Expenses</legend>
        <ol className="money-rows">
          {data.expenses.map((expense, index) => (
            <ExpenseRow
              key={index}
              index={index}
              expense={expense}
              people={loaded.people}
              onChange={(next) => set('expenses', replaced(data.expenses, index, next))}
              onRemove={() => set('expenses', replaced(data.expenses, index, undefined))}
              onReceipt={(file) => void attach(index, file)}
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
        {errors.expenses ? <p className="field-error">{errors.expenses}</p> : null}
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
      </fieldset>
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
              { date: new Date().toISOString().slice(0, 10), amount: 0, method: 'check', reference: '', invoiceId: '' },
            ])
          }
        >
          Add payment
        </button>
      </fieldset>
      <dl className="money-totals" aria-label="Totals">
        <dt>Artist share</dt>
        <dd>{money(computed.totals.artistShare)}</dd>
        <dt>Net</dt>
        <dd>{money(computed.totals.net)}</dd>
        <dt>Band pay</dt>
        <dd>{money(computed.totals.payoutsDue)}</dd>
        <dt>I keep</dt>
        <dd>{money(computed.totals.leaderTake)}</dd>
        <dt>Received</dt>
        <dd>{money(computed.totals.received)}</dd>
        <dt>Outstanding</dt>
        <dd>{money(computed.totals.outstanding)}</dd>
        <dt>Mileage</dt>
        <dd>{money(computed.mileage)}</dd>
      </dl>
      {errors.form ? (
        <p className="field-error" role="alert">
          {errors.form}
        </p>
      ) : null}
      {Object.keys(errors).some((key) => !['form', 'payouts', 'expenses'].includes(key)) ? (
        <p className="field-error" role="alert">
          {Object.entries(errors)
            .filter(([key]) => !['form', 'payouts', 'expenses'].includes(key))
            .map(([key, message]) => `${key}: ${message}`)
            .join(' ')}
        </p>
      ) : null}
      <div className="form-actions">
        <button type="submit" disabled={busy}>
          Save money
        </button>
      </div>
    </form>
  );
}
