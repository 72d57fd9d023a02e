import { useState } from 'react';
import { ApiError, formErrors } from '@jazz/client/api-client/errors';
import { EMPTY_DEAL, type Deal, type SeriesMoney } from '@jazz/contracts/money';
import { DataStatus } from '../../data-error';
import { useAdminHost } from '../../host';
import { announceSaved } from '../../saved-notice';
import { useData } from '../../use-data';
import { MoneyNote, submitted, TextInput } from './money-inputs';
import { CheckboxField } from '../../fields/checkbox-field';
import { DealPart } from './money-parts';

/**
 * A residency's deal, edited from any of its dates: each date follows it until that date's own
 * deal is saved. Its own form and button ("Save series deal"), and the month's invoice.
 */
export function SeriesDealPart({
  seriesId,
  month,
  onSaved,
  onInvoice,
  note,
}: {
  seriesId: string;
  /** The month the invoice field starts at (this date's, YYYY-MM). */
  month: string;
  /** The series' deal is saved: the dates following it changed on the server. */
  onSaved: () => void;
  onInvoice: (month: string) => void;
  /** How the month's invoice went. */
  note: string;
}) {
  const read = useData('the series’ deal', [seriesId], (api) => api.money.series(seriesId));
  return (
    <section className="money-series" aria-labelledby="series-deal-title">
      <h3 id="series-deal-title">Series deal</h3>
      {read.data ? (
        <SeriesDealForm
          stored={read.data}
          month={month}
          onStored={(saved) => {
            read.set(() => saved);
            onSaved();
          }}
          onInvoice={onInvoice}
        />
      ) : (
        <DataStatus reads={[read]} />
      )}
      <MoneyNote text={note} />
    </section>
  );
}

function SeriesDealForm({
  stored,
  month: startMonth,
  onStored,
  onInvoice,
}: {
  stored: SeriesMoney;
  month: string;
  onStored: (saved: SeriesMoney) => void;
  onInvoice: (month: string) => void;
}) {
  const { api } = useAdminHost();
  const [deal, setDeal] = useState<Deal | null>(stored.deal);
  const [month, setMonth] = useState(startMonth);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  async function save() {
    setBusy(true);
    setError('');
    try {
      const saved = await api.money.updateSeries(stored.seriesId, stored, deal);
      onStored(saved);
      setDeal(saved.deal);
      announceSaved('Series deal saved.');
    } catch (failure) {
      setError(
        failure instanceof ApiError && failure.status === 409
          ? 'Someone else changed the series’ deal. Reload the page to see it, then enter yours again.'
          : Object.values(formErrors(failure)).join(' '),
      );
    } finally {
      setBusy(false);
    }
  }

  return (
    <form noValidate onSubmit={submitted(save)}>
      <p className="field-hint">Every date of the series follows this deal until its own deal is saved.</p>
      <CheckboxField
        id="series-has-deal"
        label="The series has a deal"
        checked={deal !== null}
        onChange={(on) => setDeal(on ? (stored.deal ?? EMPTY_DEAL) : null)}
      />
      {deal ? <DealPart deal={deal} onChange={setDeal} idPrefix="series-" legend="Series deal" /> : null}
      {error ? (
        <p className="field-error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="form-actions">
        <button type="submit" disabled={busy}>
          Save series deal
        </button>
      </div>
      <div className="money-part">
        <TextInput id="series-invoice-month" label="Month to invoice" type="month" value={month} onChange={setMonth} />
        <div className="form-actions money-buttons">
          <button type="button" onClick={() => onInvoice(month)}>
            Invoice the month
          </button>
        </div>
      </div>
    </form>
  );
}
