import { describe, expect, it } from 'vitest';
import { adminForThisFile, serverForThisFile } from './harness';
import { createShow, pdfAttachment, pdfText, saveMoney, saveMoneySettings } from './money-helpers';
import { createSeries, THURSDAY_RESIDENCY } from './series-helpers';

const server = serverForThisFile();
const admin = adminForThisFile(server);
const as = () => ({ token: admin.token });

const deal = {
  type: 'flat',
  guarantee: 80_000,
  deposit: 20_000,
  depositDue: '2026-05-01',
  balanceDue: '2026-06-05',
  buyer: { name: 'Pat Buyer', organization: 'Radio Bean', email: 'pat@example.com' },
};

async function dealtShow() {
  const id = await createShow(server, admin.token);
  await saveMoney(server, admin.token, id, { deal });
  return id;
}
const create = (body: unknown) => server.request('POST', '/api/invoices/create', { ...as(), body });

describe('invoices', () => {
  it('are admin-only, the guard before the body', async () => {
    const member = await server.member();
    for (const [method, path] of [
      ['POST', '/api/invoices/create'],
      ['GET', '/api/invoices'],
      ['GET', '/api/invoices/x'],
      ['GET', '/api/invoices/x.pdf'],
      ['POST', '/api/invoices/send/x'],
      ['POST', '/api/invoices/void/x'],
      ['POST', '/api/invoices/paid/x'],
      ['GET', '/api/money/receivables'],
    ] as const) {
      const raw = method === 'GET' ? undefined : '{not json';
      expect((await server.request(method, path, { raw })).status, path).toBe(401);
      expect((await server.request(method, path, { token: member.token, raw })).status, path).toBe(403);
    }
  });

  it('bill the deposit, the balance and the full fee from the deal', async () => {
    const id = await dealtShow();
    const deposit = await create({ eventId: id, kind: 'deposit' });
    expect(deposit.status, deposit.text).toBe(201);
    expect(deposit.body).toMatchObject({ kind: 'deposit', amount: 20_000, due: '2026-05-01', status: 'draft' });
    expect(deposit.body.number).toMatch(/^\d{4}-\d{4}$/);
    expect((await create({ eventId: id, kind: 'balance' })).body).toMatchObject({ amount: 60_000, due: '2026-06-05' });
    expect((await create({ eventId: id, kind: 'full' })).body).toMatchObject({ amount: 80_000, due: '2026-06-05' });
    const bare = await createShow(server, admin.token);
    expect((await create({ eventId: bare, kind: 'full' })).body).toHaveProperty('eventId');
    expect((await create({ eventId: id, kind: 'month' })).status).toBe(400);
  });

  it('are numbered with no gap and no repeat under concurrent creation; a void keeps its number', async () => {
    const id = await dealtShow();
    const answers = await Promise.all(Array.from({ length: 25 }, () => create({ eventId: id, kind: 'full' })));
    expect(answers.every((res) => res.status === 201)).toBe(true);
    const voided = await server.request('POST', `/api/invoices/void/${answers[3]!.body.id}`, as());
    expect(voided.body).toMatchObject({ status: 'void', number: answers[3]!.body.number });
    const all = (await server.request('GET', '/api/invoices', as())).body as { number: string }[];
    const year = all[0]!.number.slice(0, 4);
    const seqs = all.map((invoice) => Number(invoice.number.slice(5))).sort((a, b) => a - b);
    expect(new Set(seqs).size).toBe(seqs.length);
    expect(seqs).toEqual(Array.from({ length: seqs.length }, (_, i) => i + 1));
    expect(all.every((invoice) => invoice.number.startsWith(year))).toBe(true);
    const voids = (await server.request('GET', '/api/invoices?status=void', as())).body;
    expect(voids.map((invoice: { id: string }) => invoice.id)).toEqual([answers[3]!.body.id]);
  });

  it('is a real PDF with the business, the buyer and the payment instructions', async () => {
    await saveMoneySettings(server, admin.token, {
      businessName: 'Blue Note Music LLC',
      businessAddress: '1 Main St, Burlington VT',
      paymentInstructions: 'Zelle to pay@bluenote.example',
    });
    const id = await dealtShow();
    const invoice = (await create({ eventId: id, kind: 'full' })).body;
    const res = await fetch(`${server.url}/api/invoices/${invoice.id}.pdf`, {
      headers: { Authorization: `Bearer ${admin.token}` },
    });
    expect(res.headers.get('content-type')).toBe('application/pdf');
    const text = pdfText(Buffer.from(await res.arrayBuffer()));
    for (const expected of [
      `Invoice ${invoice.number}`,
      'Blue Note Music LLC',
      '1 Main St, Burlington VT',
      'Pat Buyer',
      'Radio Bean',
      '$800.00',
      'Zelle to pay@bluenote.example',
      '2026-06-05',
    ])
      expect(text).toContain(expected);
  });

  it('is mailed to the buyer with the PDF attached, then paid', async () => {
    const id = await dealtShow();
    const invoice = (await create({ eventId: id, kind: 'deposit' })).body;
    const sent = await server.request('POST', `/api/invoices/send/${invoice.id}`, as());
    expect(sent.status, sent.text).toBe(200);
    expect(sent.body.status).toBe('sent');
    const mail = await server.smtp.waitFor((m) => m.subject.includes(invoice.number));
    expect(mail.to).toEqual(['pat@example.com']);
    expect(pdfText(pdfAttachment(mail))).toContain(`Invoice ${invoice.number}`);
    const paid = await server.request('POST', `/api/invoices/paid/${invoice.id}`, {
      ...as(),
      body: { date: '2026-05-02', method: 'check', reference: '#1001', amount: 20_000 },
    });
    expect(paid.body).toMatchObject({ status: 'paid', balance: 0, overdue: false });
    const money = (await server.request('GET', `/api/money/${id}`, as())).body;
    expect(money.payments).toEqual([
      { date: '2026-05-02', amount: 20_000, method: 'check', reference: '#1001', invoiceId: invoice.id },
    ]);
    expect(money.totals).toMatchObject({ received: 20_000, outstanding: 60_000 });
    const voidPaid = await server.request(
      'POST',
      `/api/invoices/paid/${(await server.request('POST', `/api/invoices/void/${(await create({ eventId: id, kind: 'balance' })).body.id}`, as())).body.id}`,
      {
        ...as(),
        body: { date: '2026-05-02', method: 'check', reference: '', amount: 1 },
      },
    );
    expect(voidPaid.status).toBe(400);
  });

  it('bills a residency’s month and ages what is owed', async () => {
    const series = await createSeries(server, admin.token, { ...THURSDAY_RESIDENCY, from: '2030-07-04', count: 6 });
    const blank = (await server.request('GET', `/api/money/series/${series.id}`, as())).body;
    await server.request('PUT', `/api/money/series/${series.id}`, {
      ...as(),
      body: {
        moneyComparatorData: blank,
        moneyData: {
          deal: { type: 'flat', guarantee: 30_000, buyer: { name: 'Bar Owner', email: 'bar@example.com' } },
        },
      },
    });
    const month = await create({ seriesId: series.id, month: '2030-07', kind: 'month' });
    expect(month.status, month.text).toBe(201);
    // the Thursdays of July 2030: 4, 11, 18, 25
    expect(month.body).toMatchObject({ amount: 120_000, due: '2030-07-31', buyer: { name: 'Bar Owner' } });
    expect(month.body.lines).toHaveLength(4);
    expect((await create({ seriesId: series.id, month: '2031-01', kind: 'month' })).body).toHaveProperty('month');

    // a balance due 45 days ago is 31-60 days late, and overdue once sent
    const late = await createShow(server, admin.token);
    const due = new Date(Date.now() - 45 * 86_400_000).toISOString().slice(0, 10);
    await saveMoney(server, admin.token, late, { deal: { ...deal, balanceDue: due } });
    const lateInvoice = (await create({ eventId: late, kind: 'balance' })).body;
    expect(lateInvoice.overdue).toBe(true);
    const receivables = (await server.request('GET', '/api/money/receivables', as())).body;
    const bucketOf = (id: string) => receivables.invoices.find((invoice: { id: string }) => invoice.id === id)?.bucket;
    expect(bucketOf(month.body.id)).toBe('current');
    expect(bucketOf(lateInvoice.id)).toBe('31-60');
    expect(Object.keys(receivables.totals)).toEqual(['current', '1-30', '31-60', '61-90', '90+']);
    expect(receivables.totals['31-60']).toBeGreaterThanOrEqual(60_000);
    const overdue = (await server.request('GET', '/api/invoices?status=overdue', as())).body;
    expect(overdue.map((invoice: { id: string }) => invoice.id)).toContain(lateInvoice.id);
  });
});
