import { describe, expect, it } from 'vitest';
import { adminForThisFile, serverForThisFile } from './harness';
import { createShow, pdfText, saveMoney } from './money-helpers';

const server = serverForThisFile();
const admin = adminForThisFile(server);
const as = () => ({ token: admin.token });

const deal = {
  type: 'versus',
  guarantee: 50_000,
  doorPercent: 70,
  deposit: 10_000,
  depositDue: '2030-05-01',
  balanceDue: '2030-06-05',
  loadIn: '18:30',
  buyer: { name: 'Pat Buyer', organization: 'Radio Bean', email: 'pat-contract@example.com' },
};

async function pdfOf(eventId: string) {
  const res = await fetch(`${server.url}/api/money/${eventId}/contract.pdf`, {
    headers: { Authorization: `Bearer ${admin.token}` },
  });
  expect(res.status).toBe(200);
  return pdfText(Buffer.from(await res.arrayBuffer()));
}

describe('contracts', () => {
  it('are admin-only', async () => {
    const member = await server.member();
    for (const [method, path] of [
      ['GET', '/api/money/x/contract.pdf'],
      ['POST', '/api/contracts/send/x'],
    ] as const) {
      expect((await server.request(method, path)).status, path).toBe(401);
      expect((await server.request(method, path, { token: member.token })).status, path).toBe(403);
    }
  });

  it('fill the template, mail the buyer a link, and are signed there by a POST only', async () => {
    const id = await createShow(server, admin.token, {
      group: 'Whitesell Quartet',
      venue: 'Radio Bean',
      address: '8 N Winooski Ave',
      startDate: '2030-06-05T23:00:00.000Z',
    });
    await saveMoney(server, admin.token, id, { deal });
    const before = await pdfOf(id);
    for (const expected of [
      'PERFORMANCE AGREEMENT',
      'Pat Buyer, Radio Bean',
      'Whitesell Quartet',
      'June 5, 2030',
      '7:00 PM',
      '$500.00 guarantee versus 70% of the door',
      '$100.00',
      '2030-05-01',
      '2030-06-05',
      '8 N Winooski Ave',
      // the deal's load-in, a wall time, in words
      'Load-in: 6:30 PM',
    ])
      expect(before).toContain(expected);

    const sent = await server.request('POST', `/api/contracts/send/${id}`, as());
    expect(sent.status, sent.text).toBe(200);
    const mail = await server.smtp.waitFor((m) => m.to.includes('pat-contract@example.com'));
    const link = /http:\/\/localhost:3999(\/contract\/[\w-]+)/.exec(mail.text)![1]!;

    const page = await server.request('GET', link);
    expect(page.status).toBe(200);
    expect(page.headers.get('x-robots-tag')).toBe('noindex');
    expect(page.text).toContain('Type your full name to sign');
    expect(page.text).toContain('>Sign</button>');
    expect(page.text).toContain('Whitesell Quartet');
    // opening the link twice (a mail scanner) signs nothing
    expect(await pdfOf(id)).not.toContain('Signed by');

    const signed = await fetch(server.url + link, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'name=Pat+Buyer',
    });
    expect(signed.status).toBe(200);
    expect(await signed.text()).toContain('Signed by Pat Buyer on');
    expect(await pdfOf(id)).toMatch(/Signed by Pat Buyer on \w+, \w+ \d+, \d{4}/);
    const owner = await server.smtp.waitFor((m) => m.subject.startsWith('Contract signed'));
    expect(owner.text).toContain('Pat Buyer');
    // the token is never in a log line
    expect(JSON.stringify(server.requests)).not.toContain(link.slice('/contract/'.length));
  });

  it('takes the load-in as HH:MM or empty, and leaves the token empty without one', async () => {
    const id = await createShow(server, admin.token, { startDate: '2030-07-05T23:00:00.000Z' });
    const current = (await server.request('GET', `/api/money/${id}`, as())).body;
    for (const loadIn of ['25:00', '6:30 PM', '18:3'])
      expect(
        (
          await server.request('PUT', `/api/money/update/${id}`, {
            ...as(),
            body: { moneyComparatorData: current, moneyData: { ...current, deal: { ...deal, loadIn } } },
          })
        ).status,
        loadIn,
      ).toBe(400);
    const saved = await saveMoney(server, admin.token, id, { deal: { ...deal, loadIn: '' } });
    expect(saved.deal.loadIn).toBe('');
    const text = await pdfOf(id);
    expect(text).toMatch(/Load-in: Venue:/);
  });

  it('answers an unknown link and one 30 days past its show alike', async () => {
    const old = await createShow(server, admin.token, { startDate: '2020-06-05T23:00:00.000Z' });
    await saveMoney(server, admin.token, old, { deal });
    await server.request('POST', `/api/contracts/send/${old}`, as());
    const mail = await server.smtp.waitFor((m) => m.subject.includes('June 5, 2020'));
    const link = /(\/contract\/[\w-]+)/.exec(mail.text)![1]!;
    const ended = await server.request('GET', link);
    const unknown = await server.request('GET', '/contract/' + 'x'.repeat(32));
    expect(ended.status).toBe(404);
    expect(unknown.status).toBe(404);
    const post = await fetch(server.url + link, {
      method: 'POST',
      body: 'name=Late',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    expect(post.status).toBe(404);
  });
});
