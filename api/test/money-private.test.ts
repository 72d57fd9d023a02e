import { describe, expect, it } from 'vitest';
import { adminForThisFile, serverForThisFile } from './harness';
import { createShow, saveMoney, saveMoneySettings } from './money-helpers';

const server = serverForThisFile();
const admin = adminForThisFile(server);
const as = () => ({ token: admin.token });

/** A marker per field: found nowhere public, each field can be told apart. */
const mark = (field: string) => `zqmark${field}zq`;
// amounts are numbers: one that no show, date or count of the site would ever make
const AMOUNT = 987_654_321;
const AMOUNT_TEXTS = ['987654321', '9876543.21', '9,876,543.21'];

describe('money and people are never public', () => {
  it('a marker in every money and people field is in no page, feed, sitemap, events answer or export', async () => {
    const person = await server.request('POST', '/api/people/create', {
      ...as(),
      body: {
        name: mark('name'),
        stageName: mark('stageName'),
        email: `${mark('email')}@example.com`,
        phone: mark('phone'),
        address: mark('address'),
        instruments: [mark('instrument')],
        payMethod: 'check',
        payHandle: mark('payHandle'),
        w9OnFile: true,
        tin: '987-65-4329',
        notes: mark('notes'),
      },
    });
    expect(person.status).toBe(201);
    const personId = person.body.id;
    const eventId = await createShow(server, admin.token, {
      title: 'Public show',
      group: 'Trio',
      venue: 'Radio Bean',
      startDate: '2030-06-05T23:00:00.000Z',
      lineup: [{ name: 'Typed Player', instrument: 'bass', personId }],
    });
    await saveMoney(server, admin.token, eventId, {
      deal: {
        type: 'plus',
        guarantee: AMOUNT,
        doorPercent: 50,
        splitPoint: AMOUNT,
        deposit: AMOUNT,
        depositDue: '2030-05-01',
        balanceDue: '2030-06-05',
        buyer: {
          name: mark('buyerName'),
          organization: mark('buyerOrganization'),
          email: `${mark('buyerEmail')}@example.com`,
          phone: mark('buyerPhone'),
          address: mark('buyerAddress'),
        },
      },
      settlement: { gross: AMOUNT, houseCosts: AMOUNT, tips: AMOUNT, merch: AMOUNT, paidCount: 4321, comps: 12 },
      payouts: [
        {
          personId,
          role: mark('role'),
          rule: 'flat',
          amount: AMOUNT,
          minimum: AMOUNT,
          paid: { date: '2030-06-06', method: 'check', reference: mark('paidReference') },
        },
      ],
      expenses: [{ category: mark('category'), amount: AMOUNT, note: mark('expenseNote'), reimburseTo: personId }],
      mileage: { miles: 4321, purpose: mark('purpose') },
      payments: [{ date: '2030-06-06', amount: AMOUNT, method: 'check', reference: mark('paymentReference') }],
    });
    await saveMoneySettings(server, admin.token, {
      businessName: mark('businessName'),
      businessAddress: mark('businessAddress'),
      paymentInstructions: mark('paymentInstructions'),
      contractTemplate: mark('contractTemplate'),
    });
    // the money is there, for the admin, through its own routes
    expect((await server.request('GET', `/api/money/${eventId}`, as())).text).toContain(mark('buyerName'));

    const publicPaths = [
      '/',
      '/shows',
      `/shows/${eventId}`,
      '/press',
      '/shows.rss',
      '/shows.ics',
      '/sitemap.xml',
      '/api/events',
      `/api/events?from=2030-01-01`,
    ];
    const adminPaths = [
      '/api/events',
      `/api/events/edit/${eventId}`,
      '/api/events/export.csv',
      '/api/events/export.ics',
      '/api/events/changes',
    ];
    const answers = [
      ...(await Promise.all(publicPaths.map(async (path) => ({ path, res: await server.request('GET', path) })))),
      ...(await Promise.all(
        adminPaths.map(async (path) => ({ path: `admin ${path}`, res: await server.request('GET', path, as()) })),
      )),
    ];
    for (const { path, res } of answers) {
      expect(res.status, path).toBeLessThan(400);
      expect(res.text, path).not.toMatch(/zqmark\w+zq/);
      for (const amount of AMOUNT_TEXTS) expect(res.text, `${path} ${amount}`).not.toContain(amount);
    }
    // the show itself is public and listed: the test looked where the money would show
    expect(answers.find((a) => a.path === `/shows/${eventId}`)!.res.text).toContain('Typed Player');
    // a lineup's person is answered to admins only
    const publicEvents = answers
      .filter((a) => !a.path.startsWith('admin'))
      .map((a) => a.res.text)
      .join('\n');
    expect(publicEvents).not.toContain(personId);
    expect(answers.find((a) => a.path === 'admin /api/events')!.res.text).toContain(personId);
    // nor in a log line
    expect(JSON.stringify(server.requests)).not.toMatch(/zqmark\w+zq/);
    expect(JSON.stringify(server.errors)).not.toMatch(/zqmark\w+zq/);
  });
});
