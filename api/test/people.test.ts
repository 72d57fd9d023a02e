import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { adminForThisFile, serverForThisFile } from './harness';

const server = serverForThisFile();
const admin = adminForThisFile(server);

const dana = {
  name: 'Dana Reyes',
  stageName: 'Dana R.',
  email: 'dana@example.com',
  phone: '555-0100',
  address: '12 Elm St\nBurlington, VT',
  instruments: ['bass', 'tuba'],
  payMethod: 'zelle',
  payHandle: 'dana@zelle',
  w9OnFile: true,
  tin: '123-45-6789',
  notes: 'Reads well.',
};

const create = async (body: Record<string, unknown>) => {
  const res = await server.request('POST', '/api/people/create', { token: admin.token, body });
  expect(res.status).toBe(201);
  return res.body;
};

describe('people', () => {
  it('are admin-only, the guard before the body', async () => {
    const member = await server.member();
    for (const [method, path] of [
      ['GET', '/api/people'],
      ['POST', '/api/people/create'],
      ['PUT', '/api/people/update/x'],
      ['DELETE', '/api/people/delete/x'],
    ] as const) {
      const raw = method === 'GET' ? undefined : '{not json';
      expect((await server.request(method, path, { raw })).status).toBe(401);
      expect((await server.request(method, path, { token: member.token, raw })).status).toBe(403);
    }
  });

  it('answer the TIN as its last four digits only, sealed at rest', async () => {
    const person = await create(dana);
    const { tin: _tin, ...shown } = dana;
    expect(person).toMatchObject({ ...shown, tinLast4: '6789' });
    expect(person).not.toHaveProperty('tin');
    expect(JSON.stringify(person)).not.toContain('123456789');
    const list = await server.request('GET', '/api/people', { token: admin.token });
    expect(list.body).toContainEqual(person);
    // the database file holds the TIN only sealed
    const db = readFileSync(join(server.config.dataDir, 'site.db'));
    expect(db.includes(Buffer.from('123456789'))).toBe(false);
    expect(server.services.people.tinOf(person.id)).toBe('123456789');
  });

  it('refuses a malformed TIN and an unknown pay method', async () => {
    const res = await server.request('POST', '/api/people/create', {
      token: admin.token,
      body: { name: 'X', tin: '12-34', payMethod: 'bitcoin' },
    });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body).sort()).toEqual(['payMethod', 'tin']);
  });

  it('update keeps the TIN when none is sent, removes it with null, and answers 409 on a stale comparator', async () => {
    const person = await create(dana);
    const kept = await server.request('PUT', `/api/people/update/${person.id}`, {
      token: admin.token,
      body: { personComparatorData: person, personData: { ...person, notes: 'v2' } },
    });
    expect(kept.status).toBe(200);
    expect(kept.body).toMatchObject({ notes: 'v2', tinLast4: '6789' });
    const stale = await server.request('PUT', `/api/people/update/${person.id}`, {
      token: admin.token,
      body: { personComparatorData: person, personData: { ...person, notes: 'v3' } },
    });
    expect(stale.status).toBe(409);
    expect(stale.body.current.notes).toBe('v2');
    const missing = await server.request('PUT', `/api/people/update/${person.id}`, {
      token: admin.token,
      body: { personData: person },
    });
    expect(missing.status).toBe(400);
    expect(missing.body).toHaveProperty('personComparatorData');
    const removed = await server.request('PUT', `/api/people/update/${person.id}`, {
      token: admin.token,
      body: { personComparatorData: kept.body, personData: { ...kept.body, tin: null } },
    });
    expect(removed.body.tinLast4).toBe('');
    expect(server.services.people.tinOf(person.id)).toBe('');
  });

  it('a person a payout names can not be deleted', async () => {
    const person = await create({ name: 'Sam Cole' });
    const event = await server.request('POST', '/api/events/create', {
      token: admin.token,
      body: { title: 'Gig', group: 'Trio', venue: 'Radio Bean', startDate: '2026-06-05T23:00:00.000Z' },
    });
    expect(event.status).toBe(201);
    const money = (await server.request('GET', `/api/money/${event.body.id}`, { token: admin.token })).body;
    const saved = await server.request('PUT', `/api/money/update/${event.body.id}`, {
      token: admin.token,
      body: {
        moneyComparatorData: money,
        moneyData: {
          ...money,
          deal: { type: 'flat', guarantee: 50_000 },
          payouts: [{ personId: person.id, rule: 'share' }],
        },
      },
    });
    expect(saved.status).toBe(200);
    const refused = await server.request('DELETE', `/api/people/delete/${person.id}`, { token: admin.token });
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ message: expect.any(String), reason: 'in-use' });
    const free = await create({ name: 'Nobody Paid' });
    expect((await server.request('DELETE', `/api/people/delete/${free.id}`, { token: admin.token })).status).toBe(200);
    expect((await server.request('DELETE', `/api/people/delete/${free.id}`, { token: admin.token })).status).toBe(404);
  });
});

describe('a lineup entry names a person', () => {
  it('answers personId to admins only', async () => {
    const person = await create({ name: 'Lee Park' });
    const event = await server.request('POST', '/api/events/create', {
      token: admin.token,
      body: {
        title: 'Lineup gig',
        group: 'Trio',
        venue: 'Radio Bean',
        startDate: '2030-06-05T23:00:00.000Z',
        lineup: [
          { name: 'Lee Park', instrument: 'drums', personId: person.id },
          { name: 'Hand Typed', instrument: '' },
        ],
      },
    });
    expect(event.status).toBe(201);
    expect(event.body.lineup).toEqual([
      { name: 'Lee Park', instrument: 'drums', personId: person.id },
      { name: 'Hand Typed', instrument: '' },
    ]);
    const adminList = await server.request('GET', '/api/events', { token: admin.token });
    expect(adminList.text).toContain(person.id);
    const publicList = await server.request('GET', '/api/events');
    expect(publicList.text).toContain('Lineup gig');
    expect(publicList.text).not.toContain(person.id);
    const page = await server.request('GET', `/shows/${event.body.id}`);
    expect(page.text).not.toContain(person.id);
  });
});
