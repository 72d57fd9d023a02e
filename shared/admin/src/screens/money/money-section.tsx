import { useState } from 'react';
import { ApiError, formErrors } from '@jazz/client/api-client/errors';
import type { StoredMoneySettings } from '@jazz/client/api-client';
import type { FieldErrors } from '@jazz/contracts';
import { computeMoney, EMPTY_DEAL, type Person, type ShowMoney, type ValidMoneyData } from '@jazz/contracts/money';
import { yearOf } from '@jazz/contracts/time';
import { DataStatus } from '../../data-error';
import { useAdminHost } from '../../host';
import { useData } from '../../use-data';
import { announceSaved } from '../../saved-notice';
import { CheckInput } from './money-inputs';
import { DealPart, SettlementPart } from './money-parts';
import { BandPayPart, ExpensesPart, PaperworkPart, PaymentsPart, replaced, TotalsList } from './money-lists';
import './money.css';

const dataOf = ({ eventId: _e, dealFrom: _f, totals: _t, updatedAt: _u, ...data }: ShowMoney): ValidMoneyData => data;

const readFile = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(new Error('The file could not be read.'));
    reader.readAsDataURL(file);
  });

interface Loaded {
  stored: ShowMoney;
  people: Person[];
  settings: StoredMoneySettings;
}

/** Edit Event's "Money" section: the show's deal, the night, the band's pay and the expenses. */
export function MoneySection({ eventId, startDate }: { eventId: string; startDate: string }) {
  const read = useData('the show’s money', [eventId], (api) =>
    Promise.all([api.money.read(eventId), api.people.list(), api.money.settings()]).then(
      ([stored, people, settings]): Loaded => ({ stored, people, settings }),
    ),
  );
  const loaded = read.data;
  return (
    <section className="money-section" aria-labelledby="money-title">
      <h2 id="money-title">Money</h2>
      {loaded ? (
        <MoneyForm
          eventId={eventId}
          startDate={startDate}
          loaded={loaded}
          onStored={(stored) => read.set((last) => last && { ...last, stored })}
        />
      ) : (
        <DataStatus reads={[read]} />
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
    year: yearOf(startDate, timezone),
  });

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

  const [note, setNote] = useState('');
  // saved money only: the contract and invoices are made from what the server holds
  async function paperwork(action: () => Promise<string>) {
    try {
      setNote(await action());
    } catch (error) {
      setNote(formErrors(error).form ?? Object.values(formErrors(error)).join(' '));
    }
  }
  const sendContract = () =>
    paperwork(async () => {
      await api.money.sendContract(eventId);
      return 'The contract is on its way to the buyer.';
    });
  const invoice = (kind: 'deposit' | 'balance' | 'full') =>
    paperwork(async () => {
      const made = await api.invoices.create({ eventId, kind });
      await api.invoices.send(made.id);
      return `Invoice ${made.number} is on its way to the buyer.`;
    });

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
      <BandPayPart
        data={data}
        set={set}
        amounts={computed.payoutAmounts}
        people={loaded.people}
        error={errors.payouts}
      />
      <ExpensesPart
        data={data}
        set={set}
        people={loaded.people}
        error={errors.expenses}
        onReceipt={(index, file) => void attach(index, file)}
      />
      <PaymentsPart data={data} set={set} />
      <TotalsList computed={computed} />
      <PaperworkPart onContract={() => void sendContract()} onInvoice={(kind) => void invoice(kind)} note={note} />
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
