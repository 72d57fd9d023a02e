import { describe, expect, it } from 'vitest';
import { parseCsv } from '@jazz/testing/csv';
import { adminForThisFile, memberForThisFile, serverForThisFile } from './harness';

const server = serverForThisFile();
const admin = adminForThisFile(server);
const member = memberForThisFile(server);

const post = async (path: string, body: unknown) => {
  const res = await server.request('POST', path, { token: admin.token, body });
  expect(res.status, res.text).toBe(201);
  return res.body;
};

let day = 0;
/** A show of its own day (so the tests' periods never overlap), in 2024 unless given. */
const showOn = (data: Record<string, unknown>) =>
  post('/api/events/create', {
    group: 'Whitesell Brothers Quartet',
    venue: 'Radio Bean',
    startDate: new Date(Date.parse('2023-01-02T23:00:00Z') + 3 * day++ * 86_400_000).toISOString(),
    ...data,
  });

const setlistOf = (ids: string[], flags: { final: boolean; public: boolean }) => ({
  sets: [{ title: 'Set 1', tunes: ids.map((tuneId) => ({ tuneId })) }],
  ...flags,
});

/** The report's bytes as sent (fetch's text() drops a BOM), as text with the BOM kept. */
async function report(query: string) {
  const res = await fetch(`${server.url}/api/tunes/performances.csv?${query}`, {
    headers: { Authorization: `Bearer ${admin.token}` },
  });
  const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await res.arrayBuffer());
  return { status: res.status, headers: res.headers, text };
}

const anonymousList = async () => (await server.request('GET', '/api/events')).body as any[];

describe('setlists in public reads', () => {
  it('never shows a draft or private setlist to anyone but an admin', async () => {
    const tune = await post('/api/tunes/create', { title: 'Secret Ballad', notes: 'owner only' });
    const draft = await showOn({ setlist: setlistOf([tune._id], { final: false, public: true }) });
    const hidden = await showOn({ setlist: setlistOf([tune._id], { final: true, public: false }) });
    for (const list of [
      await anonymousList(),
      (await server.request('GET', '/api/events', { token: member.token })).body as any[],
    ]) {
      for (const id of [draft._id, hidden._id]) {
        const seen = list.find((e) => e._id === id);
        expect(seen).toBeDefined();
        expect(seen.setlist).toBeNull();
      }
      expect(JSON.stringify(list)).not.toContain('Secret Ballad');
    }
    const adminList = (await server.request('GET', '/api/events', { token: admin.token })).body as any[];
    expect(adminList.find((e) => e._id === draft._id).setlist.final).toBe(false);
  });

  it('shows a final public setlist only once the show day is over, with titles and originals', async () => {
    const original = await post('/api/tunes/create', {
      title: 'Winooski Falls',
      original: true,
      composers: [{ name: 'Greg Whitesell', pro: 'BMI', share: 100 }],
      notes: 'private note',
    });
    const past = await showOn({ setlist: setlistOf([original._id], { final: true, public: true }) });
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString();
    const upcoming = await showOn({
      startDate: tomorrow,
      setlist: setlistOf([original._id], { final: true, public: true }),
    });
    const list = await anonymousList();
    expect(list.find((e) => e._id === upcoming._id).setlist).toBeNull();
    expect(list.find((e) => e._id === past._id).setlist).toEqual({
      final: true,
      public: true,
      sets: [
        {
          title: 'Set 1',
          tunes: [
            {
              tuneId: original._id,
              title: 'Winooski Falls',
              original: true,
              composers: [{ name: 'Greg Whitesell', pro: 'BMI' }],
              iswc: '',
            },
          ],
        },
      ],
    });
    expect(JSON.stringify(list)).not.toContain('private note');
  });
});

describe('GET /api/tunes/performances.csv', () => {
  it('has one row per work performed, a BOM unless ?bom=0, and guards formula cells', async () => {
    const venue = await post('/api/venues/create', {
      name: 'Higher Ground',
      address: '1214 Williston Rd',
      city: 'South Burlington',
      region: 'VT',
      postalCode: '05403',
      capacity: '700',
    });
    const formula = await post('/api/tunes/create', {
      title: '=HYPERLINK("http://x")',
      composers: [
        { name: '@Someone', pro: 'ASCAP', share: 50 },
        { name: 'Other', pro: 'BMI', share: 50 },
      ],
      iswc: 'T-034.524.680-1',
    });
    const standard = await post('/api/tunes/create', {
      title: 'Autumn Leaves',
      composers: [{ name: 'Joseph Kosma', pro: 'SACEM' }],
    });
    const show = await post('/api/events/create', {
      group: 'Cannonball Quintet',
      venueId: venue._id,
      startDate: '2025-06-14T00:00:00.000Z', // 8 PM on June 13 in New York
      setlist: {
        sets: [{ tunes: [{ tuneId: formula._id }, { tuneId: standard._id }] }, { tunes: [{ tuneId: standard._id }] }],
        final: true,
        public: false,
      },
    });
    await showOn({
      startDate: '2025-06-20T00:00:00.000Z',
      setlist: setlistOf([standard._id], { final: false, public: false }),
    });

    const res = await report('from=2025-06-13&to=2025-06-30');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    expect(res.text.startsWith('\uFEFF')).toBe(true);
    const [header, ...rows] = parseCsv(res.text.slice(1));
    const atHigherGround = {
      date: '2025-06-13',
      'start time': '20:00',
      venue: 'Higher Ground',
      address: '1214 Williston Rd',
      city: 'South Burlington',
      region: 'VT',
      'postal code': '05403',
      country: 'US',
      capacity: '700',
      band: 'Cannonball Quintet',
    };
    const autumnLeaves = {
      ...atHigherGround,
      title: 'Autumn Leaves',
      writers: 'Joseph Kosma',
      organisations: 'SACEM',
      shares: '',
      ISWC: '',
      original: 'no',
    };
    // three performances of the final setlist; the draft of June 20 reports nothing
    const performances = [
      {
        ...atHigherGround,
        title: '=HYPERLINK("http://x")',
        writers: '@Someone; Other',
        organisations: 'ASCAP; BMI',
        shares: '50; 50',
        ISWC: 'T-034.524.680-1',
        original: 'no',
      },
      autumnLeaves,
      autumnLeaves,
    ];
    // the columns of docs/setlists.md, in its order
    expect(header).toEqual(Object.keys(performances[0]!));
    expect(rows).toEqual(performances.map((row) => Object.values(row)));
    // the raw cells carry the guard a spreadsheet needs
    expect(res.text).toContain(`"'=HYPERLINK(""http://x"")"`);
    expect(res.text).toContain("'@Someone; Other");

    const bare = await report('from=2025-06-13&to=2025-06-13&bom=0');
    expect(bare.text.startsWith('date,')).toBe(true);
    // a day is the site's day: the show at 8 PM June 13 in New York is 00:00Z June 14
    const instants = await server.request(
      'GET',
      '/api/tunes/performances.csv?from=2025-06-14T00:00:00Z&to=2025-06-14T01:00:00Z&bom=0',
      { token: admin.token },
    );
    expect(parseCsv(instants.text)).toHaveLength(4);
    // the file is named by the period's first day in the site's zone, not its UTC day
    expect(instants.headers.get('content-disposition')).toBe('attachment; filename="performances-2025-06-13.csv"');
    expect(show._id).toEqual(expect.any(String));
  });

  it('writes a typed venue that names a saved one with the saved venue’s address (issue 46)', async () => {
    await post('/api/venues/create', {
      name: 'The Double E',
      address: '4 Park St',
      city: 'Essex Junction',
      region: 'VT',
      postalCode: '05452',
      capacity: '120',
    });
    const tune = await post('/api/tunes/create', { title: 'Nardis', composers: [{ name: 'Miles Davis', pro: 'BMI' }] });
    const played = { setlist: setlistOf([tune._id], { final: true, public: false }) };
    // typed by hand, another case, no street address: the saved venue's
    await post('/api/events/create', {
      group: 'Cannonball Quintet',
      venue: 'the double e',
      location: 'Essex Junction, VT',
      startDate: '2025-09-06T00:00:00.000Z',
      ...played,
    });
    // a place of the same name in another town is another place: no address to take
    await post('/api/events/create', {
      group: 'Cannonball Quintet',
      venue: 'The Double E',
      location: 'Albany, NY',
      startDate: '2025-09-07T00:00:00.000Z',
      ...played,
    });
    const [, ...rows] = parseCsv((await report('from=2025-09-05&to=2025-09-06&bom=0')).text);
    expect(rows.map((row) => row.slice(2, 9))).toEqual([
      ['The Double E', '4 Park St', 'Essex Junction', 'VT', '05452', 'US', '120'],
      ['The Double E', '', 'Albany', 'NY', '', '', ''],
    ]);
  });

  it('keeps only works with a writer of the organisation asked for', async () => {
    const bmi = await post('/api/tunes/create', {
      title: 'Well You Needn’t',
      composers: [{ name: 'Thelonious Monk', pro: 'BMI' }],
    });
    const ascap = await post('/api/tunes/create', {
      title: 'Solar',
      composers: [{ name: 'Miles Davis', pro: 'ASCAP' }],
    });
    await showOn({
      startDate: '2026-02-05T01:00:00.000Z',
      setlist: setlistOf([bmi._id, ascap._id], { final: true, public: true }),
    });
    const res = await server.request('GET', '/api/tunes/performances.csv?from=2026-02-04&to=2026-02-05&pro=bmi&bom=0', {
      token: admin.token,
    });
    const rows = parseCsv(res.text);
    expect(rows.slice(1).map((row) => row[10])).toEqual(['Well You Needn’t']);
  });

  it('answers 400 { field } for a period it can not read', async () => {
    const res = await server.request('GET', '/api/tunes/performances.csv?from=2025-02-30&to=2025-03-01', {
      token: admin.token,
    });
    expect(res.status).toBe(400);
    expect(res.body).toHaveProperty('from');
    const backwards = await server.request('GET', '/api/tunes/performances.csv?from=2025-03-02&to=2025-03-01', {
      token: admin.token,
    });
    expect(backwards.body).toHaveProperty('to');
  });
});
