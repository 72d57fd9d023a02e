import type { FieldErrors } from '@jazz/contracts';
import { EMPTY_DEAL, type ShowMoney } from '@jazz/contracts/money';
import { DataStatus } from '../../data-error';
import { useData } from '../../use-data';
import { CheckboxField } from '../../fields/checkbox-field';
import { DealPart, SettlementPart } from './money-parts';
import { BandPayPart, ExpensesPart, PaperworkPart, PaymentsPart, TotalsList } from './money-lists';
import { usePaperwork, useShowMoney, type Loaded } from './use-show-money';
import './money.css';

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

function MoneyForm(props: {
  eventId: string;
  startDate: string;
  loaded: Loaded;
  onStored: (stored: ShowMoney) => void;
}) {
  const { loaded } = props;
  const { data, set, errors, busy, computed, save, attach } = useShowMoney(props);
  const { note, sendContract, invoice } = usePaperwork(props.eventId);

  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      {loaded.stored.dealFrom === 'series' ? <p>This date follows its series’ deal until you change it here.</p> : null}
      <CheckboxField
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
      <FormErrors errors={errors} />
      <div className="form-actions">
        <button type="submit" disabled={busy}>
          Save money
        </button>
      </div>
    </form>
  );
}

/** The form's own error, and those of fields no part shows beside itself (payouts and expenses do). */
function FormErrors({ errors }: { errors: FieldErrors }) {
  const others = Object.entries(errors).filter(([key]) => !['form', 'payouts', 'expenses'].includes(key));
  return (
    <>
      {errors.form ? (
        <p className="field-error" role="alert">
          {errors.form}
        </p>
      ) : null}
      {others.length > 0 ? (
        <p className="field-error" role="alert">
          {others.map(([key, message]) => `${key}: ${message}`).join(' ')}
        </p>
      ) : null}
    </>
  );
}
