// An area of the API client (createApiClient in ./index composes the areas into one object).
import type { PersonFeed } from '@jazz/contracts/calls';
import type {
  Deal,
  Invoice,
  InvoicePayment,
  InvoiceRequest,
  MoneyData,
  MoneyReportRow,
  MoneySettings,
  Person,
  PersonData,
  ReceivableBucket,
  SeriesMoney,
  ShowMoney,
} from '@jazz/contracts/money';
import type { Transport } from './transport';
import type { Comparator, MutationOptions } from './types';

/** Money settings as answered (the settings and when they were saved). */
export type StoredMoneySettings = MoneySettings & { updatedAt: string };

/** A receipt as stored (POST /api/money/{eventId}/receipts). */
export interface ReceiptAnswer {
  id: string;
  eventId: string;
  type: string;
  size: number;
  createdAt: string;
}

export type { MoneyReportRow };

/** GET /api/money/receivables. */
export interface Receivables {
  invoices: (Invoice & { bucket: ReceivableBucket })[];
  totals: Record<ReceivableBucket, number>;
}

/** People and money (docs/money.md): every call is the admin's. */
export function moneyApi({ call, get, send, id }: Transport) {
  // a PDF as bytes: the admin hands it to the browser as a download (it needs the admin's token)
  const pdf = (url: string) => call<ArrayBuffer>({ method: 'GET', url, responseType: 'arraybuffer' });
  const text = (url: string) => call<string>({ method: 'GET', url, responseType: 'text' });
  return {
    people: {
      list: () => get<Person[]>('/api/people'),
      create: (data: PersonData, m?: MutationOptions) => send<Person>('POST', '/api/people/create', data, m),
      update: (personId: string, comparator: Comparator<Person>, data: PersonData, m?: MutationOptions) =>
        send<Person>(
          'PUT',
          `/api/people/update/${id(personId)}`,
          { personComparatorData: comparator, personData: data },
          m,
        ),
      remove: (personId: string, m?: MutationOptions) =>
        send<{ _id: string }>('DELETE', `/api/people/delete/${id(personId)}`, undefined, m),
      /** His calendar feed of calls (docs/calls.md), or `url: null` before his first confirmed gig. */
      feed: (personId: string) => get<PersonFeed>(`/api/people/feed/${id(personId)}`),
      /** A new feed address; the old one stops working. */
      renewFeed: (personId: string, m?: MutationOptions) =>
        send<PersonFeed>('POST', `/api/people/feed/renew/${id(personId)}`, undefined, m),
      /** A player's year as a PDF: each payout paid in it, reimbursements apart. */
      statementPdf: (personId: string, year: string) =>
        pdf(`/api/people/${id(personId)}/statement.pdf?year=${encodeURIComponent(year)}`),
    },

    money: {
      /** A show's money; a show with none answers an empty record. */
      read: (eventId: string) => get<ShowMoney>(`/api/money/${id(eventId)}`),
      update: (eventId: string, comparator: Comparator<ShowMoney>, data: MoneyData, m?: MutationOptions) =>
        send<ShowMoney>(
          'PUT',
          `/api/money/update/${id(eventId)}`,
          { moneyComparatorData: comparator, moneyData: data },
          m,
        ),
      series: (seriesId: string) => get<SeriesMoney>(`/api/money/series/${id(seriesId)}`),
      updateSeries: (seriesId: string, comparator: Comparator<SeriesMoney>, deal: Deal | null, m?: MutationOptions) =>
        send<SeriesMoney>(
          'PUT',
          `/api/money/series/${id(seriesId)}`,
          { moneyComparatorData: comparator, moneyData: { deal } },
          m,
        ),
      settings: () => get<StoredMoneySettings>('/api/money/settings'),
      updateSettings: (comparator: Comparator<StoredMoneySettings>, data: MoneySettings, m?: MutationOptions) =>
        send<StoredMoneySettings>(
          'PUT',
          '/api/money/settings',
          { settingsComparatorData: comparator, settingsData: data },
          m,
        ),
      report: (from: string, to: string, by: 'band' | 'venue' | 'month' | 'year') =>
        get<{ rows: MoneyReportRow[]; totals: Omit<MoneyReportRow, 'key'> }>(
          `/api/money/report?${new URLSearchParams({ from, to, by }).toString()}`,
        ),
      receivables: () => get<Receivables>('/api/money/receivables'),
      /** Mails the buyer a link to sign the show's contract. */
      sendContract: (eventId: string) =>
        send<{ eventId: string; sentAt: string }>('POST', `/api/contracts/send/${id(eventId)}`),
      /** The 1099 list of a year as CSV (without its byte order mark: downloadCsv adds it), the TINs masked. */
      list1099Csv: (year: string) => text(`/api/money/1099.csv?${new URLSearchParams({ year, bom: '0' }).toString()}`),
      /** The 1099 list with the full TINs: the account's password again (a wrong one: 400 { currentPassword }). */
      list1099FullCsv: (year: string, currentPassword: string) =>
        // the default JSON reading: a 400's { currentPassword } stays an object; a CSV is no JSON, so it stays text
        send<string>('POST', '/api/money/1099.csv?bom=0', { year, currentPassword }),
      /** The mileage log of a year as CSV. */
      mileageCsv: (year: string) =>
        text(`/api/money/mileage.csv?${new URLSearchParams({ year, bom: '0' }).toString()}`),
      /** A receipt (an image or a PDF as a data URL) kept with a show's expenses. */
      uploadReceipt: (eventId: string, file: string, m?: MutationOptions) =>
        send<ReceiptAnswer>('POST', `/api/money/${id(eventId)}/receipts`, { file }, m),
    },
    invoices: {
      list: (status?: string) =>
        get<Invoice[]>(`/api/invoices${status ? `?status=${encodeURIComponent(status)}` : ''}`),
      create: (request: InvoiceRequest, m?: MutationOptions) =>
        send<Invoice>('POST', '/api/invoices/create', request, m),
      send: (invoiceId: string) => send<Invoice>('POST', `/api/invoices/send/${id(invoiceId)}`),
      void: (invoiceId: string) => send<Invoice>('POST', `/api/invoices/void/${id(invoiceId)}`),
      paid: (invoiceId: string, payment: InvoicePayment) =>
        send<Invoice>('POST', `/api/invoices/paid/${id(invoiceId)}`, payment),
      /** The invoice as its PDF (what the buyer is mailed). */
      pdf: (invoiceId: string) => pdf(`/api/invoices/${id(invoiceId)}.pdf`),
    },
  };
}
