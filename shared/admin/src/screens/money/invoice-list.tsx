import { useState } from 'react';
import { Link } from 'react-router-dom';
import { formErrors } from '@jazz/client/api-client/errors';
import type { FieldErrors } from '@jazz/contracts';
import { INVOICE_STATUSES, type Invoice, type InvoicePayment } from '@jazz/contracts/money';
import { formatDay } from '@jazz/contracts/time';
import { useAdminHost } from '../../host';
import { useAdminPath } from '../../paths';
import { useModal } from '../../use-modal';
import { download } from '../../download';
import { DataError } from '../../data-error';
import { useData } from '../../use-data';
import { AdminTable, type Column } from '../../table';
import { ChoiceField } from '../../fields/choice-field';
import { MoneyNote, submitted } from './money-inputs';
import { PaymentFields } from './money-parts';
import { useCurrency, useSiteToday } from './use-currency';

const STATUS_WORDS: Record<Invoice['status'], string> = { draft: 'Draft', sent: 'Sent', paid: 'Paid', void: 'Void' };

/** The status filter's choices: every status, and overdue (computed by the server). */
const FILTERS = [
  ['', 'All'],
  ['overdue', 'Overdue'],
  ...INVOICE_STATUSES.map((status) => [status, STATUS_WORDS[status]] as const),
] as const;
type Filter = (typeof FILTERS)[number][0];

/** A due day as he reads it: "Oct 31, 2026". */
export const dayWords = (day: string) => formatDay(day, { month: 'short', day: 'numeric', year: 'numeric' });

/** What an invoice is for: its show's line, or a residency's month and its dates. */
function invoiceFor(invoice: Invoice): string {
  if (invoice.kind === 'month') {
    const month = formatDay(`${invoice.month}-01`, { month: 'long', year: 'numeric' });
    return `${month}: ${invoice.lines.length} ${invoice.lines.length === 1 ? 'date' : 'dates'}`;
  }
  return invoice.lines[0]?.description ?? '';
}

/** The status as the owner reads it: overdue (computed) before the stored status. */
export const invoiceStatus = (invoice: Invoice): string =>
  invoice.overdue ? `Overdue (${STATUS_WORDS[invoice.status].toLowerCase()})` : STATUS_WORDS[invoice.status];

/** Mark paid: the day, the method, the reference and the amount (the balance unless he says otherwise). */
function PaidDialog({ invoice, onClose, onPaid }: { invoice: Invoice; onClose: () => void; onPaid: () => void }) {
  const { api } = useAdminHost();
  const today = useSiteToday();
  const dialog = useModal(onClose);
  const [payment, setPayment] = useState<InvoicePayment>({
    date: today(),
    method: 'check',
    reference: '',
    amount: invoice.balance,
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);

  async function record() {
    setBusy(true);
    try {
      await api.invoices.paid(invoice.id, payment);
      onPaid();
    } catch (error) {
      setErrors(formErrors(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <dialog ref={dialog} aria-labelledby="paid-title" className="conflict-dialog money-dialog">
      <h2 id="paid-title">Payment of invoice {invoice.number}</h2>
      <form noValidate className="money-part" onSubmit={submitted(record)}>
        <PaymentFields
          idOf={(name) => `paid-${name}`}
          dateLabel="Paid on"
          payment={payment}
          onChange={setPayment}
          errors={errors}
        />
        {errors.form || errors.status ? (
          <p className="field-error" role="alert">
            {errors.form ?? errors.status}
          </p>
        ) : null}
        <div className="form-actions">
          <button type="submit" disabled={busy}>
            Record payment
          </button>
          <button type="button" className="secondary" onClick={onClose}>
            Cancel
          </button>
        </div>
      </form>
    </dialog>
  );
}

/** The row actions of invoices: Send, Mark paid, Void (asked first) and the PDF, with a note of how each went. */
function useInvoiceActions(onChanged: () => void) {
  const { api } = useAdminHost();
  const [note, setNote] = useState('');
  const [paying, setPaying] = useState<Invoice | null>(null);
  async function act(action: () => Promise<string>) {
    try {
      setNote(await action());
      onChanged();
    } catch (error) {
      setNote(Object.values(formErrors(error)).join(' '));
    }
  }
  return {
    note,
    paying,
    setPaying,
    paid: (invoice: Invoice) => {
      setPaying(null);
      setNote(`Payment of invoice ${invoice.number} recorded.`);
      onChanged();
    },
    send: (invoice: Invoice) =>
      act(async () => {
        await api.invoices.send(invoice.id);
        return `Invoice ${invoice.number} is on its way to ${invoice.buyer.email}.`;
      }),
    void: (invoice: Invoice) => {
      if (!window.confirm(`Void invoice ${invoice.number}? It keeps its number; it can not be sent or paid after.`))
        return;
      void act(async () => {
        await api.invoices.void(invoice.id);
        return `Invoice ${invoice.number} is void.`;
      });
    },
    pdf: async (invoice: Invoice) => {
      try {
        download(`invoice-${invoice.number}.pdf`, await api.invoices.pdf(invoice.id), 'application/pdf');
      } catch (error) {
        setNote(Object.values(formErrors(error)).join(' '));
      }
    },
  };
}

/** Invoices with their actions; `onChanged` after a send, a payment or a void (what else shows them reads again). */
export function InvoiceTable({
  invoices,
  caption,
  onChanged,
}: {
  invoices: readonly Invoice[];
  caption: string;
  onChanged: () => void;
}) {
  const path = useAdminPath();
  const { money } = useCurrency();
  const actions = useInvoiceActions(onChanged);
  const open = (invoice: Invoice) => invoice.status === 'draft' || invoice.status === 'sent';
  const paying = actions.paying;
  const columns: Column<Invoice>[] = [
    { label: 'Invoice', render: (invoice) => invoice.number },
    {
      label: 'For',
      render: (invoice) => (
        <>
          {invoice.eventId ? (
            <Link to={path(`edit-event?id=${encodeURIComponent(invoice.eventId)}`)}>{invoiceFor(invoice)}</Link>
          ) : (
            invoiceFor(invoice)
          )}
          <br />
          {invoice.buyer.organization || invoice.buyer.name || 'No buyer named'}
        </>
      ),
    },
    {
      label: 'Amount',
      render: (invoice) =>
        open(invoice) && invoice.balance !== invoice.amount
          ? `${money(invoice.amount)} (${money(invoice.balance)} left)`
          : money(invoice.amount),
    },
    { label: 'Due', render: (invoice) => (invoice.due ? dayWords(invoice.due) : 'On receipt') },
    { label: 'Status', render: invoiceStatus },
  ];
  return (
    <>
      <MoneyNote text={actions.note} />
      {invoices.length === 0 ? (
        <p className="admin-list-count">No invoices.</p>
      ) : (
        <AdminTable
          caption={caption}
          className="money-invoices"
          columns={columns}
          rows={[...invoices]}
          rowKey={(invoice) => invoice.id}
          actions={(invoice) => (
            <>
              {open(invoice) ? (
                <button type="button" onClick={() => void actions.send(invoice)}>
                  Send<span className="visually-hidden"> invoice {invoice.number}</span>
                </button>
              ) : null}
              {open(invoice) ? (
                <button type="button" onClick={() => actions.setPaying(invoice)}>
                  Mark paid<span className="visually-hidden"> invoice {invoice.number}</span>
                </button>
              ) : null}
              <button type="button" className="secondary" onClick={() => void actions.pdf(invoice)}>
                PDF<span className="visually-hidden"> of invoice {invoice.number}</span>
              </button>
              {open(invoice) ? (
                <button type="button" className="secondary" onClick={() => actions.void(invoice)}>
                  Void<span className="visually-hidden"> invoice {invoice.number}</span>
                </button>
              ) : null}
            </>
          )}
        />
      )}
      {paying ? (
        <PaidDialog invoice={paying} onClose={() => actions.setPaying(null)} onPaid={() => actions.paid(paying)} />
      ) : null}
    </>
  );
}

/** The Money screen's invoices: filtered by status, newest first, each with its actions. */
export function InvoiceList({ version, onChanged }: { version: number; onChanged: () => void }) {
  const [status, setStatus] = useState<Filter>('');
  const read = useData('the invoices', [status, version], (api) => api.invoices.list(status || undefined), {
    keep: true,
  });
  return (
    <section aria-labelledby="money-invoices-title">
      <h2 id="money-invoices-title">Invoices</h2>
      <div className="money-part money-filters">
        <ChoiceField id="invoice-status" label="Status" value={status} choices={FILTERS} onChange={setStatus} />
      </div>
      <DataError reads={[read]} />
      {read.data ? <InvoiceTable invoices={read.data} caption="Invoices" onChanged={onChanged} /> : null}
    </section>
  );
}
