import type { Event } from '@jazz/contracts';
import {
  bucketOf,
  formatMoney,
  INVOICE_MESSAGES,
  invoicePaymentSchema,
  invoiceRequestSchema,
  type Buyer,
  type Invoice,
  type InvoiceLine,
  type ReceivableBucket,
  type ShowMoney,
} from '@jazz/contracts/money';
import { dateText } from '@jazz/contracts/shows/format';
import { placeOf, whereLine } from '@jazz/contracts/shows';
import { addDays, dayCount, dayOf, dayText, dayParts, yearOf } from '@jazz/contracts/time';
import { badRequest, notFound, validate } from '../http/errors';
import type { Mailer } from '../mail/mailer';
import type { MoneyService } from '../money/service';
import type { MoneySettingsStore } from '../money/settings';
import { renderMoneyPdf, type PdfBlock } from '../money/pdf';
import type { InvoicesRepository, NewInvoice, StoredInvoice } from './repository';

interface InvoicesDeps {
  repo: InvoicesRepository;
  money: MoneyService;
  settings: MoneySettingsStore;
  findEvent: (id: string) => Event | undefined;
  seriesDates: (seriesId: string) => string[];
  hasSeries: (id: string) => boolean;
  mailer: Mailer;
  timeZone: string;
  currency: string;
  siteName: () => string;
  now: () => number;
}

/** The last day of a month (YYYY-MM). */
function lastDayOf(month: string): string {
  const [year, m] = dayParts(`${month}-01`);
  return addDays(m === 12 ? dayText(year + 1, 1, 1) : dayText(year, m + 1, 1), -1);
}

const paidOf = (invoice: StoredInvoice) => invoice.payments.reduce((sum, p) => sum + p.amount, 0);

const showLine = (deps: InvoicesDeps, event: Event, what: string, amount: number): InvoiceLine => ({
  description: `${what}: ${event.title || event.group}, ${dateText(event.startDate, deps.timeZone)}, ${whereLine(placeOf(event))}`,
  amount,
});

/** A show's deposit, balance or whole fee, from its deal. */
function forShow(deps: InvoicesDeps, eventId: string, kind: 'deposit' | 'balance' | 'full'): NewInvoice {
  const { money, findEvent } = deps;
  const event = findEvent(eventId);
  if (!event) throw badRequest({ eventId: INVOICE_MESSAGES.eventId });
  const record: ShowMoney = money.get(eventId);
  const deal = record.deal;
  if (!deal) throw badRequest({ eventId: INVOICE_MESSAGES.noDeal });
  const share = record.totals.artistShare;
  const [amount, due, what] =
    kind === 'deposit'
      ? [deal.deposit, deal.depositDue, 'Deposit']
      : kind === 'balance'
        ? [Math.max(0, share - deal.deposit), deal.balanceDue, 'Balance']
        : [share, deal.balanceDue, 'Performance fee'];
  if (amount <= 0) throw badRequest({ kind: INVOICE_MESSAGES.nothing });
  return {
    kind,
    eventId,
    seriesId: '',
    month: '',
    amount,
    due,
    buyer: deal.buyer,
    lines: [showLine(deps, event, what, amount)],
  };
}

/** A residency's month: each date not cancelled, due the month's last day. */
function forMonth(deps: InvoicesDeps, seriesId: string, month: string): NewInvoice {
  const { money, findEvent, timeZone } = deps;
  if (!deps.hasSeries(seriesId)) throw badRequest({ seriesId: INVOICE_MESSAGES.seriesId });
  const dates = deps
    .seriesDates(seriesId)
    .map((id) => findEvent(id))
    .filter((event): event is Event => event !== undefined && event.status !== 'cancelled')
    .filter((event) => dayOf(event.startDate, timeZone).slice(0, 7) === month);
  if (dates.length === 0) throw badRequest({ month: INVOICE_MESSAGES.noDates });
  const lines = dates.map((event) => showLine(deps, event, 'Performance', money.get(event.id).totals.artistShare));
  const amount = lines.reduce((sum, line) => sum + line.amount, 0);
  if (amount <= 0) throw badRequest({ kind: INVOICE_MESSAGES.nothing });
  const buyer: Buyer = money.getSeries(seriesId).deal?.buyer ?? money.get(dates[0]!.id).deal!.buyer;
  return { kind: 'month', eventId: '', seriesId, month, amount, due: lastDayOf(month), buyer, lines };
}

/** The invoice as a PDF: the business, the buyer, the lines, payments and how to pay. */
async function invoicePdf(deps: InvoicesDeps, invoice: StoredInvoice): Promise<Buffer> {
  const { settings, timeZone } = deps;
  const business = settings.read();
  const money$ = (cents: number) => formatMoney(cents, deps.currency);
  const buyer = invoice.buyer;
  const blocks: PdfBlock[] = [
    { text: [business.businessName || deps.siteName(), business.businessAddress].filter(Boolean).join('\n') },
    { heading: 'Bill to' },
    { text: [buyer.name, buyer.organization, buyer.address, buyer.email].filter(Boolean).join('\n') || '—' },
    { heading: `Invoice ${invoice.number}` },
    {
      rows: [
        ['Date', invoice.createdAt.slice(0, 10)],
        ['Due', invoice.due || 'On receipt'],
      ],
    },
    { heading: 'For' },
    { rows: invoice.lines.map((line) => [line.description, money$(line.amount)]) },
    { rows: [['Total', money$(invoice.amount)]], bold: true },
    ...invoice.payments.map((p): PdfBlock => ({ rows: [[`Paid ${p.date} (${p.method})`, `−${money$(p.amount)}`]] })),
    { rows: [['Balance due', money$(Math.max(0, invoice.amount - paidOf(invoice)))]], bold: true },
    ...(invoice.status === 'void' ? [{ heading: 'VOID' }] : []),
    ...(business.paymentInstructions ? [{ heading: 'How to pay' }, { text: business.paymentInstructions }] : []),
  ];
  return renderMoneyPdf(`Invoice ${invoice.number}`, blocks, timeZone);
}

/**
 * Invoices (docs/money.md): numbered YYYY-NNNN by the site's year of creation with no gap and no
 * repeat (repository.ts takes the number in the INSERT), a void keeps its number, a payment
 * recorded against a show's invoice joins the show's payments.
 */
export function createInvoicesService(deps: InvoicesDeps) {
  const { repo, money, settings, timeZone } = deps;
  const today = () => dayOf(deps.now(), timeZone);
  const open = (invoice: StoredInvoice) => invoice.status === 'draft' || invoice.status === 'sent';

  const answer = (invoice: StoredInvoice): Invoice => ({
    _id: invoice.id,
    ...invoice,
    balance: Math.max(0, invoice.amount - paidOf(invoice)),
    overdue: open(invoice) && invoice.due !== '' && invoice.due < today(),
  });

  const get = (id: string): StoredInvoice => {
    const invoice = repo.get(id);
    if (!invoice) throw notFound('No such invoice.');
    return invoice;
  };

  return {
    create(body: unknown): Invoice {
      const request = validate(invoiceRequestSchema, body);
      const made =
        'eventId' in request
          ? forShow(deps, request.eventId, request.kind)
          : forMonth(deps, request.seriesId, request.month);
      return answer(repo.insert(yearOf(deps.now(), timeZone), made));
    },
    list(status: string | undefined): Invoice[] {
      const all = repo.list().map(answer);
      if (!status) return all;
      if (status === 'overdue') return all.filter((invoice) => invoice.overdue);
      return all.filter((invoice) => invoice.status === status);
    },
    get: (id: string): Invoice => answer(get(id)),
    pdf: async (id: string): Promise<{ invoice: Invoice; pdf: Buffer }> => {
      const invoice = get(id);
      return { invoice: answer(invoice), pdf: await invoicePdf(deps, invoice) };
    },
    /** Mails the buyer the invoice with its PDF attached; a draft becomes sent. */
    async send(id: string): Promise<Invoice> {
      const invoice = get(id);
      if (invoice.status === 'void') throw badRequest({ status: INVOICE_MESSAGES.void });
      if (!invoice.buyer.email) throw badRequest({ buyer: INVOICE_MESSAGES.noEmail });
      const document = await invoicePdf(deps, invoice);
      const from = settings.read().businessName || deps.siteName();
      const total = formatMoney(answer(invoice).balance, deps.currency);
      deps.mailer.enqueue({
        to: invoice.buyer.email,
        subject: `Invoice ${invoice.number} from ${from}`,
        text: `Hello ${invoice.buyer.name || ''},\n\nAttached is invoice ${invoice.number} for ${total}${invoice.due ? `, due ${invoice.due}` : ''}.\n\n${settings.read().paymentInstructions}\n\nThank you,\n${from}\n`,
        attachments: [
          {
            filename: `invoice-${invoice.number}.pdf`,
            contentType: 'application/pdf',
            content: document.toString('base64'),
          },
        ],
      });
      if (invoice.status === 'draft') repo.setStatus(id, 'sent');
      return answer(get(id));
    },
    /** Voids an invoice: it keeps its number, so the sequence has no gap. */
    void(id: string): Invoice {
      return repo.transaction(() => {
        const invoice = get(id);
        if (invoice.status !== 'paid') repo.setStatus(id, 'void');
        return answer(get(id));
      });
    },
    /** Records a payment; paid in full, the invoice is paid. A show's invoice adds it to the show's payments. */
    paid(id: string, body: unknown): Invoice {
      const payment = validate(invoicePaymentSchema, body);
      return repo.transaction(() => {
        const invoice = get(id);
        if (invoice.status === 'void') throw badRequest({ status: INVOICE_MESSAGES.void });
        const payments = [...invoice.payments, payment];
        const settled = payments.reduce((sum, p) => sum + p.amount, 0) >= invoice.amount;
        repo.setPayments(id, payments, settled ? 'paid' : invoice.status === 'draft' ? 'sent' : invoice.status);
        if (invoice.eventId) money.addPayment(invoice.eventId, { ...payment, invoiceId: id });
        return answer(get(id));
      });
    },
    /** The open invoices with what is still owed and their age bucket. */
    receivables(): { invoices: (Invoice & { bucket: ReceivableBucket })[]; totals: Record<ReceivableBucket, number> } {
      const totals: Record<ReceivableBucket, number> = { current: 0, '1-30': 0, '31-60': 0, '61-90': 0, '90+': 0 };
      const invoices = repo
        .list()
        .filter(open)
        .map(answer)
        .filter((invoice) => invoice.balance > 0)
        .map((invoice) => {
          const bucket = bucketOf(invoice.due ? dayCount(invoice.due, today()) - 1 : 0);
          totals[bucket] += invoice.balance;
          return { ...invoice, bucket };
        });
      return { invoices, totals };
    },
  };
}

export type InvoicesService = ReturnType<typeof createInvoicesService>;
