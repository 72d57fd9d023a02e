import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';
import { testClock } from './lessons-helpers';
import { createShow, saveMoney } from './money-helpers';
import { callRequests, feedOf, icsOf, linkOf, sequenceOf, to } from './calls-helpers';

// Monday 1 June 2026, 8 AM in New York
const clock = testClock('2026-06-01T12:00:00Z');
let server: TestServer;
let admin: Awaited<ReturnType<TestServer['admin']>>;
beforeAll(async () => {
  server = await startTestServer({ now: clock.now });
  admin = await server.admin();
});
afterAll(() => server.close());

const { as, person, post, call, getCall, eventOf, moneyOf, updateShow } = callRequests(() => ({
  server,
  token: admin.token,
}));
/** The show as the public API answers it (anonymous). */
const publicShow = async (id: string) => {
  const res = await server.request('GET', '/api/events');
  const list = (Array.isArray(res.body) ? res.body : res.body.events) as { _id: string }[];
  return list.find((event) => event._id === id);
};

describe('calls', () => {
  it('are admin-only, the guard before the body', async () => {
    const member = await server.member();
    for (const [method, path] of [
      ['GET', '/api/calls'],
      ['POST', '/api/calls/create'],
      ['POST', '/api/calls/cancel/x'],
    ] as const) {
      const raw = method === 'GET' ? undefined : '{not json';
      expect((await server.request(method, path, { raw })).status).toBe(401);
      expect((await server.request(method, path, { token: member.token, raw })).status).toBe(403);
    }
  });

  it('refuses a call with nobody, an unknown show or a past answer-by', async () => {
    const eventId = await createShow(server, admin.token, { startDate: '2026-06-20T23:00:00.000Z' });
    const dana = await person('Dana Reyes');
    expect(
      (await server.request('POST', '/api/calls/create', as({ eventId, instrument: 'bass', people: [] }))).body,
    ).toHaveProperty('people');
    const past = await server.request(
      'POST',
      '/api/calls/create',
      as({ eventId, instrument: 'bass', people: [dana.id], answerBy: '2026-05-01T00:00:00Z' }),
    );
    expect(past.status).toBe(400);
    expect(past.body).toHaveProperty('answerBy');
    const unknown = await server.request(
      'POST',
      '/api/calls/create',
      as({ eventId: 'nope', instrument: 'b', people: [dana.id] }),
    );
    expect(unknown.status).toBe(400);
    expect(unknown.body).toHaveProperty('eventId');
  });

  it('moves to the backup on a decline; yes confirms, fills the lineup and pays', async () => {
    clock.set('2026-06-01T12:00:00Z');
    const eventId = await createShow(server, admin.token, {
      group: 'Whitesell Quartet',
      venue: 'Radio Bean',
      address: '8 N Winooski Ave',
      startDate: '2026-06-20T23:00:00.000Z',
    });
    const dana = await person('Dana Reyes', { stageName: 'Dana R.' });
    const sam = await person('Sam Okafor');
    const created = await call({
      eventId,
      instrument: 'bass',
      people: [dana.id, sam.id],
      fee: 25000,
      note: 'Load-in 6 PM',
    });
    expect(created).toMatchObject({ eventId, instrument: 'bass', state: 'asked', fee: 25000 });
    // the default deadline: 72 hours on (sooner than the day before the show)
    expect(created.answerBy).toBe('2026-06-04T12:00:00.000Z');
    expect(created.asked).toEqual([
      { personId: dana.id, askedAt: '2026-06-01T12:00:00.000Z', answer: null, answeredAt: null },
    ]);

    const ask = await server.smtp.waitFor(to(dana.email));
    expect(ask.text).toContain('Whitesell Quartet');
    expect(ask.text).toContain('Radio Bean');
    expect(ask.text).toContain('8 N Winooski Ave');
    expect(ask.text).toContain('$250.00');
    expect(ask.text).not.toContain('Sam Okafor');
    expect(icsOf(ask)).toContain('STATUS:TENTATIVE');
    const link = linkOf(ask);

    // the page: noindex, two buttons; opening it (a mail scanner) answers nothing
    const page = await server.request('GET', link);
    expect(page.status).toBe(200);
    expect(page.headers.get('x-robots-tag')).toBe('noindex');
    expect(page.text).toContain(">Yes, I'm in</button>");
    expect(page.text).toContain(">Can't make it</button>");
    await server.request('GET', link);
    expect((await getCall(eventId, created._id)).asked[0].answer).toBeNull();
    // not yet in the public lineup
    expect(JSON.stringify(await publicShow(eventId))).not.toContain('Dana');

    clock.set('2026-06-02T12:00:00Z');
    expect((await post(link, 'no')).status).toBe(200);
    const second = await server.smtp.waitFor(to(sam.email));
    // the backup has as long as the first had: 72 hours from his turn
    const afterNo = await getCall(eventId, created._id);
    expect(afterNo.asked.map((a: { answer: string }) => a.answer)).toEqual(['no', null]);
    expect(second.text).toMatch(/answer by .*June 5, 2026 8:00 AM/i);
    // the first link is closed now
    expect((await server.request('GET', link)).text).toContain('closed');

    const yes = await post(linkOf(second), 'yes');
    expect(await yes.text()).toContain("You're in");
    const confirmation = await server.smtp.waitFor(to(sam.email, /^You're in/));
    expect(icsOf(confirmation)).toContain('STATUS:CONFIRMED');
    const feed = feedOf(confirmation);
    await server.smtp.waitFor((m) => m.subject.startsWith('Sam Okafor is in'));

    expect((await getCall(eventId, created._id)).state).toBe('confirmed');
    const event = await eventOf(eventId);
    expect(event.lineup).toEqual([{ name: 'Sam Okafor', instrument: 'bass', personId: sam.id }]);
    // the public answer names him without his personId
    const pub = await publicShow(eventId);
    expect(pub).toBeDefined();
    expect(JSON.stringify(pub)).toContain('Sam Okafor');
    expect(JSON.stringify(pub)).not.toContain(sam.id);
    const money = await moneyOf(eventId);
    expect(money.payouts).toMatchObject([{ personId: sam.id, role: 'bass', rule: 'flat', amount: 25000 }]);

    const ics = await server.request('GET', feed);
    expect(ics.status).toBe(200);
    expect(ics.text).toContain('STATUS:CONFIRMED');
    expect((await server.request('GET', '/people/' + 'y'.repeat(32) + '.ics')).status).toBe(404);
  });

  it('a yes from a player the owner already pays adds no second payout (the walks of issue 46)', async () => {
    clock.set('2026-06-01T12:00:00Z');
    const eventId = await createShow(server, admin.token, { startDate: '2026-06-26T23:00:00.000Z' });
    const lee = await person('Lee Park');
    // the deal planned first: Lee's pay typed in the Money section, then the chair called
    await saveMoney(server, admin.token, eventId, {
      deal: { type: 'flat', guarantee: 80000 },
      payouts: [{ personId: lee.id, role: '', rule: 'flat', amount: 25000, percent: 0, minimum: 0, paid: null }],
    });
    const created = await call({ eventId, instrument: 'bass', people: [lee.id], fee: 25000 });
    const ask = await server.smtp.waitFor(to(lee.email));
    expect((await post(linkOf(ask), 'yes')).status).toBe(200);
    expect((await getCall(eventId, created._id)).state).toBe('confirmed');
    const money = await moneyOf(eventId);
    expect(money.payouts).toHaveLength(1);
    expect(money.totals.payoutsDue).toBe(25000);
  });

  it('asks the backup when the first is silent past his deadline, also across a restart; nobody left: unfilled', async () => {
    clock.set('2026-06-01T12:00:00Z');
    const eventId = await createShow(server, admin.token, { startDate: '2026-06-21T23:00:00.000Z' });
    const first = await person('Quiet One');
    const second = await person('Quiet Two');
    const created = await call({
      eventId,
      instrument: 'drums',
      people: [first.id, second.id],
      answerBy: '2026-06-02T12:00:00Z',
    });
    const ask = await server.smtp.waitFor(to(first.email));

    clock.set('2026-06-02T11:59:00Z');
    server.calls.tick();
    expect((await getCall(eventId, created._id)).asked).toHaveLength(1);

    // past the deadline, a GET of the link (a mail scanner) shows it closed and changes nothing
    clock.set('2026-06-02T12:00:30Z');
    expect((await server.request('GET', linkOf(ask))).text).toContain('closed');
    expect((await getCall(eventId, created._id)).asked).toHaveLength(1);
    // the server is down over the deadline; started again, its timer looks at once
    await server.stop();
    server = await startTestServer({
      ...server.options,
      calls: true,
      dataDir: server.dir,
      config: { ...server.options.config, jwtSecret: server.config.jwtSecret },
    });
    const next = await server.smtp.waitFor(to(second.email));
    // one asked later has as long as the first had (24 hours)
    expect(next.text).toMatch(/answer by .*June 3, 2026 8:00 AM/i);
    // the first link takes no answer any more
    expect(await (await post(linkOf(ask), 'yes')).text()).toContain('closed');

    clock.set('2026-06-03T12:01:00Z');
    server.calls.tick();
    await server.smtp.waitFor((m) => m.subject.startsWith('Nobody for drums'));
    expect((await getCall(eventId, created._id)).state).toBe('unfilled');
    const open = (await server.request('GET', '/api/calls?open=1', as())).body as { _id: string }[];
    expect(open.map((c) => c._id)).toContain(created._id);
    server.calls.stop();
  });

  it('mails a confirmed player a change once (SEQUENCE raised), reminds him the day before, and a cancelled call takes him out', async () => {
    clock.set('2026-06-01T12:00:00Z');
    const eventId = await createShow(server, admin.token, { startDate: '2026-06-22T23:00:00.000Z', venue: 'Nectar' });
    const kai = await person('Kai Lund');
    const created = await call({ eventId, instrument: 'piano', people: [kai.id], fee: 10000 });
    const ask = await server.smtp.waitFor(to(kai.email));
    await post(linkOf(ask), 'yes');
    const confirmed = await server.smtp.waitFor(to(kai.email, /^You're in/));
    const firstSequence = sequenceOf(icsOf(confirmed));

    // two changes within the quiet time make one mail
    await updateShow(eventId, { startDate: '2026-06-23T00:00:00.000Z' });
    server.calls.tick();
    await updateShow(eventId, { venue: 'Higher Ground' });
    clock.set('2026-06-01T12:00:10Z');
    server.calls.tick();
    clock.set('2026-06-01T12:00:40Z');
    server.calls.tick();
    const changed = await server.smtp.waitFor(to(kai.email, /^Changed/));
    expect(changed.text).toContain('Higher Ground');
    expect(sequenceOf(icsOf(changed))).toBeGreaterThan(firstSequence);
    clock.set('2026-06-01T12:02:00Z');
    server.calls.tick();
    await server.mailer.flush();
    expect(server.smtp.mails.filter(to(kai.email, /^Changed/))).toHaveLength(1);

    // the reminder: the day before (the show is June 22, 8 PM now) at 10:00 New York, money settings' default
    clock.set('2026-06-21T13:59:00Z');
    server.calls.tick();
    await server.mailer.flush();
    expect(server.smtp.mails.filter(to(kai.email, /^Tomorrow/))).toHaveLength(0);
    clock.set('2026-06-21T14:00:00Z');
    server.calls.tick();
    const reminder = await server.smtp.waitFor(to(kai.email, /^Tomorrow/));
    expect(reminder.text).toContain('Higher Ground');
    expect(reminder.text).toContain('Kai Lund (piano)');
    server.calls.tick();
    await server.mailer.flush();
    expect(server.smtp.mails.filter(to(kai.email, /^Tomorrow/))).toHaveLength(1);

    const cancelled = await server.request('POST', `/api/calls/cancel/${created._id}`, as());
    expect(cancelled.body.state).toBe('cancelled');
    const gone = await server.smtp.waitFor(to(kai.email, /^Cancelled/));
    expect(icsOf(gone)).toContain('STATUS:CANCELLED');
    expect(sequenceOf(icsOf(gone))).toBeGreaterThan(sequenceOf(icsOf(changed)));
    expect((await eventOf(eventId)).lineup).toEqual([]);
    expect((await moneyOf(eventId)).payouts).toEqual([]);
  });

  it('a cancelled show reaches the confirmed player as STATUS:CANCELLED', async () => {
    clock.set('2026-07-01T12:00:00Z');
    const eventId = await createShow(server, admin.token, { startDate: '2026-07-20T23:00:00.000Z' });
    const lee = await person('Lee Park');
    await call({ eventId, instrument: 'guitar', people: [lee.id] });
    await post(linkOf(await server.smtp.waitFor(to(lee.email))), 'yes');
    const confirmed = await server.smtp.waitFor(to(lee.email, /^You're in/));
    await updateShow(eventId, { status: 'cancelled' });
    server.calls.tick();
    clock.set('2026-07-01T12:00:30Z');
    server.calls.tick();
    const mail = await server.smtp.waitFor(to(lee.email, /^Cancelled/));
    expect(icsOf(mail)).toContain('STATUS:CANCELLED');
    expect(sequenceOf(icsOf(mail))).toBeGreaterThan(sequenceOf(icsOf(confirmed)));
  });

  it('cancelling a call being asked mails the person and closes his link; a made-up token is 404', async () => {
    clock.set('2026-07-01T12:00:00Z');
    const eventId = await createShow(server, admin.token, { startDate: '2026-07-25T23:00:00.000Z' });
    const ana = await person('Ana Silva');
    const created = await call({ eventId, instrument: 'trumpet', people: [ana.id] });
    const link = linkOf(await server.smtp.waitFor(to(ana.email)));
    // the page asks what the mail asked, with the band and the day
    const asked = await server.request('GET', link);
    expect(asked.text).toMatch(/<h1[^>]*>Can you play trumpet\? [^<]+, Saturday, July 25, 2026<\/h1>/);
    await server.request('POST', `/api/calls/cancel/${created._id}`, as());
    await server.smtp.waitFor(to(ana.email, /^No longer open/));
    const page = await server.request('GET', link);
    expect(page.status).toBe(200);
    expect(page.text).toMatch(/<h1[^>]*>Trumpet for [^<]+, Saturday, July 25, 2026<\/h1>/);
    expect(page.text).toContain('closed');
    expect(page.text).not.toContain('<button');
    expect(await (await post(link, 'yes')).text()).toContain('closed');
    expect((await getCall(eventId, created._id)).state).toBe('cancelled');

    const unknown = await server.request('GET', '/call/' + 'x'.repeat(32));
    expect(unknown.status).toBe(404);
    expect((await post('/call/' + 'x'.repeat(32), 'yes')).status).toBe(404);
    // the token is never in a log line
    expect(JSON.stringify(server.requests)).not.toContain(link.slice('/call/'.length));

    // 30 days after the show the link answers exactly as an unknown one
    clock.set('2026-08-24T23:00:01Z');
    const ended = await server.request('GET', link);
    expect(ended.status).toBe(404);
    expect(ended.text).toBe(unknown.text);
    expect((await post(link, 'yes')).status).toBe(404);
    clock.set('2026-08-24T22:59:00Z');
    expect((await server.request('GET', link)).status).toBe(200);
  });
});
