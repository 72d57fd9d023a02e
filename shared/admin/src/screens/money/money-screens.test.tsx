import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, createApiClient, type Receivables } from '@jazz/client/api-client';
import {
  DEFAULT_MONEY_SETTINGS,
  EMPTY_DEAL,
  moneyDataSchema,
  type Deal,
  type Invoice,
  type InvoicePayment,
  type InvoiceRequest,
  type Person,
  type SeriesMoney,
  type ShowMoney,
} from '@jazz/contracts/money';
import { dayOf } from '@jazz/contracts/time';
import type { AdminHost } from '@jazz/admin/host';
import { offlineHost } from '@jazz/testing/admin-host';
import { testEvent } from '@jazz/testing/factories';
import { renderAdmin } from '@jazz/testing/render-admin';
import { mergeUntouched } from './use-show-money';

/** What the admin handed the browser to download: the file's name and its bytes. */
let downloads: { name: string; blob: Blob }[] = [];
let lastBlob: Blob | null = null;

beforeEach(() => {
  downloads = [];
  // jsdom has no object URLs and does not navigate: the download's blob and name are kept instead
  URL.createObjectURL = (blob: Blob) => ((lastBlob = blob), 'blob:test');
  URL.revokeObjectURL = () => {};
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    downloads.push({ name: this.download, blob: lastBlob! });
  });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

// jsdom's Blob reads only through a FileReader
const bytes = (blob: Blob) =>
  new Promise<Uint8Array>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.readAsArrayBuffer(blob);
  });
const text = async (blob: Blob) => new TextDecoder('utf-8', { ignoreBOM: true }).decode(await bytes(blob));
/** Runs `check` with the clock at `now` and the computer in Tokyo (the site is in New York), then gives both back. */
async function atInstant(now: string, check: () => Promise<void>) {
  const zone = process.env.TZ;
  process.env.TZ = 'Asia/Tokyo';
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(now));
  try {
    await check();
  } finally {
    vi.useRealTimers();
    process.env.TZ = zone;
  }
}

/** A show's money with nothing in it: the schema's defaults. */
const NO_MONEY = moneyDataSchema.parse({});
const statusOf = (row: HTMLElement) => row.querySelector('td[data-label="Status"]')?.textContent;

const invoice = (over: Partial<Invoice>): Invoice => ({
  _id: 'i1',
  id: 'i1',
  number: '2026-0001',
  kind: 'balance',
  eventId: 'e1',
  seriesId: '',
  month: '',
  amount: 100_000,
  due: '2026-10-10',
  buyer: { name: 'Ann Buyer', organization: 'Nectar’s', email: 'ann@example.com', phone: '', address: '' },
  lines: [{ description: 'Balance: Friday at Nectar’s, Oct 2, 2026, Burlington, VT', amount: 100_000 }],
  status: 'sent',
  payments: [{ date: '2026-10-01', method: 'check', reference: '1001', amount: 40_000 }],
  balance: 60_000,
  overdue: true,
  createdAt: '2026-10-01T12:00:00.000Z',
  updatedAt: '2026-10-01T12:00:00.000Z',
  ...over,
});

const dana: Person = {
  _id: 'p1',
  id: 'p1',
  name: 'Dana Reyes',
  stageName: '',
  email: 'dana@example.com',
  phone: '',
  address: '',
  instruments: ['bass'],
  payMethod: 'check',
  payHandle: '',
  w9OnFile: true,
  tinLast4: '6789',
  notes: '',
  updatedAt: '2026-01-01T00:00:00.000Z',
} as Person;

/** The admin's client with the money routes answered here, each call written down. */
function moneyHost(extra: Partial<AdminHost> = {}) {
  const api = createApiClient({ baseURL: 'http://127.0.0.1:9' });
  const calls: unknown[][] = [];
  let invoices = [
    invoice({}),
    invoice({
      _id: 'i2',
      id: 'i2',
      number: '2026-0002',
      status: 'draft',
      payments: [],
      balance: 50_000,
      amount: 50_000,
      overdue: false,
      due: '2026-12-20',
    }),
  ];
  const receivables: Receivables = {
    invoices: [],
    totals: { current: 50_000, '1-30': 60_000, '31-60': 0, '61-90': 0, '90+': 0 },
  };
  const pdfBytes = new TextEncoder().encode('%PDF-1.7 test').buffer;
  const host = offlineHost({
    currency: 'EUR',
    ...extra,
    api: {
      ...api,
      people: {
        ...api.people,
        list: async () => [dana],
        statementPdf: async (id: string, year: string) => (calls.push(['statement', id, year]), pdfBytes),
      },
      money: {
        ...api.money,
        settings: async () => ({ ...DEFAULT_MONEY_SETTINGS, updatedAt: '2026-01-01T00:00:00.000Z' }),
        receivables: async () => receivables,
        report: async () => ({
          rows: [
            {
              key: '2026-10',
              gigs: 4,
              artistShare: 480_000,
              tips: 0,
              expenses: 0,
              mileage: 0,
              payouts: 0,
              net: 480_000,
            },
          ],
          totals: { gigs: 4, artistShare: 480_000, tips: 0, expenses: 0, mileage: 0, payouts: 0, net: 480_000 },
        }),
        list1099Csv: async (year: string) => (calls.push(['1099', year]), 'name,tin\nDana Reyes,***-**-6789\n'),
        list1099FullCsv: async (year: string, password: string) => {
          calls.push(['1099-full', year]);
          if (password !== 'right one')
            throw new ApiError(400, 'Your current password is not right.', {
              currentPassword: 'Your current password is not right.',
            });
          return 'name,tin\nDana Reyes,123-45-6789\n';
        },
        mileageCsv: async (year: string) => (calls.push(['mileage', year]), 'day,miles\n'),
      },
      invoices: {
        ...api.invoices,
        list: async (status?: string) => {
          calls.push(['list', status]);
          return invoices.filter((i) => !status || (status === 'overdue' ? i.overdue : i.status === status));
        },
        send: async (id: string) => (calls.push(['send', id]), invoices.find((i) => i.id === id)!),
        void: async (id: string) => {
          calls.push(['void', id]);
          invoices = invoices.map((i) => (i.id === id ? { ...i, status: 'void', overdue: false } : i));
          return invoices.find((i) => i.id === id)!;
        },
        paid: async (id: string, payment: InvoicePayment) => {
          calls.push(['paid', id, payment]);
          invoices = invoices.map((i) => (i.id === id ? { ...i, status: 'paid', balance: 0, overdue: false } : i));
          return invoices.find((i) => i.id === id)!;
        },
        pdf: async (id: string) => (calls.push(['pdf', id]), pdfBytes),
      },
    },
  });
  return { host, calls };
}

describe('the Money screen', () => {
  it('writes every amount in the site’s currency (EUR), on screen and beside the fields', async () => {
    const { host } = moneyHost();
    renderAdmin('/admin-panel/money', host);
    const table = await screen.findByRole('table', { name: 'Invoices' });
    const first = within(table).getAllByRole('row')[1]!;
    expect(first.textContent).toContain('€1,000.00 (€600.00 left)');
    expect(screen.getByText('1-30 days late').nextSibling?.textContent).toBe('€600.00');
    expect((await screen.findByRole('table', { name: 'Income' })).textContent).toContain('€4,800.00');
    expect(screen.queryByText(/\$\d/)).toBeNull();
  });

  it('lists the invoices by status with what each is for, its buyer, due day and status (overdue computed)', async () => {
    const { host, calls } = moneyHost();
    renderAdmin('/admin-panel/money', host);
    const table = await screen.findByRole('table', { name: 'Invoices' });
    const [, overdue, draft] = within(table).getAllByRole('row');
    expect(overdue!.textContent).toContain('2026-0001');
    expect(within(overdue!).getByRole('link').textContent).toBe(
      'Balance: Friday at Nectar’s, Oct 2, 2026, Burlington, VT',
    );
    expect(overdue!.textContent).toContain('Nectar’s');
    expect(overdue!.textContent).toContain('Oct 10, 2026');
    expect(overdue!.textContent).toContain('Overdue (sent)');
    expect(draft!.textContent).toContain('Draft');
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'overdue' } });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    expect(calls).toContainEqual(['list', 'overdue']);
  });

  it('Void asks first and keeps the number; Send mails; PDF downloads the invoice', async () => {
    const { host, calls } = moneyHost();
    renderAdmin('/admin-panel/money', host);
    await screen.findByRole('table', { name: 'Invoices' });
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    fireEvent.click(screen.getByRole('button', { name: 'Void invoice 2026-0002' }));
    expect(confirm).toHaveBeenCalledWith(
      'Void invoice 2026-0002? It keeps its number; it can not be sent or paid after.',
    );
    expect(calls.filter(([name]) => name === 'void')).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Void invoice 2026-0002' }));
    expect(await screen.findByText('Invoice 2026-0002 is void.')).toBeTruthy();
    const row = await waitFor(() => {
      const found = screen.getAllByRole('row').find((r) => r.textContent?.includes('2026-0002'));
      expect(statusOf(found!)).toBe('Void');
      return found!;
    });
    // a void invoice is neither sent nor paid any more
    expect(within(row).queryByRole('button', { name: /Send|Mark paid/ })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Send invoice 2026-0001' }));
    expect(await screen.findByText('Invoice 2026-0001 is on its way to ann@example.com.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'PDF of invoice 2026-0001' }));
    await waitFor(() => expect(downloads).toHaveLength(1));
    expect(downloads[0]!.name).toBe('invoice-2026-0001.pdf');
    expect(downloads[0]!.blob.type).toBe('application/pdf');
    expect(await text(downloads[0]!.blob)).toMatch(/^%PDF/);
    expect(calls).toContainEqual(['send', 'i1']);
  });

  it('Mark paid asks the day (today, site’s zone), method, reference and amount (the balance), and records them', async () => {
    const { host, calls } = moneyHost();
    renderAdmin('/admin-panel/money', host);
    await screen.findByRole('table', { name: 'Invoices' });
    fireEvent.click(screen.getByRole('button', { name: 'Mark paid invoice 2026-0001' }));
    const dialog = await screen.findByRole('dialog', { name: 'Payment of invoice 2026-0001' });
    expect((within(dialog).getByLabelText('Paid on') as HTMLInputElement).value).toBe(
      dayOf(Date.now(), 'America/New_York'),
    );
    expect((within(dialog).getByLabelText('Amount') as HTMLInputElement).value).toBe('600.00');
    expect(dialog.textContent).toContain('€');
    fireEvent.change(within(dialog).getByLabelText('Paid on'), { target: { value: '2026-10-20' } });
    fireEvent.change(within(dialog).getByLabelText('Method'), { target: { value: 'zelle' } });
    fireEvent.change(within(dialog).getByLabelText('Reference'), { target: { value: 'ZL-77' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Record payment' }));
    expect(await screen.findByText('Payment of invoice 2026-0001 recorded.')).toBeTruthy();
    expect(calls).toContainEqual([
      'paid',
      'i1',
      { date: '2026-10-20', method: 'zelle', reference: 'ZL-77', amount: 60_000 },
    ]);
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() =>
      expect(statusOf(screen.getAllByRole('row').find((r) => r.textContent?.includes('2026-0001'))!)).toBe('Paid'),
    );
  });

  // the site is in New York; the computer in Tokyo; the instants around both of 2026's DST changes
  it.each([
    ['2026-03-09T04:30:00.000Z', '2026-03-09'],
    ['2026-03-09T03:30:00.000Z', '2026-03-08'],
    ['2026-11-01T04:30:00.000Z', '2026-11-01'],
    ['2026-11-02T04:30:00.000Z', '2026-11-01'],
  ])('a payment marked at %s starts on the site’s day %s', async (now, day) => {
    await atInstant(now, async () => {
      const { host } = moneyHost();
      renderAdmin('/admin-panel/money', host);
      fireEvent.click(await screen.findByRole('button', { name: 'Mark paid invoice 2026-0001' }));
      const dialog = await screen.findByRole('dialog', { name: 'Payment of invoice 2026-0001' });
      expect((within(dialog).getByLabelText('Paid on') as HTMLInputElement).value).toBe(day);
    });
  });

  it('downloads the 1099 list masked, with the full TINs only for the password (a wrong one said on the field), and the mileage log', async () => {
    const { host, calls } = moneyHost();
    renderAdmin('/admin-panel/money', host);
    const year = await screen.findByLabelText('Year', { selector: '#tax-year' });
    fireEvent.change(year, { target: { value: '2026' } });
    fireEvent.click(screen.getByRole('button', { name: '1099 list (CSV)' }));
    await waitFor(() => expect(downloads).toHaveLength(1));
    expect(downloads[0]!.name).toBe('1099-2026.csv');
    // with its byte order mark, for spreadsheet programs
    expect((await bytes(downloads[0]!.blob)).slice(0, 3)).toEqual(new Uint8Array([0xef, 0xbb, 0xbf]));
    expect(await text(downloads[0]!.blob)).toContain('***-**-6789');

    fireEvent.click(screen.getByRole('button', { name: '1099 list with full TINs…' }));
    fireEvent.change(screen.getByLabelText('Your password'), { target: { value: 'wrong' } });
    fireEvent.click(screen.getByRole('button', { name: 'Download with full TINs' }));
    const field = screen.getByLabelText('Your password');
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(field.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Your current password is not right.',
    );
    expect(downloads).toHaveLength(1);
    fireEvent.change(field, { target: { value: 'right one' } });
    fireEvent.click(screen.getByRole('button', { name: 'Download with full TINs' }));
    await waitFor(() => expect(downloads).toHaveLength(2));
    expect(downloads[1]!.name).toBe('1099-2026-full.csv');
    expect(await text(downloads[1]!.blob)).toContain('123-45-6789');
    expect((screen.getByLabelText('Your password') as HTMLInputElement).value).toBe('');

    fireEvent.click(screen.getByRole('button', { name: 'Mileage log (CSV)' }));
    await waitFor(() => expect(downloads).toHaveLength(3));
    expect(downloads[2]!.name).toBe('mileage-2026.csv');
    expect(calls.filter(([name]) => name !== 'list')).toEqual([
      ['1099', '2026'],
      ['1099-full', '2026'],
      ['1099-full', '2026'],
      ['mileage', '2026'],
    ]);
  });
});

describe('the People screen', () => {
  it('downloads a player’s statement of the year asked as a PDF', async () => {
    const { host, calls } = moneyHost();
    renderAdmin('/admin-panel/people', host);
    fireEvent.change(await screen.findByLabelText('Statements for the year'), { target: { value: '2025' } });
    fireEvent.click(await screen.findByRole('button', { name: 'Statement of Dana Reyes' }));
    await waitFor(() => expect(downloads).toHaveLength(1));
    expect(downloads[0]!.name).toBe('statement-dana-reyes-2025.pdf');
    expect(downloads[0]!.blob.type).toBe('application/pdf');
    expect(calls).toEqual([['statement', 'p1', '2025']]);
  });
});

describe('a date of a series', () => {
  const seriesDeal: Deal = {
    ...EMPTY_DEAL,
    guarantee: 30_000,
    buyer: { ...EMPTY_DEAL.buyer, email: 'club@example.com' },
  };
  const showMoney = (deal: Deal | null, updatedAt: string): ShowMoney => ({
    ...NO_MONEY,
    eventId: 'e1',
    deal,
    dealFrom: deal ? 'series' : '',
    totals: { artistShare: deal?.guarantee ?? 0, net: 0, payoutsDue: 0, leaderTake: 0, received: 0, outstanding: 0 },
    updatedAt,
  });

  function seriesHost() {
    const api = createApiClient({ baseURL: 'http://127.0.0.1:9' });
    const made: InvoiceRequest[] = [];
    const savedDeals: (Deal | null)[] = [];
    let series: SeriesMoney = { seriesId: 's1', deal: seriesDeal, updatedAt: '2026-10-01T00:00:00.000Z' };
    // the date has no money of its own: it answers the series' deal
    const show = testEvent('e1', '2026-10-08T23:00:00.000Z', { seriesId: 's1' } as never);
    const host = offlineHost({
      currency: 'EUR',
      api: {
        ...api,
        events: { ...api.events, get: async () => show },
        series: {
          ...api.series,
          get: async () =>
            ({
              _id: 's1',
              id: 's1',
              repeat: { freq: 'weekly', interval: 1, byDay: ['TH'] },
              startTime: '19:00',
              endTime: '',
              from: '2026-10-01',
              until: '',
              count: 4,
              events: [],
              updatedAt: '',
            }) as never,
        },
        people: { ...api.people, list: async () => [dana] },
        calls: { ...api.calls, ofShow: async () => [] },
        money: {
          ...api.money,
          read: async () => showMoney(series.deal, series.updatedAt),
          settings: async () => ({ ...DEFAULT_MONEY_SETTINGS, updatedAt: '' }),
          series: async () => series,
          updateSeries: async (_id: string, _comparator: unknown, deal: Deal | null) => {
            savedDeals.push(deal);
            series = { seriesId: 's1', deal, updatedAt: '2026-10-02T00:00:00.000Z' };
            return series;
          },
        },
        invoices: {
          ...api.invoices,
          list: async () => [],
          create: async (request: InvoiceRequest) => (
            made.push(request),
            invoice({ number: '2026-0009', kind: 'month' })
          ),
          send: async () => invoice({ number: '2026-0009' }),
        },
      },
    });
    return { host, made, savedDeals };
  }

  it('shows the series’ deal on a date not yet saved, and a new series’ deal there once saved', async () => {
    const { host, savedDeals } = seriesHost();
    renderAdmin('/admin-panel/edit-event?id=e1', host);
    const seriesPart = await screen.findByRole('region', { name: 'Series deal' });
    const seriesGuarantee = await within(seriesPart).findByLabelText('Guarantee');
    expect((seriesGuarantee as HTMLInputElement).value).toBe('300.00');
    const dateDeal = await screen.findByRole('group', { name: 'Deal (the series’)' });
    expect((within(dateDeal).getByLabelText('Guarantee') as HTMLInputElement).value).toBe('300.00');
    expect(screen.getByText('This date follows its series’ deal until you change it here.')).toBeTruthy();

    // a night's tips typed on the date, not saved yet, stay while the series' deal changes under it
    fireEvent.click(screen.getByLabelText(/^Settled/));
    fireEvent.change(screen.getByLabelText('Tips'), { target: { value: '45' } });
    fireEvent.change(seriesGuarantee, { target: { value: '350' } });
    fireEvent.click(within(seriesPart).getByRole('button', { name: 'Save series deal' }));
    await waitFor(() =>
      expect((within(dateDeal).getByLabelText('Guarantee') as HTMLInputElement).value).toBe('350.00'),
    );
    expect(savedDeals).toEqual([{ ...seriesDeal, guarantee: 35_000 }]);
    expect((screen.getByLabelText('Tips') as HTMLInputElement).value).toBe('45');
  });

  it.each([
    ['2026-03-09T04:30:00.000Z', '2026-03-09'],
    ['2026-11-02T04:30:00.000Z', '2026-11-01'],
  ])('a payment received or a player paid at %s is dated the site’s day %s', async (now, day) => {
    await atInstant(now, async () => {
      renderAdmin('/admin-panel/edit-event?id=e1', seriesHost().host);
      fireEvent.click(await screen.findByRole('button', { name: 'Add payment' }));
      expect((screen.getByLabelText('Received on') as HTMLInputElement).value).toBe(day);
      fireEvent.click(screen.getByRole('button', { name: 'Add payout' }));
      fireEvent.click(document.getElementById('payout-0-paid')!);
      expect((document.getElementById('payout-0-paid-date') as HTMLInputElement).value).toBe(day);
    });
  });

  it('invoices the series’ month, from the date’s month', async () => {
    const { host, made } = seriesHost();
    renderAdmin('/admin-panel/edit-event?id=e1', host);
    const seriesPart = await screen.findByRole('region', { name: 'Series deal' });
    const month = await within(seriesPart).findByLabelText('Month to invoice');
    expect((month as HTMLInputElement).value).toBe('2026-10');
    await act(async () => fireEvent.click(within(seriesPart).getByRole('button', { name: 'Invoice the month' })));
    expect(await within(seriesPart).findByText('Invoice 2026-0009 is on its way to the buyer.')).toBeTruthy();
    expect(made).toEqual([{ seriesId: 's1', month: '2026-10', kind: 'month' }]);
  });
});

describe('a show’s money read again under the form', () => {
  it('keeps each field he changed and takes the server’s value of the others', () => {
    const before = NO_MONEY;
    const payment = { date: '2026-10-20', amount: 500, method: 'check' as const, reference: '', invoiceId: 'i1' };
    const mine = { ...before, mileage: { miles: 40, purpose: 'Gig' } };
    const after = { ...before, payments: [payment], mileage: { miles: 10, purpose: '' } };
    expect(mergeUntouched(mine, before, after)).toEqual({ ...before, mileage: mine.mileage, payments: [payment] });
  });
});
