import { useState } from 'react';
import type { FieldErrors } from '@jazz/contracts';
import { EMPTY_DEAL, type ShowMoney } from '@jazz/contracts/money';
import { dayOf } from '@jazz/contracts/time';
import { DataError, DataStatus } from '../../data-error';
import { useAdminHost } from '../../host';
import { useData } from '../../use-data';
import { submitted } from './money-inputs';
import { CheckboxField } from '../../fields/checkbox-field';
import { DealPart, SettlementPart } from './money-parts';
import { BandPayPart, ExpensesPart, PaperworkPart, PaymentsPart, TotalsList } from './money-lists';
import { InvoiceTable } from './invoice-list';
import { SeriesDealPart } from './series-deal';
import { usePaperwork, useShowMoney, type Loaded, type Paperwork } from './use-show-money';
import './money.css';

/**
 * Edit Event's "Money" section: the show's deal, the night, the band's pay and the expenses; a
 * date of a series also its series' deal and month invoice; the invoices made for the show.
 */
export function MoneySection({
  eventId,
  startDate,
  seriesId,
}: {
  eventId: string;
  startDate: string;
  seriesId?: string | undefined;
}) {
  const { timezone } = useAdminHost();
  // kept while it is read again (a payment, the series' deal): the form stays with his edits
  const read = useData(
    'the show’s money',
    [eventId],
    (api) =>
      Promise.all([api.money.read(eventId), api.people.list(), api.money.settings()]).then(
        ([stored, people, settings]): Loaded => ({ stored, people, settings }),
      ),
    { keep: true },
  );
  // an invoice made, sent, paid or voided: the show's invoices are read again
  const [version, setVersion] = useState(0);
  const paperwork = usePaperwork(eventId, () => setVersion((n) => n + 1));
  const loaded = read.data;
  return (
    <section className="money-section" aria-labelledby="money-title">
      <h2 id="money-title">Money</h2>
      {seriesId ? (
        <SeriesDealPart
          seriesId={seriesId}
          month={dayOf(startDate, timezone).slice(0, 7)}
          onSaved={() => read.retry()}
          onInvoice={(month) => void paperwork.monthInvoice(seriesId, month)}
          note={paperwork.note.from === 'series' ? paperwork.note.text : ''}
        />
      ) : null}
      {loaded ? (
        <MoneyForm
          eventId={eventId}
          startDate={startDate}
          loaded={loaded}
          paperwork={paperwork}
          onStored={(stored) => read.set((last) => last && { ...last, stored })}
        />
      ) : (
        <DataStatus reads={[read]} />
      )}
      <ShowInvoices
        eventId={eventId}
        seriesId={seriesId}
        version={version}
        onChanged={() => {
          setVersion((n) => n + 1);
          // a payment joins the show's payments on the server
          read.retry();
        }}
      />
    </section>
  );
}

/** The invoices of this show (and of its series' months), with their actions. */
function ShowInvoices({
  eventId,
  seriesId,
  version,
  onChanged,
}: {
  eventId: string;
  seriesId?: string | undefined;
  version: number;
  onChanged: () => void;
}) {
  const read = useData(
    'the show’s invoices',
    [eventId, seriesId, version],
    async (api) =>
      (await api.invoices.list()).filter(
        (invoice) => invoice.eventId === eventId || (Boolean(seriesId) && invoice.seriesId === seriesId),
      ),
    { keep: true },
  );
  return (
    <section aria-labelledby="show-invoices-title">
      <h3 id="show-invoices-title">Invoices</h3>
      <DataError reads={[read]} />
      {read.data ? <InvoiceTable invoices={read.data} caption="Invoices of this show" onChanged={onChanged} /> : null}
    </section>
  );
}

function MoneyForm(props: {
  eventId: string;
  startDate: string;
  loaded: Loaded;
  paperwork: Paperwork;
  onStored: (stored: ShowMoney) => void;
}) {
  const { loaded, paperwork } = props;
  const { data, set, errors, busy, computed, save, attach } = useShowMoney(props);
  const following = loaded.stored.dealFrom === 'series';

  return (
    <form noValidate onSubmit={submitted(save)}>
      {following ? <p>This date follows its series’ deal until you change it here.</p> : null}
      <CheckboxField
        id="has-deal"
        label="This show has a deal"
        checked={data.deal !== null}
        onChange={(on) => set('deal', on ? EMPTY_DEAL : null)}
      />
      {data.deal ? (
        <DealPart
          deal={data.deal}
          onChange={(deal) => set('deal', deal)}
          legend={following ? 'Deal (the series’)' : 'Deal'}
        />
      ) : null}
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
      <PaperworkPart
        onContract={() => void paperwork.sendContract()}
        onInvoice={(kind) => void paperwork.invoice(kind)}
        note={paperwork.note.from === 'show' ? paperwork.note.text : ''}
      />
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
