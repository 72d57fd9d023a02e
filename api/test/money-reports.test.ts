import { describe, expect, it } from 'vitest';
import { adminForThisFile, serverForThisFile } from './harness';
import { createShow, pdfText, saveMoney } from './money-helpers';

const server = serverForThisFile();
const admin = adminForThisFile(server);
const as = () => ({ token: admin.token });

async function person(fields: Record<string, unknown>) {
  const res = await server.request('POST', '/api/people/create', { ...as(), body: fields });
  expect(res.status).toBe(201);
  return res.body.id as string;
}
const paid = (date: string, method: string) => ({ date, method, reference: `ref-${date}` });

describe('money reports', () => {
  it('are admin-only, the guard before the body', async () => {
    const member = await server.member();
    for (const [method, path] of [
      ['GET', '/api/money/report?from=2026-01-01&to=2026-12-31&by=month'],
      ['GET', '/api/money/1099.csv?year=2026'],
      ['POST', '/api/money/1099.csv'],
      ['GET', '/api/money/mileage.csv?year=2026'],
      ['GET', '/api/people/x/statement?year=2026'],
      ['GET', '/api/people/x/statement.pdf?year=2026'],
    ] as const) {
      const raw = method === 'GET' ? undefined : '{not json';
      expect((await server.request(method, path, { raw })).status, path).toBe(401);
      expect((await server.request(method, path, { token: member.token, raw })).status, path).toBe(403);
    }
  });

  it('sum a year by month, band and venue; statements, the 1099 list and the mileage log', async () => {
    const dana = await person({ name: 'Dana Reyes', tin: '123-45-6789', address: '12 Elm St', w9OnFile: true });
    const venmo = await person({ name: 'Vic Venmo', tin: '987-65-4321' });
    const small = await person({ name: 'Sal Small' });
    // 2025: the threshold is $600; Dana is paid $700 by check across two shows, Vic $900 by venmo
    const march = await createShow(server, admin.token, {
      group: 'Trio',
      venue: 'Radio Bean',
      startDate: '2025-03-15T00:00:00.000Z',
    });
    const april = await createShow(server, admin.token, {
      group: 'Quartet',
      venue: 'Nectar',
      startDate: '2025-04-20T00:00:00.000Z',
    });
    await saveMoney(server, admin.token, march, {
      deal: { type: 'flat', guarantee: 100_000 },
      payouts: [
        { personId: dana, rule: 'flat', amount: 35_000, paid: paid('2025-03-16', 'check') },
        { personId: venmo, rule: 'flat', amount: 45_000, paid: paid('2025-03-16', 'venmo') },
        { personId: small, rule: 'flat', amount: 5_000, paid: paid('2025-03-16', 'cash') },
      ],
      expenses: [{ category: 'parking', amount: 1_500, reimburseTo: dana }],
      mileage: { miles: 100, purpose: 'Burlington' },
    });
    await saveMoney(server, admin.token, april, {
      deal: { type: 'flat', guarantee: 90_000 },
      payouts: [
        { personId: dana, rule: 'flat', amount: 35_000, paid: paid('2025-04-21', 'zelle') },
        { personId: venmo, rule: 'flat', amount: 45_000, paid: paid('2025-04-21', 'venmo') },
      ],
      mileage: { miles: 10, purpose: 'Nectar' },
    });

    const byMonth = (await server.request('GET', '/api/money/report?from=2025-01-01&to=2025-12-31&by=month', as()))
      .body;
    expect(byMonth.rows.map((row: { key: string; gigs: number }) => [row.key, row.gigs])).toEqual([
      ['2025-03', 1],
      ['2025-04', 1],
    ]);
    expect(byMonth.totals).toMatchObject({ gigs: 2, artistShare: 190_000, payouts: 165_000, mileage: 7_700 });
    // March 15 00:00 UTC is March 14 in New York
    const march14 = (await server.request('GET', '/api/money/report?from=2025-03-14&to=2025-03-14&by=band', as())).body;
    expect(march14.rows).toEqual([expect.objectContaining({ key: 'Trio', gigs: 1, artistShare: 100_000 })]);
    const byVenue = (await server.request('GET', '/api/money/report?from=2025-01-01&to=2025-12-31&by=venue', as()))
      .body;
    expect(byVenue.rows.map((row: { key: string }) => row.key)).toEqual(['Nectar', 'Radio Bean']);
    expect((await server.request('GET', '/api/money/report?from=2025-01-01&to=2025-12-31&by=week', as())).status).toBe(
      400,
    );

    const statement = (await server.request('GET', `/api/people/${dana}/statement?year=2025`, as())).body;
    expect(statement).toMatchObject({ year: 2025, total: 70_000, reimbursements: 1_500 });
    expect(statement.payouts.map((p: { paidDate: string; method: string }) => [p.paidDate, p.method])).toEqual([
      ['2025-03-16', 'check'],
      ['2025-04-21', 'zelle'],
    ]);
    const pdfRes = await fetch(`${server.url}/api/people/${dana}/statement.pdf?year=2025`, {
      headers: { Authorization: `Bearer ${admin.token}` },
    });
    const text = pdfText(Buffer.from(await pdfRes.arrayBuffer()));
    for (const expected of ['Dana Reyes, 2025', '2025-03-16 check', '$700.00', '$15.00'])
      expect(text).toContain(expected);

    const masked = await server.request('GET', '/api/money/1099.csv?year=2025', as());
    const bytes = await fetch(`${server.url}/api/money/1099.csv?year=2025`, {
      headers: { Authorization: `Bearer ${admin.token}` },
    });
    // the house CSV rules: a byte order mark first (fetch's text() would drop it)
    expect([...new Uint8Array(await bytes.arrayBuffer()).slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = masked.text.trim().split('\r\n');
    // Vic is paid by Venmo (reported by the platform), Sal is under the threshold
    expect(lines).toEqual(['Name,TIN,Address,Email,Paid,W-9 on file', 'Dana Reyes,***-**-6789,12 Elm St,,700.00,yes']);
    expect(masked.text).not.toContain('123456789');

    const wrong = await server.request('POST', '/api/money/1099.csv', {
      ...as(),
      body: { year: '2025', currentPassword: 'nope' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toHaveProperty('currentPassword');
    const full = await server.request('POST', '/api/money/1099.csv', {
      ...as(),
      body: { year: '2025', currentPassword: admin.password },
    });
    expect(full.status).toBe(200);
    expect(full.text).toContain('Dana Reyes,123456789,');

    // 2026's threshold is $2,000: the same $700 is not listed
    const june = await createShow(server, admin.token, { startDate: '2026-06-05T23:00:00.000Z' });
    await saveMoney(server, admin.token, june, {
      deal: { type: 'flat', guarantee: 100_000 },
      payouts: [{ personId: dana, rule: 'flat', amount: 70_000, paid: paid('2026-06-06', 'check') }],
      mileage: { miles: 100, purpose: '=HYPERLINK("x")' },
    });
    const list2026 = (await server.request('GET', '/api/money/1099.csv?year=2026', as())).text;
    expect(list2026.trim().split('\r\n')).toHaveLength(1);

    const mileage2025 = (await server.request('GET', '/api/money/mileage.csv?year=2025', as())).text
      .trim()
      .split('\r\n');
    expect(mileage2025).toEqual([
      'Date,Show,Miles,Purpose,Cents per mile,Amount',
      '2025-03-14,"Trio, Radio Bean",100,Burlington,70,70.00',
      '2025-04-19,"Quartet, Nectar",10,Nectar,70,7.00',
    ]);
    const mileage2026 = (await server.request('GET', '/api/money/mileage.csv?year=2026', as())).text;
    // the formula guard of the house CSV rules
    expect(mileage2026).toContain(`"'=HYPERLINK(""x"")"`);
    expect(mileage2026).toContain(',72.5,72.50');
  });
});
