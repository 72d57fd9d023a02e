import { beforeAll, describe, expect, it } from 'vitest';
import { groupPath } from '@jazz/contracts/bands';
import { showPath } from '@jazz/contracts/shows';
import { adminForThisFile, serverForThisFile } from './harness';
import { putSettingsOverDefaults } from './lessons-helpers';

/**
 * The privacy sweep (issue 45): a marker in every private field that exists today, then every
 * public surface read as an anonymous visitor: none may carry a marker. A new private field is
 * one line of PRIVATE_FIELDS (its marker planted by `plant` below, or by its own line there);
 * a new public surface one line of PUBLIC_SURFACES.
 */
const server = serverForThisFile();
const admin = adminForThisFile(server);

const DAY = 86_400_000;
const tz = () => server.config.timezone;

/** Each private field and the marker planted in it. */
const PRIVATE_FIELDS = {
  privateShowTitle: 'Zqx private show title',
  privateShowVenue: 'Zqx private show venue',
  privateShowNotes: 'Zqx notes of a private show',
  publicShowNotes: 'Zqx private notes of a public show',
  draftSetlistTune: 'Zqx tune of a draft setlist',
  notPublicSetlistTune: 'Zqx tune of a setlist not public',
  notYetPlayedSetlistTune: 'Zqx tune of an upcoming show setlist',
  tuneNotes: 'Zqx notes of a played tune',
  privateVenueAddress: 'Zqx 12 Private Lane',
  privateSeriesTitle: 'Zqx private residency',
  privateSeriesDateTitle: 'Zqx private date of a public residency',
  lessonMessage: 'Zqx a student message',
  lessonStudioAddress: 'Zqx 9 Studio Street',
  // filled in by plant(): the instant of a booked lesson, and a private show's start to the minute
  busyLessonTime: '',
  privateShowStart: '',
} satisfies Record<string, string>;

type Surface = string | (() => string[]);
/** What the public reads; a function answers paths found once the data is planted. */
let PUBLIC_SURFACES: Surface[] = [];

const post = async (path: string, body: unknown, token = admin.token) => {
  const res = await server.request('POST', path, { token, body });
  expect(res.status, `${path}: ${res.text}`).toBeLessThan(300);
  return res.body;
};
const put = async (path: string, body: unknown) => {
  const res = await server.request('PUT', path, { token: admin.token, body });
  expect(res.status, `${path}: ${res.text}`).toBe(200);
  return res.body;
};
const iso = (ms: number) => new Date(ms).toISOString();
/** A setlist of one tune; its set's title is the tune's marker too (a stored setlist names its tunes by id). */
const setlist = (tuneId: string, flags: { final: boolean; public: boolean }, title = 'Set 1') => ({
  sets: [{ title, tunes: [{ tuneId }] }],
  ...flags,
});
const withFields = (event: any, changes: Record<string, unknown>) => {
  const { _id, id: _i, updatedAt: _u, seriesId: _s, ...data } = event;
  return put(`/api/events/update/${_id}`, { eventComparatorData: event, eventData: { ...data, ...changes } });
};

async function plant() {
  const m = PRIVATE_FIELDS;
  const band = await post('/api/groups/create', { name: 'Sweep Quartet', description: 'A public band.' });
  const show = (fields: Record<string, unknown>) =>
    post('/api/events/create', { group: 'Sweep Quartet', venue: 'Flynn Space', location: 'Burlington, VT', ...fields });

  // a private show, upcoming, at 8:17 PM: its title, venue, notes and start are private
  const privateStart = Math.floor((Date.now() + 10 * DAY) / DAY) * DAY + 17 * 60_000;
  m.privateShowStart = iso(privateStart).slice(0, 16);
  const venue = await post('/api/venues/create', { name: 'Zqx barn', address: m.privateVenueAddress, city: 'Stowe' });
  const hidden = await show({
    title: m.privateShowTitle,
    venue: m.privateShowVenue,
    private: true,
    privateNotes: m.privateShowNotes,
    startDate: iso(privateStart),
  });
  await show({ title: 'At the barn', venueId: venue._id, private: true, startDate: iso(privateStart + DAY) });

  // public shows: one with private notes, past ones with setlists of every kind
  await show({ title: 'Public night', privateNotes: m.publicShowNotes, startDate: iso(Date.now() + 5 * DAY) });
  const tune = async (title: string, notes = '') => (await post('/api/tunes/create', { title, notes }))._id as string;
  const played = await tune('Solar', m.tuneNotes);
  const past = (days: number, id: string, flags: { final: boolean; public: boolean }, title?: string) =>
    show({ title: `Past ${days}`, startDate: iso(Date.now() - days * DAY), setlist: setlist(id, flags, title) });
  await past(30, await tune(m.draftSetlistTune), { final: false, public: true }, m.draftSetlistTune);
  await past(31, await tune(m.notPublicSetlistTune), { final: true, public: false }, m.notPublicSetlistTune);
  await past(32, played, { final: true, public: true });
  const upcomingTune = await tune(m.notYetPlayedSetlistTune);
  const upcoming = setlist(upcomingTune, { final: true, public: true }, m.notYetPlayedSetlistTune);
  await show({ title: 'Upcoming with a setlist', startDate: iso(Date.now() + 6 * DAY), setlist: upcoming });

  // a private residency with one public date; a public one with a private date
  const from = iso(Date.now() + 14 * DAY).slice(0, 10);
  const rule = { repeat: { freq: 'weekly', byDay: ['TH'] }, startTime: '19:00', endTime: '', from, count: 3 };
  const base = { group: 'Sweep Quartet', venue: 'Radio Bean', location: 'Burlington, VT' };
  const secret = await post('/api/series/create', { ...base, ...rule, title: m.privateSeriesTitle, private: true });
  // the date made public is public with its own title; the residency's name stays private
  await withFields(secret.events[0], { private: false, title: 'A public date' });
  const open = await post('/api/series/create', { ...base, ...rule, title: 'Thursday residency' });
  await withFields(open.events[2], { private: true, title: m.privateSeriesDateTitle });
  // a residency's date with a setlist not played yet (GET /api/series answered it as stored)
  await withFields(open.events[0], { setlist: upcoming });

  // a booked lesson: its time, its message, the studio's street address
  await putSettingsOverDefaults(server, admin.token, {
    availability: ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'].map((day) => ({ day, from: '12:00', to: '20:00' })),
    noticeHours: 0,
    gigBufferHours: 0,
    approval: false,
    formats: [{ key: 'in-person', label: 'At the studio', town: 'Burlington', address: m.lessonStudioAddress }],
  } as never);
  const student = await server.member();
  const day = iso(Date.now() + 3 * DAY).slice(0, 10);
  const free = (await server.request('GET', `/api/lessons/slots?from=${day}&to=${day}&length=30`)).body.slots;
  const lesson = await server.request('POST', '/api/lessons/book', {
    token: student.token,
    body: { start: free[2], length: 30, format: 'in-person', message: m.lessonMessage },
  });
  expect(lesson.status, lesson.text).toBe(201);
  m.busyLessonTime = free[2];

  const week = `from=${day}&to=${iso(Date.now() + 20 * DAY).slice(0, 10)}`;
  PUBLIC_SURFACES = [
    // pages (their JSON-LD with them), every one the sitemap names too
    '/',
    '/shows',
    '/shows?when=past',
    `/shows?when=past&year=${new Date(Date.now() - 30 * DAY).getFullYear()}`,
    groupPath(band),
    `${groupPath(band)}?when=past`,
    '/press',
    '/lessons',
    showPath(hidden, tz()),
    // feeds
    '/shows.rss',
    '/shows.ics',
    `${groupPath(band)}.ics`,
    `/series/${secret._id}.ics`,
    `/series/${open._id}.ics`,
    `${showPath(hidden, tz())}.ics`,
    '/sitemap.xml',
    // the public API
    '/api/events',
    '/api/events?when=upcoming&limit=500',
    '/api/events?when=past&limit=500',
    '/api/events?q=Zqx',
    '/api/series',
    `/api/series/${secret._id}`,
    `/api/series/${open._id}`,
    '/api/venues',
    '/api/groups',
    '/api/press/site',
    `/api/press/${band._id}`,
    `/api/lessons/slots?${week}&length=30`,
    '/api/lessons/settings',
    // the events CSV export, asked for without signing in
    '/api/events/export.csv',
    '/api/events/export.ics',
    () => sitemapPaths,
  ];
}

let sitemapPaths: string[] = [];

beforeAll(async () => {
  await plant();
  const sitemap = await (await fetch(`${server.url}/sitemap.xml`)).text();
  sitemapPaths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
}, 60_000);

describe('the privacy sweep', () => {
  it('the site is built, so the pages are really rendered', async () => {
    const home = await fetch(`${server.url}/`);
    expect(home.status).toBe(200);
    expect(await home.text()).toContain('<html');
    expect(sitemapPaths.length).toBeGreaterThan(3);
  });

  it('finds no marker of a private field on any public surface', async () => {
    const markers = Object.entries(PRIVATE_FIELDS);
    for (const [, marker] of markers) expect(marker).not.toBe('');
    const paths = PUBLIC_SURFACES.flatMap((surface) => (typeof surface === 'string' ? [surface] : surface()));
    expect(paths.length).toBeGreaterThan(30);
    const leaks: string[] = [];
    for (const path of paths) {
      const res = await fetch(server.url + path, { headers: { Accept: 'text/html,application/json' } });
      const text = await res.text();
      for (const [field, marker] of markers)
        if (text.includes(marker)) leaks.push(`${field} on ${path} (${res.status})`);
    }
    expect(leaks).toEqual([]);
  }, 120_000);

  it('the markers are there for the admin: the sweep looks for what exists', async () => {
    const all = JSON.stringify((await server.request('GET', '/api/events', { token: admin.token })).body);
    for (const field of ['privateShowTitle', 'privateShowNotes', 'publicShowNotes', 'privateSeriesDateTitle'] as const)
      expect(all).toContain(PRIVATE_FIELDS[field]);
    expect(JSON.stringify((await server.request('GET', '/api/venues', { token: admin.token })).body)).toContain(
      PRIVATE_FIELDS.privateVenueAddress,
    );
  });
});
