import { isApiError } from '@jazz/client/api-client';
import type { Person, PersonData, ShowMoney } from '@jazz/contracts/money';
import { describe, expect, it } from 'vitest';
import { conflictRows, showRowValue } from '../src/core/conflict-rows';
import { describeEntry, entryStatus } from '../src/core/describe';
import { holdsOf } from '../src/core/holds';
import { RECEIPT_ONLINE_ONLY, TIN_AFTER_PENDING, TIN_NOT_KEPT } from '../src/core/kinds/money';
import { createMemoryStorage } from '../src/core/memory-storage';
import type { DraftStorage } from '../src/core/outbox-types';
import { refreshSiteSettings } from '../src/core/site-settings';
import { recordKey } from '../src/core/views';
import { warmCache } from '../src/core/warm-cache';
import { desktop, deskForThisFile, eventData } from './setup';

// People and the money of shows drafted offline (docs/desktop-offline.md), against the real API.
const desk = deskForThisFile();
const admin = () => ({ token: desk.admin.token });

const TIN = '987-65-4329';
const TIN_DIGITS = '987654329';

/**
 * The drafts storage as the app's IndexedDB gets it: every value written (entries, blobs, cache),
 * kept as text, so a test can say what would be on disk.
 */
function recordingStorage(): DraftStorage & { written: () => string } {
  const inner = createMemoryStorage();
  const writes: string[] = [];
  return {
    ...inner,
    putEntry: async (entry) => {
      writes.push(JSON.stringify(entry));
      await inner.putEntry(entry);
    },
    putBlob: async (id, blob) => {
      writes.push(await blob.text());
      await inner.putBlob(id, blob);
    },
    setCache: async (key, value) => {
      writes.push(`${key}=${JSON.stringify(value)}`);
      await inner.setCache(key, value);
    },
    written: () => writes.join('\n'),
  };
}

const person = (name: string, extra: Partial<PersonData> = {}): PersonData => ({
  name,
  instruments: ['bass'],
  payMethod: 'check',
  ...extra,
});

async function webPerson(name: string): Promise<Person> {
  const res = await desk.server.request('POST', '/api/people/create', { ...admin(), body: person(name) });
  expect(res.status).toBe(201);
  return res.body;
}

async function webShow(title: string, startDate: string): Promise<string> {
  const res = await desk.server.request('POST', '/api/events/create', {
    ...admin(),
    body: eventData(title, { startDate }),
  });
  expect(res.status).toBe(201);
  return res.body._id;
}

const moneyOf = async (eventId: string): Promise<ShowMoney> =>
  (await desk.server.request('GET', `/api/money/${eventId}`, admin())).body;

const dataOf = ({ eventId: _e, dealFrom: _f, totals: _t, updatedAt: _u, ...data }: ShowMoney) => data;

const soon = () => new Date(Date.now() + 7 * 86_400_000).toISOString();

describe('people drafted offline', () => {
  it('creates and edits a person offline, and pays them on a show before either reached the server', async () => {
    const d = desktop(desk.gate.url, desk.admin.token);
    const showId = await webShow('Payday gig', soon());
    // the app keeps every show (sign-in reads them): the money's pending change names its show
    await d.client.events.list();
    const seen = await d.client.money.read(showId);

    await desk.gate.down();
    const drafted = await d.client.people.create(person('Offline Bassist', { notes: 'met at the session' }));
    expect(drafted._id).toMatch(/^draft-/);
    expect((await d.client.people.list()).map((p) => p.name)).toContain('Offline Bassist');
    await d.client.people.update(drafted._id, drafted, person('Offline Bassist', { payMethod: 'zelle' }));
    const shown = await d.client.money.update(showId, seen, {
      deal: { type: 'flat', guarantee: 50000 },
      payouts: [{ personId: drafted._id, rule: 'flat', amount: 20000 }],
    });
    // the totals are computed here, as the server will
    expect(shown.totals).toMatchObject({ artistShare: 50000, payoutsDue: 20000, leaderTake: 30000 });
    expect((await d.client.money.read(showId)).payouts[0]?.personId).toBe(drafted._id);
    expect(d.outbox.entries().map((e) => e.op)).toEqual(['person.create', 'person.update', 'money.update']);
    expect(d.outbox.entries().map((e) => describeEntry(e, () => 'Dec 5'))).toEqual([
      'New person “Offline Bassist”',
      'Changes to the person “Offline Bassist”',
      expect.stringMatching(/^Money of the event “Payday gig” at The Flynn, Dec 5$/),
    ]);

    await desk.gate.up();
    const state = await d.engine.syncNow();
    expect(state.blocked).toBeNull();
    const people = (await desk.server.request('GET', '/api/people', admin())).body as Person[];
    const made = people.filter((p) => p.name === 'Offline Bassist');
    expect(made).toHaveLength(1);
    expect(made[0]).toMatchObject({ payMethod: 'zelle', notes: '' });
    const stored = await moneyOf(showId);
    expect(stored.payouts).toEqual([expect.objectContaining({ personId: made[0]!._id, amount: 20000 })]);
    expect(stored.totals).toEqual(shown.totals);
  });

  it('holds a show’s money while the person it pays was refused, and says why', async () => {
    const d = desktop(desk.gate.url, desk.admin.token);
    const showId = await webShow('Held pay', soon());
    const seen = await d.client.money.read(showId);
    await desk.gate.down();
    const drafted = await d.client.people.create(person('Twice Named'));
    await d.client.money.update(showId, seen, { payouts: [{ personId: drafted._id, rule: 'share' }] });
    const [create, money] = d.outbox.entries();
    // as if the server had refused the person: the money that pays them waits with it
    await d.outbox.update({ ...create!, status: 'rejected', message: 'Refused.' });
    const hold = holdsOf(d.outbox.entries()).get(money!.seq);
    expect(hold?.by.seq).toBe(create!.seq);
    expect(entryStatus(money!, hold)).toBe(
      'Waits: it uses the new person “Twice Named”, whose creation was refused by the server (above)',
    );
  });
});

describe('a TIN never kept on this computer', () => {
  it('refuses a TIN typed offline with a message, keeps nothing, and drafts the rest once it is left out', async () => {
    const storage = recordingStorage();
    const d = desktop(desk.gate.url, desk.admin.token, { storage });
    const someone = await d.client.people.create(person('Tin Offline'));
    await d.client.people.list();

    await desk.gate.down();
    const refusal = await d.client.people
      .update(someone._id, someone, person('Tin Offline', { tin: TIN, w9OnFile: true }))
      .catch((error: unknown) => error);
    expect(isApiError(refusal) && refusal.fieldErrors).toEqual({ tin: TIN_NOT_KEPT });
    expect(d.outbox.size).toBe(0);
    const created = await d.client.people.create(person('New With Tin', { tin: TIN })).catch((e: unknown) => e);
    expect(isApiError(created) && created.fieldErrors.tin).toBe(TIN_NOT_KEPT);
    expect(d.outbox.size).toBe(0);

    // the rest waits; the TIN is typed again online
    await d.client.people.update(someone._id, someone, person('Tin Offline', { w9OnFile: true }));
    expect(d.outbox.size).toBe(1);
    // the person has a change waiting: a TIN may not overtake it, even online
    await desk.gate.up();
    const early = await d.client.people
      .update(someone._id, someone, person('Tin Offline', { tin: TIN }))
      .catch((e: unknown) => e);
    expect(isApiError(early) && early.fieldErrors.tin).toBe(TIN_AFTER_PENDING);
    await d.engine.syncNow();
    expect(d.outbox.size).toBe(0);

    const [latest] = (await d.client.people.list()).filter((p) => p._id === someone._id);
    const saved = await d.client.people.update(
      someone._id,
      latest!,
      person('Tin Offline', { tin: TIN, w9OnFile: true }),
    );
    expect(saved.tinLast4).toBe('4329');
    // nothing written to the drafts storage ever held the TIN, online or offline
    expect(storage.written()).toContain('Tin Offline');
    expect(storage.written()).not.toContain(TIN_DIGITS);
    expect(storage.written()).not.toContain(TIN);
  });

  it('refuses a TIN whose direct send finds the server gone, keeping nothing', async () => {
    const storage = recordingStorage();
    const d = desktop(desk.gate.url, desk.admin.token, { storage });
    await d.client.people.list();
    // the app still believes it is online: the send itself finds the server gone
    await desk.gate.down();
    expect(d.engine.getState().online).toBe(true);
    const refused = await d.client.people.create(person('Gone Midway', { tin: TIN })).catch((e: unknown) => e);
    expect(isApiError(refused) && refused.fieldErrors.tin).toBe(TIN_NOT_KEPT);
    expect(d.outbox.size).toBe(0);
    expect(storage.written()).not.toContain(TIN_DIGITS);
  });
});

describe('a show’s money drafted offline', () => {
  it('sends a payout marked paid offline, and shows a web change of the same payout as a conflict, in words', async () => {
    const d = desktop(desk.gate.url, desk.admin.token);
    const dana = await webPerson('Dana Reyes');
    const showId = await webShow('Settled at the bar', soon());
    const first = await desk.server.request('PUT', `/api/money/update/${showId}`, {
      ...admin(),
      body: {
        moneyComparatorData: await moneyOf(showId),
        moneyData: {
          deal: { type: 'flat', guarantee: 60000 },
          payouts: [{ personId: dana._id, role: 'bass', rule: 'flat', amount: 15000 }],
        },
      },
    });
    expect(first.status).toBe(200);
    await d.client.people.list();
    const seen = await d.client.money.read(showId);

    await desk.gate.down();
    // offline, the show's money opens as last known
    expect((await d.client.money.read(showId)).payouts).toHaveLength(1);
    const paidByCash = { date: '2026-11-20', method: 'cash' as const, reference: '' };
    await d.client.money.update(showId, seen, {
      ...dataOf(seen),
      payouts: [{ ...seen.payouts[0]!, paid: paidByCash }],
      settlement: { gross: 0, houseCosts: 0, tips: 4000, merch: 0 },
    });
    // meanwhile the web admin records the same payout paid by check
    const web = await desk.server.request('PUT', `/api/money/update/${showId}`, {
      ...admin(),
      body: {
        moneyComparatorData: seen,
        moneyData: {
          ...dataOf(seen),
          payouts: [{ ...seen.payouts[0]!, paid: { date: '2026-11-21', method: 'check', reference: '1042' } }],
        },
      },
    });
    expect(web.status).toBe(200);

    await desk.gate.up();
    const state = await d.engine.syncNow();
    expect(state.blocked).toMatchObject({ op: 'money.update', status: 'conflict', conflicts: ['payouts'] });
    const rows = conflictRows(state.blocked!, (id) => (id === dana._id ? 'Dana Reyes' : id));
    expect(
      rows.map(({ key, label, display, theirs, mine }) => [
        key,
        label,
        ...[theirs, mine].map((v) => showRowValue(display, v, String)),
      ]),
    ).toEqual([
      [
        'payouts',
        'Band pay',
        'Dana Reyes (bass): $150.00, paid 2026-11-21 by check (1042)',
        'Dana Reyes (bass): $150.00, paid 2026-11-20 by cash',
      ],
    ]);
    // nothing was overwritten meanwhile
    expect((await moneyOf(showId)).payouts[0]?.paid?.method).toBe('check');

    await d.engine.keepMine(state.blocked!.seq);
    expect(d.outbox.size).toBe(0);
    const stored = await moneyOf(showId);
    expect(stored.payouts[0]?.paid).toEqual(paidByCash);
    // the tips drafted with it went out too
    expect(stored.settlement?.tips).toBe(4000);
  });

  it('merges a web change of other fields without asking', async () => {
    const d = desktop(desk.gate.url, desk.admin.token);
    const showId = await webShow('Merged money', soon());
    const seen = await d.client.money.read(showId);
    await desk.gate.down();
    await d.client.money.update(showId, seen, { ...dataOf(seen), mileage: { miles: 84, purpose: 'Round trip' } });
    const web = await desk.server.request('PUT', `/api/money/update/${showId}`, {
      ...admin(),
      body: { moneyComparatorData: seen, moneyData: { ...dataOf(seen), deal: { type: 'flat', guarantee: 30000 } } },
    });
    expect(web.status).toBe(200);
    await desk.gate.up();
    expect((await d.engine.syncNow()).blocked).toBeNull();
    expect(await moneyOf(showId)).toMatchObject({ mileage: { miles: 84 }, deal: { guarantee: 30000 } });
  });

  it('keeps the money of recent and upcoming shows at sign-in, not of older ones', async () => {
    const d = desktop(desk.gate.url, desk.admin.token);
    await refreshSiteSettings(d.api, d.storage);
    const day = 86_400_000;
    const recent = await webShow('Last month', new Date(Date.now() - 30 * day).toISOString());
    const old = await webShow('Last winter', new Date(Date.now() - 120 * day).toISOString());
    const upcoming = await webShow('Next month', new Date(Date.now() + 30 * day).toISOString());
    await warmCache(d.client, d.storage);
    const kept = async (id: string) => (await d.storage.getCache(recordKey('money', id))) !== undefined;
    expect([await kept(recent), await kept(upcoming), await kept(old)]).toEqual([true, true, false]);

    await desk.gate.down();
    // never opened, yet drafted offline
    const shown = await d.client.money.read(recent);
    await d.client.money.update(recent, shown, { ...dataOf(shown), settlement: { gross: 120000, houseCosts: 20000 } });
    expect(d.outbox.entries().map((e) => e.op)).toEqual(['money.update']);
    await expect(d.client.money.read(old)).rejects.toMatchObject({ status: 0 });
  });

  it('uploads a receipt only online, and says so', async () => {
    const d = desktop(desk.gate.url, desk.admin.token);
    const showId = await webShow('Receipt gig', soon());
    await desk.gate.down();
    const refused = await d.client.money
      .uploadReceipt(showId, 'data:application/pdf;base64,JVBERi0xLjQK')
      .catch((e: unknown) => e);
    expect(isApiError(refused) && refused.fieldErrors.form).toBe(RECEIPT_ONLINE_ONLY);
    expect(d.outbox.size).toBe(0);
  });
});
