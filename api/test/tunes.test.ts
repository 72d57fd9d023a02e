import { describe, expect, it } from 'vitest';
import { TUNE_MESSAGES, EVENT_MESSAGES, iswcCheckDigit } from '@jazz/contracts';
import { adminForThisFile, memberForThisFile, serverForThisFile } from './harness';

const server = serverForThisFile();
const admin = adminForThisFile(server);
const member = memberForThisFile(server);

const post = (path: string, body: unknown) => server.request('POST', path, { token: admin.token, body });

async function createTune(data: Record<string, unknown>) {
  const res = await post('/api/tunes/create', data);
  expect(res.status, res.text).toBe(201);
  return res.body;
}

async function createShow(data: Record<string, unknown>) {
  const res = await post('/api/events/create', {
    group: 'Whitesell Brothers Quartet',
    venue: 'Radio Bean',
    startDate: '2024-03-07T23:00:00.000Z',
    ...data,
  });
  expect(res.status, res.text).toBe(201);
  return res.body;
}

describe('tunes', () => {
  it('keeps an ISWC only with its right check digit, written with or without dots', async () => {
    expect(iswcCheckDigit('034524680')).toBe(1);
    const bad = await post('/api/tunes/create', { title: 'Blue Monk', iswc: 'T-034.524.680-2' });
    expect(bad.status).toBe(400);
    // a wrong check digit is said as such, with the digit the nine give (issue 46)
    expect(bad.body).toEqual({
      iswc: "The ISWC's check digit is wrong: T-034.524.680 ends in 1, not 2. Check its digits against the work's registration.",
    });
    const malformed = await post('/api/tunes/create', { title: 'Blue Monk', iswc: 'T-034.524-1' });
    expect(malformed.body).toEqual({ iswc: TUNE_MESSAGES.iswc });
    const good = await createTune({ title: 'Blue Monk', iswc: 't0345246801' });
    expect(good.iswc).toBe('T-034.524.680-1');
    expect(good).toMatchObject({ composers: [], original: false, notes: '', timesPlayed: 0, lastPlayed: '' });
  });

  it('requires a title and refuses writers whose shares pass 100%', async () => {
    expect((await post('/api/tunes/create', { title: ' ' })).body).toEqual({ title: TUNE_MESSAGES.title });
    const over = await post('/api/tunes/create', {
      title: 'Two Hands',
      composers: [
        { name: 'A', pro: 'bmi', share: 60 },
        { name: 'B', pro: 'ASCAP', share: 50 },
      ],
    });
    expect(over.status).toBe(400);
    expect(over.body).toEqual({ composers: TUNE_MESSAGES.shares });
  });

  it('is admin only', async () => {
    expect((await server.request('GET', '/api/tunes')).status).toBe(401);
    expect((await server.request('GET', '/api/tunes', { token: member.token })).status).toBe(403);
    expect(
      (await server.request('POST', '/api/tunes/create', { token: member.token, body: { title: 'x' } })).status,
    ).toBe(403);
    expect((await server.request('GET', '/api/tunes/performances.csv?from=2024-01-01&to=2024-12-31')).status).toBe(401);
  });

  it('updates from the copy first loaded and answers 409 { message, current } on a stale one', async () => {
    const tune = await createTune({ title: 'Nardis', composers: [{ name: 'Miles Davis', pro: 'BMI', share: 100 }] });
    const first = await server.request('PUT', `/api/tunes/update/${tune._id}`, {
      token: admin.token,
      body: { tuneComparatorData: tune, tuneData: { ...tune, notes: 'in E phrygian' } },
    });
    expect(first.status, first.text).toBe(200);
    expect(first.body.notes).toBe('in E phrygian');
    const stale = await server.request('PUT', `/api/tunes/update/${tune._id}`, {
      token: admin.token,
      body: { tuneComparatorData: tune, tuneData: { ...tune, notes: 'other' } },
    });
    expect(stale.status).toBe(409);
    expect(stale.body.current).toMatchObject({ _id: tune._id, notes: 'in E phrygian' });
    expect(stale.body.message).toEqual(expect.any(String));
  });

  it('refuses to delete a tune a setlist holds: 409 { reason: "in-use", shows }', async () => {
    const tune = await createTune({ title: 'Stella by Starlight' });
    const show = await createShow({
      setlist: { sets: [{ tunes: [{ tuneId: tune._id }] }], final: false, public: false },
    });
    const refused = await server.request('DELETE', `/api/tunes/delete/${tune._id}`, { token: admin.token });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ reason: 'in-use', shows: [show._id], message: expect.any(String) });
    const listed = (await server.request('GET', '/api/tunes', { token: admin.token })).body.find(
      (t: { _id: string }) => t._id === tune._id,
    );
    expect(listed).toMatchObject({ timesPlayed: 1, lastPlayed: show.startDate });

    const cleared = await server.request('PUT', `/api/events/update/${show._id}`, {
      token: admin.token,
      body: { eventComparatorData: show, eventData: { ...show, setlist: null } },
    });
    expect(cleared.status, cleared.text).toBe(200);
    expect(cleared.body.setlist).toBeNull();
    const gone = await server.request('DELETE', `/api/tunes/delete/${tune._id}`, { token: admin.token });
    expect(gone.status).toBe(200);
  });

  it('refuses a setlist naming a tune that is not in the repertoire', async () => {
    const res = await post('/api/events/create', {
      group: 'Quintet',
      venue: 'Radio Bean',
      startDate: '2024-03-07T23:00:00.000Z',
      setlist: { sets: [{ tunes: [{ tuneId: 'no-such-tune' }] }], final: true, public: true },
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ setlist: EVENT_MESSAGES.setlistTune });
  });

  it('keeps the setlist when an update leaves it out', async () => {
    const tune = await createTune({ title: 'Body and Soul' });
    const setlist = {
      sets: [{ title: 'First set', tunes: [{ tuneId: tune._id, note: 'tenor feature' }] }],
      final: true,
      public: false,
    };
    const show = await createShow({ setlist });
    const { setlist: _s, ...withoutSetlist } = show;
    const res = await server.request('PUT', `/api/events/update/${show._id}`, {
      token: admin.token,
      body: { eventComparatorData: withoutSetlist, eventData: { ...withoutSetlist, title: 'Renamed' } },
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body.setlist).toEqual(setlist);
  });
});

describe('venue capacity', () => {
  it('is a whole number or empty, and an update without it keeps it', async () => {
    const bad = await post('/api/venues/create', { name: 'Club', capacity: 'ten' });
    expect(bad.status).toBe(400);
    expect(bad.body).toHaveProperty('capacity');
    expect((await post('/api/venues/create', { name: 'Club', capacity: 12.5 })).status).toBe(400);
    const venue = (await post('/api/venues/create', { name: 'Club', capacity: '120' })).body;
    expect(venue.capacity).toBe(120);
    const { capacity: _c, ...older } = venue;
    const kept = await server.request('PUT', `/api/venues/update/${venue._id}`, {
      token: admin.token,
      body: { venueComparatorData: older, venueData: { ...older, phone: '802-555-0100' } },
    });
    expect(kept.status, kept.text).toBe(200);
    expect(kept.body).toMatchObject({ capacity: 120, phone: '802-555-0100' });
    const cleared = await server.request('PUT', `/api/venues/update/${venue._id}`, {
      token: admin.token,
      body: { venueComparatorData: kept.body, venueData: { ...older, capacity: '' } },
    });
    expect(cleared.body.capacity).toBeNull();
  });
});

describe('tune writes and Idempotency-Key', () => {
  it('answers a resent create with the first answer, creating one tune', async () => {
    const send = () =>
      server.request('POST', '/api/tunes/create', {
        token: admin.token,
        body: { title: 'Once Only' },
        headers: { 'Idempotency-Key': 'tune-once-only-1' },
      });
    const [first, again] = [await send(), await send()];
    expect(first.status).toBe(201);
    expect(again.body._id).toBe(first.body._id);
    const list = (await server.request('GET', '/api/tunes', { token: admin.token })).body as { title: string }[];
    expect(list.filter((t) => t.title === 'Once Only')).toHaveLength(1);
  });
});
