import { describe, expect, it } from 'vitest';
import { DEFAULT_MONEY_SETTINGS, moneyDataSchema, NO_MONEY_DATA } from '@jazz/contracts/money';
import { adminForThisFile, serverForThisFile } from './harness';
import { createSeries, THURSDAY_RESIDENCY } from './series-helpers';

const server = serverForThisFile();
const admin = adminForThisFile(server);

const as = (token: string) => ({ token });
async function show(startDate = '2026-06-05T23:00:00.000Z') {
  const res = await server.request('POST', '/api/events/create', {
    ...as(admin.token),
    body: { title: 'Gig', group: 'Trio', venue: 'Radio Bean', startDate },
  });
  expect(res.status).toBe(201);
  return res.body.id as string;
}
async function person(name: string) {
  const res = await server.request('POST', '/api/people/create', { ...as(admin.token), body: { name } });
  return res.body.id as string;
}
const read = async (eventId: string) => (await server.request('GET', `/api/money/${eventId}`, as(admin.token))).body;
const save = (eventId: string, comparator: unknown, data: unknown) =>
  server.request('PUT', `/api/money/update/${eventId}`, {
    ...as(admin.token),
    body: { moneyComparatorData: comparator, moneyData: data },
  });

describe('a show’s money', () => {
  it('is admin-only, the guard before the body', async () => {
    const member = await server.member();
    const id = await show();
    for (const [method, path] of [
      ['GET', `/api/money/${id}`],
      ['PUT', `/api/money/update/${id}`],
      ['GET', '/api/money/settings'],
      ['PUT', '/api/money/settings'],
      ['GET', '/api/money/series/x'],
      ['PUT', '/api/money/series/x'],
    ] as const) {
      const raw = method === 'GET' ? undefined : '{not json';
      expect((await server.request(method, path, { raw })).status, path).toBe(401);
      expect((await server.request(method, path, { token: member.token, raw })).status, path).toBe(403);
    }
  });

  it('is an empty record for a show with none, 404 for no show', async () => {
    const id = await show();
    // the contract's empty record is what its schema makes of no fields at all
    expect(moneyDataSchema.parse({})).toEqual(NO_MONEY_DATA);
    expect(await read(id)).toEqual({
      eventId: id,
      ...NO_MONEY_DATA,
      dealFrom: '',
      totals: { artistShare: 0, net: 0, payoutsDue: 0, leaderTake: 0, received: 0, outstanding: 0 },
      updatedAt: '',
    });
    expect((await server.request('GET', '/api/money/nope', as(admin.token))).status).toBe(404);
  });

  it('computes and stores the totals of a settled night, 409 on a stale comparator', async () => {
    const id = await show();
    const [bass, drums] = [await person('Bass Player'), await person('Drummer')];
    const empty = await read(id);
    const data = {
      ...empty,
      deal: {
        type: 'versus',
        guarantee: 50_000,
        doorPercent: 70,
        buyer: { name: 'Pat Buyer', email: 'pat@example.com' },
      },
      settlement: { gross: 150_000, houseCosts: 30_000, tips: 4_001, merch: 2_000, paidCount: 80, comps: 4 },
      payouts: [
        { personId: bass, role: 'bass', rule: 'share' },
        {
          personId: drums,
          role: 'drums',
          rule: 'share',
          paid: { date: '2026-06-06', method: 'zelle', reference: 'z1' },
        },
      ],
      expenses: [
        { category: 'parking', amount: 2_500, offTop: true, reimburseTo: bass },
        { category: 'food', amount: 1_000, offTop: false },
      ],
      mileage: { miles: 120, purpose: 'Burlington round trip' },
      payments: [{ date: '2026-06-06', amount: 30_000, method: 'check' }],
      // answers sent back are dropped
      totals: { artistShare: 1 },
    };
    const res = await save(id, empty, data);
    expect(res.status, res.text).toBe(200);
    expect(res.body.totals).toEqual({
      artistShare: 84_000,
      net: 85_501,
      payoutsDue: 57_001,
      leaderTake: 28_500,
      received: 30_000,
      outstanding: 54_000,
    });
    expect(res.body.dealFrom).toBe('show');
    expect(res.body.deal.buyer).toEqual({
      name: 'Pat Buyer',
      organization: '',
      email: 'pat@example.com',
      phone: '',
      address: '',
    });
    expect(await read(id)).toEqual(res.body);
    // stored on write, so reports sum in SQL
    const row = server.db
      .prepare('SELECT artist_share, net, payouts_due, mileage_cost, reimbursements FROM show_money WHERE event_id = ?')
      .get(id);
    expect(row).toEqual({
      artist_share: 84_000,
      net: 85_501,
      payouts_due: 57_001,
      mileage_cost: 8_700,
      reimbursements: 2_500,
    });

    const stale = await save(id, empty, { ...data, payments: [] });
    expect(stale.status).toBe(409);
    expect(stale.body.current.totals.received).toBe(30_000);
  });

  it('refuses amounts that are not whole cents and payouts to nobody', async () => {
    const id = await show();
    const empty = await read(id);
    const cents = await save(id, empty, { ...empty, deal: { type: 'flat', guarantee: 10.5 } });
    expect(cents.status).toBe(400);
    expect(cents.body).toHaveProperty('deal');
    const nobody = await save(id, empty, { ...empty, payouts: [{ personId: 'nobody', rule: 'share' }] });
    expect(nobody.status).toBe(400);
    expect(nobody.body).toHaveProperty('payouts');
  });

  it('prices mileage at the rate of the show’s year in the site’s zone', async () => {
    // 2025-12-31 22:00 in New York is 2026-01-01 03:00 UTC: the 2025 rate
    const newYearsEve = await show('2026-01-01T03:00:00.000Z');
    const nextYear = await show('2026-01-02T03:00:00.000Z');
    for (const [id, cost] of [
      [newYearsEve, 7_000],
      [nextYear, 7_250],
    ] as const) {
      const empty = await read(id);
      await save(id, empty, { ...empty, mileage: { miles: 100, purpose: '' } });
      expect(server.db.prepare('SELECT mileage_cost AS cost FROM show_money WHERE event_id = ?').get(id)).toEqual({
        cost,
      });
    }
  });
});

describe('a series’ deal', () => {
  it('is followed by each date until the date’s own deal is saved', async () => {
    const series = await createSeries(server, admin.token, { ...THURSDAY_RESIDENCY, from: '2026-07-02', count: 3 });
    const [first, second] = series.events.map((event: { id: string }) => event.id);
    const blank = (await server.request('GET', `/api/money/series/${series.id}`, as(admin.token))).body;
    expect(blank).toEqual({ seriesId: series.id, deal: null, updatedAt: '' });
    const put = await server.request('PUT', `/api/money/series/${series.id}`, {
      ...as(admin.token),
      body: { moneyComparatorData: blank, moneyData: { deal: { type: 'flat', guarantee: 40_000 } } },
    });
    expect(put.status, put.text).toBe(200);
    const followed = await read(first);
    expect(followed.dealFrom).toBe('series');
    expect(followed.totals.artistShare).toBe(40_000);
    expect(server.db.prepare('SELECT artist_share AS a FROM show_money WHERE event_id = ?').get(second)).toEqual({
      a: 40_000,
    });
    // the series' deal sent back unchanged keeps following it
    const settled = await save(first, followed, { ...followed, settlement: { gross: 1 } });
    expect(settled.body.dealFrom).toBe('series');
    const own = await save(second, await read(second), {
      ...(await read(second)),
      deal: { type: 'flat', guarantee: 55_000 },
    });
    expect(own.body.dealFrom).toBe('show');
    const stale = await server.request('PUT', `/api/money/series/${series.id}`, {
      ...as(admin.token),
      body: { moneyComparatorData: blank, moneyData: { deal: { type: 'flat', guarantee: 1 } } },
    });
    expect(stale.status).toBe(409);
    const next = await server.request('PUT', `/api/money/series/${series.id}`, {
      ...as(admin.token),
      body: { moneyComparatorData: put.body, moneyData: { deal: { type: 'flat', guarantee: 45_000 } } },
    });
    expect(next.status).toBe(200);
    expect((await read(first)).totals.artistShare).toBe(45_000);
    expect((await read(second)).totals.artistShare).toBe(55_000);
  });
});

describe('money settings', () => {
  it('start from the defaults and save with a comparator', async () => {
    const settings = (await server.request('GET', '/api/money/settings', as(admin.token))).body;
    expect(settings).toEqual({ ...DEFAULT_MONEY_SETTINGS, updatedAt: '' });
    for (const token of [
      '{{date}}',
      '{{start}}',
      '{{venue}}',
      '{{address}}',
      '{{band}}',
      '{{fee}}',
      '{{deposit}}',
      '{{depositDue}}',
      '{{balanceDue}}',
      '{{buyer}}',
    ])
      expect(settings.contractTemplate).toContain(token);
    const put = (comparator: unknown, data: unknown) =>
      server.request('PUT', '/api/money/settings', {
        ...as(admin.token),
        body: { settingsComparatorData: comparator, settingsData: data },
      });
    const saved = await put(settings, { ...settings, businessName: 'Sax LLC', mileageRates: { '2027': 75 } });
    expect(saved.status).toBe(200);
    expect(saved.body.businessName).toBe('Sax LLC');
    expect((await put(settings, settings)).status).toBe(409);
    expect((await put(saved.body, { ...saved.body, reminderHour: '25:00' })).status).toBe(400);
  });
});

describe('receipts', () => {
  const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
  const dataUrl = (bytes: Buffer, type = 'application/pdf') => `data:${type};base64,${bytes.toString('base64')}`;

  it('keeps a PDF or an image for admins only, never under /media', async () => {
    const id = await show();
    const member = await server.member();
    expect((await server.request('POST', `/api/money/${id}/receipts`, { raw: '{' })).status).toBe(401);
    expect((await server.request('POST', `/api/money/${id}/receipts`, { token: member.token, raw: '{' })).status).toBe(
      403,
    );
    const res = await server.request('POST', `/api/money/${id}/receipts`, {
      ...as(admin.token),
      body: { file: dataUrl(pdf) },
    });
    expect(res.status, res.text).toBe(201);
    expect(res.body).toMatchObject({ type: 'application/pdf', size: pdf.length });
    const path = `/api/money/${id}/receipts/${res.body.id}`;
    const back = await fetch(server.url + path, { headers: { Authorization: `Bearer ${admin.token}` } });
    expect(back.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await back.arrayBuffer()).equals(pdf)).toBe(true);
    expect((await server.request('GET', path)).status).toBe(401);
    expect((await server.request('GET', path, { token: member.token })).status).toBe(403);
    expect((await server.request('GET', `/media/${res.body.id}`)).status).toBe(404);
  });

  it('refuses what is neither an image nor a PDF, and what is over 40 MB', async () => {
    const id = await show();
    const text = await server.request('POST', `/api/money/${id}/receipts`, {
      ...as(admin.token),
      body: { file: dataUrl(Buffer.from('hello'), 'text/plain') },
    });
    expect(text.status).toBe(400);
    expect(text.body).toHaveProperty('file');
    const big = await server.request('POST', `/api/money/${id}/receipts`, {
      ...as(admin.token),
      body: { file: dataUrl(Buffer.concat([pdf, Buffer.alloc(40 * 1024 * 1024)])) },
    });
    expect(big.status).toBe(413);
  });
});
