import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import yauzl from 'yauzl';
import { describe, expect, it } from 'vitest';
import { PRESS_FIELDS, PRESS_MESSAGES } from '@jazz/contracts';
import { adminForThisFile, serverForThisFile, startTestServer } from './harness';

/** Press kits, their photos with originals, the zip and the one-sheet PDF. */
const server = serverForThisFile();
const admin = adminForThisFile(server);

const dataUrl = (bytes: Buffer, type = 'image/jpeg') => `data:${type};base64,${bytes.toString('base64')}`;
const solid = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 40 } } });
/** A JPEG as a phone writes it: EXIF with GPS position, rotated by its orientation tag. */
const phoneJpeg = (width = 300, height = 200) =>
  solid(width, height)
    .jpeg({ quality: 90 })
    .withMetadata({
      orientation: 6,
      exif: { IFD0: { Copyright: 'someone' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '44/1 28/1 0/1' } },
    })
    .toBuffer();

async function fetchBytes(path: string) {
  const res = await fetch(server.url + path);
  return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
}

async function newBand(name: string) {
  const res = await server.request('POST', '/api/groups/create', {
    token: admin.token,
    body: { name, description: `${name} plays.`, images: {} },
  });
  expect(res.status).toBe(201);
  return res.body as { _id: string; name: string };
}

const get = (key: string, token?: string) => server.request('GET', `/api/press/${key}`, { token });
const put = (key: string, body: unknown) =>
  server.request('PUT', `/api/press/update/${key}`, { token: admin.token, body });

/** The editable fields of a kit as GET answered them: the comparator (and data) of an update. */
const comparatorOf = (kit: Record<string, unknown>) =>
  Object.fromEntries(PRESS_FIELDS.map((field) => [field, kit[field]]));

const filled = {
  bioShort: 'Tenor saxophonist from Vermont.',
  bioMedium: 'A longer bio of the saxophonist who plays in Burlington and beyond.',
  bioLong: 'The long bio.\n\nWith two paragraphs.',
  quotes: [{ quote: 'A fiery, lyrical player.', source: 'Seven Days', url: 'https://example.com/review' }],
  featuredVideo: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
  featuredTrack: '',
  inputList: [
    { channel: '1', instrument: 'Tenor sax', mic: 'SM57', notes: 'boom stand' },
    { channel: '2', instrument: 'Upright bass', mic: 'DI', notes: '' },
  ],
  backline: 'Bass amp, drum kit.',
  hospitality: 'Water, five meals.',
  contact: 'Booking: jane@example.com',
};

describe('GET and PUT /api/press/{key}', () => {
  it('answers an empty kit for the musician and every band before it is filled; 404 for no band', async () => {
    const band = await newBand('Press Empty Trio');
    // the musician's kit of a fresh install: the file's server holds the other tests' kit and photos
    const untouched = await startTestServer();
    try {
      const site = await untouched.request('GET', '/api/press/site');
      expect(site.status).toBe(200);
      expect(site.body).toMatchObject({
        key: 'site',
        path: '/press',
        bioShort: '',
        quotes: [],
        photos: [],
        stagePlot: '',
      });
    } finally {
      await untouched.close();
    }
    const kit = await get(band._id);
    expect(kit.body).toMatchObject({ name: 'Press Empty Trio', path: `/groups/${band._id}/press` });
    expect((await get('no-such-band')).status).toBe(404);
  });

  it('saves the fields for an admin only, with per-field errors and the comparator 409', async () => {
    const first = (await get('site', admin.token)).body;
    expect((await server.request('PUT', '/api/press/update/site', { body: {} })).status).toBe(401);
    const member = await server.member();
    const refused = await server.request('PUT', '/api/press/update/site', {
      token: member.token,
      body: { pressComparatorData: comparatorOf(first), pressData: filled },
    });
    expect(refused.status).toBe(403);

    const bad = await put('site', {
      pressComparatorData: comparatorOf(first),
      pressData: { ...filled, featuredVideo: 'https://example.com/x', inputList: [{ channel: '1', instrument: '' }] },
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({
      featuredVideo: PRESS_MESSAGES.featuredVideo,
      inputList: `Input 1: ${PRESS_MESSAGES.instrument}`,
      'inputList.0.instrument': PRESS_MESSAGES.instrument,
    });

    const saved = await put('site', { pressComparatorData: comparatorOf(first), pressData: filled });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject(filled);
    expect((await get('site')).body).toMatchObject(filled);

    // a second admin still holding the first version is refused, nothing changes
    const stale = await put('site', {
      pressComparatorData: comparatorOf(first),
      pressData: { ...filled, bioShort: 'Overwritten' },
    });
    expect(stale.status).toBe(409);
    expect(stale.body.current.bioShort).toBe(filled.bioShort);
    expect((await get('site')).body.bioShort).toBe(filled.bioShort);
  });

  it('keeps a stage plot only by link: hidden from the public, served at a secret address the owner renews', async () => {
    const band = await newBand('Press Plot Quartet');
    const start = (await get(band._id, admin.token)).body;
    const plot = await solid(640, 480).png().toBuffer();
    const saved = await put(band._id, {
      pressComparatorData: comparatorOf(start),
      pressData: { ...filled, stagePlot: dataUrl(plot, 'image/png'), stagePlotByLinkOnly: true },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.stagePlot).toMatch(/^\/media\/[0-9a-f]{64}-1600\.webp$/);
    const link: string = saved.body.stagePlotLink;
    expect(link).toMatch(new RegExp(`^/groups/${band._id}/press/stage-plot/[A-Za-z0-9_-]{32}$`));

    const publicView = (await get(band._id)).body;
    expect(publicView.stagePlot).toBe('');
    expect(publicView.stagePlotLink).toBe('');
    expect(publicView.stagePlotByLinkOnly).toBe(true);

    const served = await fetchBytes(link);
    expect(served.status).toBe(200);
    // as uploaded: a PNG, not a resized WebP
    expect(served.headers.get('content-type')).toBe('image/png');
    expect((await sharp(served.bytes).metadata()).width).toBe(640);
    // and never at the public address while it goes only by link
    expect((await fetchBytes(`/groups/${band._id}/press/stage-plot`)).status).toBe(404);

    // the saved URL keeps the image; renewing the link ends the old one
    const kept = await put(band._id, {
      pressComparatorData: comparatorOf(saved.body),
      pressData: comparatorOf(saved.body),
    });
    expect(kept.status).toBe(200);
    expect(kept.body.stagePlot).toBe(saved.body.stagePlot);
    const renewed = await server.request('POST', `/api/press/${band._id}/stage-plot/renew`, { token: admin.token });
    expect(renewed.status).toBe(200);
    expect(renewed.body.stagePlotLink).not.toBe(link);
    expect((await fetchBytes(link)).status).toBe(404);
    expect((await fetchBytes(renewed.body.stagePlotLink)).status).toBe(200);
    // nor is it public at its /media/ address, which does not change with the link
    expect((await fetchBytes(saved.body.stagePlot)).status).toBe(404);

    // shown openly once it is no longer "only by link"
    const open = await put(band._id, {
      pressComparatorData: comparatorOf(renewed.body),
      pressData: { ...comparatorOf(renewed.body), stagePlotByLinkOnly: false },
    });
    expect(open.status).toBe(200);
    expect((await get(band._id)).body.stagePlot).toBe(saved.body.stagePlot);
    expect((await fetchBytes(saved.body.stagePlot)).status).toBe(200);
  });
});

describe('press photos', () => {
  it('keeps the original at full size without GPS beside web variants, with credit and usage', async () => {
    const jpeg = await phoneJpeg(2400, 1600);
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    const res = await server.request('POST', '/api/press/site/photos/create', {
      token: admin.token,
      body: { title: 'On stage', credit: 'Jane Doe', usage: 'Free for press use with credit', image: dataUrl(jpeg) },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ title: 'On stage', credit: 'Jane Doe', usage: 'Free for press use with credit' });
    // the orientation tag was applied: the original is portrait, at full size
    expect([res.body.originalWidth, res.body.originalHeight]).toEqual([1600, 2400]);
    expect(res.body.original).toBe(`/press/photos/${res.body._id}/original`);

    const original = await fetchBytes(res.body.original);
    expect(original.status).toBe(200);
    expect(original.headers.get('content-type')).toBe('image/jpeg');
    expect(original.headers.get('content-disposition')).toContain('on-stage.jpg');
    const meta = await sharp(original.bytes).metadata();
    expect([meta.width, meta.height]).toEqual([1600, 2400]);
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(original.bytes.includes(Buffer.from('someone'))).toBe(false);

    const web = await fetchBytes(res.body.image);
    const webMeta = await sharp(web.bytes).metadata();
    expect([webMeta.format, webMeta.width, webMeta.height, webMeta.exif]).toEqual(['webp', 1600, 2400, undefined]);
    expect((await get('site')).body.photos.map((p: { _id: string }) => p._id)).toContain(res.body._id);
  });

  it('keeps an upright JPEG as uploaded, only its metadata and trailing data removed', async () => {
    const shot = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#5a7' } })
      .composite([{ input: await solid(200, 100).png().toBuffer(), left: 40, top: 60 }])
      .jpeg({ quality: 82 })
      .withIccProfile('p3')
      .withMetadata({
        exif: { IFD0: { Copyright: 'someone' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '44/1 28/1 0/1' } },
      })
      .toBuffer();
    // what a phone's motion photo appends after the picture's end
    const upload = Buffer.concat([shot, Buffer.from('ftypmp42 a short video with its own GPS track')]);
    const res = await server.request('POST', '/api/press/site/photos/create', {
      token: admin.token,
      body: { title: 'Kept as shot', image: dataUrl(upload) },
    });
    expect(res.status).toBe(201);
    const original = await fetchBytes(res.body.original);
    const meta = await sharp(original.bytes).metadata();
    expect([meta.format, meta.width, meta.height, meta.exif, meta.icc === undefined]).toEqual([
      'jpeg',
      640,
      480,
      undefined,
      false,
    ]);
    for (const gone of ['someone', 'GPS track', 'Exif']) expect(original.bytes.includes(Buffer.from(gone))).toBe(false);
    // the same compressed picture: no second compression, not a byte larger
    expect(original.bytes.length).toBeLessThan(shot.length);
    expect((await sharp(original.bytes).raw().toBuffer()).equals(await sharp(shot).raw().toBuffer())).toBe(true);
  });

  it('refuses a file that is not an image, and a photo over 40 MB', async () => {
    const notImage = await server.request('POST', '/api/press/site/photos/create', {
      token: admin.token,
      body: { title: 'Text', image: dataUrl(Buffer.from('hello, not an image')) },
    });
    expect(notImage.status).toBe(400);
    expect(notImage.body).toEqual({ image: PRESS_MESSAGES.image });
    const huge = await server.request('POST', '/api/press/site/photos/create', {
      token: admin.token,
      body: { title: 'Huge', image: dataUrl(Buffer.alloc(41 * 1024 * 1024, 1)) },
    });
    expect(huge.status).toBe(413);
    expect(huge.body.image).toBe(PRESS_MESSAGES.tooManyBytes);
    const untitled = await server.request('POST', '/api/press/site/photos/create', {
      token: admin.token,
      body: { title: ' ', image: dataUrl(await phoneJpeg()) },
    });
    expect(untitled.body).toEqual({ title: PRESS_MESSAGES.title });
  });

  it('updates with a comparator, orders and deletes, within one kit only', async () => {
    const band = await newBand('Press Photo Band');
    const create = async (title: string) =>
      (
        await server.request('POST', `/api/press/${band._id}/photos/create`, {
          token: admin.token,
          body: { title, credit: 'C', image: dataUrl(await phoneJpeg()) },
        })
      ).body;
    const a = await create('A');
    const b = await create('B');
    const comparator = { title: a.title, credit: a.credit, usage: a.usage };
    const updated = await server.request('PUT', `/api/press/${band._id}/photos/update/${a._id}`, {
      token: admin.token,
      body: { photoComparatorData: comparator, photoData: { title: 'A2', credit: 'Cred', usage: 'Web only' } },
    });
    expect(updated.body).toMatchObject({ title: 'A2', credit: 'Cred', usage: 'Web only' });
    const stale = await server.request('PUT', `/api/press/${band._id}/photos/update/${a._id}`, {
      token: admin.token,
      body: { photoComparatorData: comparator, photoData: { title: 'A3' } },
    });
    expect(stale.status).toBe(409);
    // a photo of another kit is not this kit's
    const elsewhere = await server.request('PUT', `/api/press/site/photos/update/${a._id}`, {
      token: admin.token,
      body: { photoComparatorData: comparator, photoData: { title: 'A3' } },
    });
    expect(elsewhere.status).toBe(404);

    const ordered = await server.request('PUT', `/api/press/${band._id}/photos/order`, {
      token: admin.token,
      body: { ids: [b._id, a._id] },
    });
    expect(ordered.body.map((p: { title: string }) => p.title)).toEqual(['B', 'A2']);
    const partial = await server.request('PUT', `/api/press/${band._id}/photos/order`, {
      token: admin.token,
      body: { ids: [b._id] },
    });
    expect(partial.body).toEqual({ ids: PRESS_MESSAGES.ids });

    const removed = await server.request('DELETE', `/api/press/${band._id}/photos/delete/${b._id}`, {
      token: admin.token,
    });
    expect(removed.status).toBe(200);
    expect((await fetchBytes(b.original)).status).toBe(404);
    expect((await get(band._id)).body.photos.map((p: { title: string }) => p.title)).toEqual(['A2']);
  });
});

describe('a deleted band', () => {
  it('takes its press kit and photos along', async () => {
    const band = await newBand('Press Gone Band');
    const photo = await server.request('POST', `/api/press/${band._id}/photos/create`, {
      token: admin.token,
      // an image of its own: media is shared by content, and other tests upload phoneJpeg()
      body: {
        title: 'Gone',
        image: dataUrl(
          await sharp({ create: { width: 90, height: 60, channels: 3, background: '#0f0' } })
            .jpeg()
            .toBuffer(),
        ),
      },
    });
    expect(photo.status).toBe(201);
    const removed = await server.request('DELETE', `/api/groups/delete/${band._id}`, { token: admin.token });
    expect(removed.status).toBe(200);
    expect((await get(band._id)).status).toBe(404);
    expect((await fetchBytes(photo.body.image)).status).toBe(404);
    // its original file goes at the next sweep (each start, each photo deletion)
    const file = join(server.dir, 'press', `${photo.body._id}.jpg`);
    expect(existsSync(file)).toBe(true);
    const other = await server.request('POST', '/api/press/site/photos/create', {
      token: admin.token,
      body: { title: 'Soon deleted', image: dataUrl(await phoneJpeg()) },
    });
    await server.request('DELETE', `/api/press/site/photos/delete/${other.body._id}`, { token: admin.token });
    expect(existsSync(file)).toBe(false);
    expect(server.db.prepare('SELECT COUNT(*) AS n FROM press_photos WHERE press_key = ?').get(band._id)).toEqual({
      n: 0,
    });
  });
});

describe('"Download all" and the one-sheet PDF', () => {
  it('zips every original with a credits file', async () => {
    const band = await newBand('Press Zip Band');
    for (const title of ['Live', 'Studio'])
      await server.request('POST', `/api/press/${band._id}/photos/create`, {
        token: admin.token,
        body: { title, credit: `${title} photographer`, usage: 'Press only', image: dataUrl(await phoneJpeg()) },
      });
    const res = await fetchBytes(`/groups/${band._id}/press/photos.zip`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/zip');
    expect(Number(res.headers.get('content-length'))).toBe(res.bytes.length);
    const entries = await unzip(res.bytes);
    expect(Object.keys(entries)).toEqual(['01-live.jpg', '02-studio.jpg', 'credits.txt']);
    expect((await sharp(entries['01-live.jpg']!).metadata()).format).toBe('jpeg');
    expect(entries['credits.txt']!.toString()).toContain('Photo: Studio photographer');
  });

  it('writes real text: name, bio, quotes, upcoming shows, input list and contact (pdftotext)', async () => {
    const band = await newBand('Press Pdf Quintet');
    const start = (await get(band._id, admin.token)).body;
    await put(band._id, { pressComparatorData: comparatorOf(start), pressData: filled });
    const when = new Date(Date.now() + 20 * 86_400_000).toISOString();
    await server.request('POST', '/api/events/create', {
      token: admin.token,
      body: {
        group: 'Press Pdf Quintet',
        venue: 'Higher Ground',
        location: 'South Burlington, VT',
        title: 'Album release',
        startDate: when,
      },
    });
    const first = await fetchBytes(`/groups/${band._id}/press.pdf`);
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('application/pdf');
    const text = pdfText(first.bytes);
    for (const expected of [
      'Press Pdf Quintet',
      filled.bioMedium,
      'A fiery, lyrical player.',
      'Seven Days',
      'Higher Ground',
      'Album release',
      'Tenor sax',
      'SM57',
      'Booking: jane@example.com',
      server.config.siteUrl,
    ])
      expect(text).toContain(expected);

    // kept while nothing changed; made again after a change
    expect((await fetchBytes(`/groups/${band._id}/press.pdf`)).bytes.equals(first.bytes)).toBe(true);
    const current = (await get(band._id, admin.token)).body;
    await put(band._id, {
      pressComparatorData: comparatorOf(current),
      pressData: { ...filled, bioMedium: 'A new medium bio.' },
    });
    expect(pdfText((await fetchBytes(`/groups/${band._id}/press.pdf`)).bytes)).toContain('A new medium bio.');
  });
});

describe('what a booker is handed', () => {
  const own = serverForThisFile();
  const ownAdmin = adminForThisFile(own);
  const fetchOwn = (path: string) => fetch(own.url + path);

  it("a band's empty kit shows the musician's bios and photos to the public, not in the admin", async () => {
    const site = (await own.request('GET', '/api/press/site', { token: ownAdmin.token })).body;
    expect(
      (
        await own.request('PUT', '/api/press/update/site', {
          token: ownAdmin.token,
          body: { pressComparatorData: comparatorOf(site), pressData: { ...comparatorOf(site), ...filled } },
        })
      ).status,
    ).toBe(200);
    const photo = await own.request('POST', '/api/press/site/photos/create', {
      token: ownAdmin.token,
      body: {
        title: 'Live',
        credit: 'Jane Photographer',
        usage: '',
        image: dataUrl(await solid(600, 400).jpeg().toBuffer()),
      },
    });
    expect(photo.status, photo.text).toBe(201);
    const band = await own.request('POST', '/api/groups/create', {
      token: ownAdmin.token,
      body: { name: 'Fallback Trio', description: 'Plays.', images: {} },
    });
    const publicKit = (await own.request('GET', `/api/press/${band.body._id}`)).body;
    expect(publicKit).toMatchObject({ name: 'Fallback Trio', bioMedium: filled.bioMedium });
    expect(publicKit.photos.map((p: { title: string }) => p.title)).toEqual(['Live']);
    const adminKit = (await own.request('GET', `/api/press/${band.body._id}`, { token: ownAdmin.token })).body;
    expect(adminKit).toMatchObject({ bioMedium: '', photos: [] });
    const page = await (await fetchOwn(`/groups/${band.body._id}/press`)).text();
    expect(page).toContain(filled.bioMedium);
  });

  it('the one-sheet fits one page on US Letter for a Vermont site, with the photo credit and the stage plot, named after the act', async () => {
    const band = await own.request('POST', '/api/groups/create', {
      token: ownAdmin.token,
      body: { name: 'Sheet Quartet', description: 'Plays.', images: {} },
    });
    const key = band.body._id;
    const kit = (await own.request('GET', `/api/press/${key}`, { token: ownAdmin.token })).body;
    const plot = dataUrl(await solid(800, 500).png().toBuffer(), 'image/png');
    const saved = await own.request('PUT', `/api/press/update/${key}`, {
      token: ownAdmin.token,
      body: { pressComparatorData: comparatorOf(kit), pressData: { ...comparatorOf(kit), ...filled, stagePlot: plot } },
    });
    expect(saved.status, saved.text).toBe(200);
    expect(
      (
        await own.request('POST', `/api/press/${key}/photos/create`, {
          token: ownAdmin.token,
          body: {
            title: 'Quartet',
            credit: 'Photo: Sam Lens',
            usage: '',
            image: dataUrl(await solid(600, 400).jpeg().toBuffer()),
          },
        })
      ).status,
    ).toBe(201);
    const res = await fetchOwn(`/groups/${key}/press.pdf`);
    expect(res.headers.get('content-disposition')).toContain(`filename*=UTF-8''Sheet%20Quartet%20one-sheet.pdf`);
    const pdf = Buffer.from(await res.arrayBuffer());
    expect(pdfPages(pdf)).toBe(1);
    expect(pdfInfo(pdf, 'pdfinfo', [])).toMatch(/Page size:\s+612 x 792 pts \(letter\)/);
    const text = pdfText(pdf);
    expect(text).toContain('Photo: Sam Lens');
    expect(text).not.toContain('Photo: Photo:');
    expect(text).toContain('Stage plot');
    // the photo and the stage plot
    expect(pdfImages(pdf)).toBe(2);

    // the stage plot downloads as uploaded: a PNG, full size, named after the act
    for (const path of [`/groups/${key}/press/stage-plot`, saved.body.stagePlotLink.replace(/^https?:\/\/[^/]+/, '')]) {
      const plotRes = await fetchOwn(path);
      expect(plotRes.status, path).toBe(200);
      expect(plotRes.headers.get('content-type')).toBe('image/png');
      expect(plotRes.headers.get('content-disposition')).toContain(`Sheet%20Quartet%20stage%20plot.png`);
      const meta = await sharp(Buffer.from(await plotRes.arrayBuffer())).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['png', 800, 500]);
    }
  });
});

describe('the one-sheet PDF, whatever the kit holds', () => {
  const fresh = serverForThisFile();
  const freshAdmin = adminForThisFile(fresh);
  const fetchFresh = async (path: string) => Buffer.from(await (await fetch(fresh.url + path)).arrayBuffer());

  it('keeps to two pages: long texts are shortened, the contact and the site address stay', async () => {
    const band = await fresh.request('POST', '/api/groups/create', {
      token: freshAdmin.token,
      body: { name: 'Press Full Orchestra', description: 'Many players.', images: {} },
    });
    const kit = (await fresh.request('GET', `/api/press/${band.body._id}`, { token: freshAdmin.token })).body;
    const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ');
    const saved = await fresh.request('PUT', `/api/press/update/${band.body._id}`, {
      token: freshAdmin.token,
      body: {
        pressComparatorData: comparatorOf(kit),
        pressData: {
          ...comparatorOf(kit),
          bioLong: words(900),
          quotes: Array.from({ length: 12 }, (_, i) => ({ quote: words(60), source: `Paper ${i}`, url: '' })),
          inputList: Array.from({ length: 40 }, (_, i) => ({
            channel: String(i + 1),
            instrument: `Instrument ${i + 1}`,
            mic: 'SM57',
            notes: 'A long note about the stand and the position on stage',
          })),
          contact: 'Booking: agent@example.com',
        },
      },
    });
    expect(saved.status).toBe(200);
    for (let i = 0; i < 14; i++)
      await fresh.request('POST', '/api/events/create', {
        token: freshAdmin.token,
        body: {
          group: 'Press Full Orchestra',
          venue: `Hall ${i}`,
          title: `Concert ${i}`,
          startDate: new Date(Date.now() + (10 + i) * 86_400_000).toISOString(),
        },
      });
    const pdf = await fetchFresh(`/groups/${band.body._id}/press.pdf`);
    expect(pdfPages(pdf)).toBeLessThanOrEqual(2);
    const text = pdfText(pdf);
    for (const expected of ['Press Full Orchestra', 'word0 word1', 'Paper 0', 'Hall 0', 'Instrument 1 ', 'more inputs'])
      expect(text).toContain(expected);
    expect(text).toContain('Booking: agent@example.com');
    expect(text).toContain(fresh.config.siteUrl);
  });

  it('gives a show whose time is to be announced its date only, and the musician the gallery photo', async () => {
    const gallery = await fresh.request('POST', '/api/photos/create', {
      token: freshAdmin.token,
      body: {
        title: 'Gallery',
        image: dataUrl(await solid(600, 400).jpeg().toBuffer()),
      },
    });
    expect(gallery.status).toBe(201);
    const created = await fresh.request('POST', '/api/events/create', {
      token: freshAdmin.token,
      body: {
        group: 'Cannonball Quintet',
        venue: 'Tba Hall',
        title: 'Summer date',
        startDate: new Date(Date.now() + 5 * 86_400_000).toISOString(),
        timeTBA: true,
      },
    });
    expect(created.status).toBe(201);
    const pdf = await fetchFresh('/press.pdf');
    expect(pdfText(pdf)).toMatch(/\d{4}, Time to be announced: Summer date at Tba Hall/);
    expect(pdfImages(pdf)).toBe(1);
  });
});

function pdfInfo(pdf: Buffer, tool: string, args: string[]): string {
  const dir = mkdtempSync(join(tmpdir(), 'press-pdf-'));
  try {
    writeFileSync(join(dir, 'a.pdf'), pdf);
    return execFileSync(tool, [...args, join(dir, 'a.pdf')], { encoding: 'utf8' });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
const pdfPages = (pdf: Buffer) => Number(/^Pages:\s+(\d+)/m.exec(pdfInfo(pdf, 'pdfinfo', []))?.[1]);
/** The images drawn in the PDF (pdfimages -list: two header lines, then one line each). */
const pdfImages = (pdf: Buffer) => pdfInfo(pdf, 'pdfimages', ['-list']).trim().split('\n').length - 2;

function pdfText(pdf: Buffer): string {
  const dir = mkdtempSync(join(tmpdir(), 'press-pdf-'));
  try {
    writeFileSync(join(dir, 'a.pdf'), pdf);
    return execFileSync('pdftotext', ['-layout', join(dir, 'a.pdf'), '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function unzip(bytes: Buffer): Promise<Record<string, Buffer>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(bytes, { lazyEntries: true }, (error, zip) => {
      if (error || !zip) return reject(error);
      const files: Record<string, Buffer> = {};
      zip.on('entry', (entry: yauzl.Entry) => {
        zip.openReadStream(entry, (err, stream) => {
          if (err || !stream) return reject(err);
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => {
            files[entry.fileName] = Buffer.concat(chunks);
            zip.readEntry();
          });
        });
      });
      zip.on('end', () => resolve(files));
      zip.readEntry();
    });
  });
}

/** A small real PDF, as a booker's stage plot drawn elsewhere would be. */
async function smallPdf(text: string): Promise<Buffer> {
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({ size: 'A5' });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  doc.text(text);
  doc.end();
  return ended;
}

describe('a stage plot uploaded as a PDF', () => {
  it('is kept as uploaded: the press page links it, it downloads byte for byte, the one-sheet names its address', async () => {
    const band = await newBand('Plot Pdf Trio');
    const start = (await get(band._id, admin.token)).body;
    const pdf = await smallPdf('Drums left, bass centre, piano right.');
    const saved = await put(band._id, {
      pressComparatorData: comparatorOf(start),
      pressData: { ...filled, stagePlot: dataUrl(pdf, 'application/pdf') },
    });
    expect(saved.status, saved.text).toBe(200);
    const page = `/groups/${band._id}/press`;
    expect(saved.body.stagePlot).toBe(`${page}/stage-plot`);
    expect((await get(band._id)).body.stagePlot).toBe(`${page}/stage-plot`);
    for (const path of [`${page}/stage-plot`, saved.body.stagePlotLink]) {
      const res = await fetchBytes(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/pdf');
      expect(res.headers.get('content-disposition')).toContain('Plot%20Pdf%20Trio%20stage%20plot.pdf');
      expect(res.bytes.equals(pdf)).toBe(true);
    }
    // the press page links it (a PDF has no picture to show)
    const html = await (await fetch(server.url + page)).text();
    expect(html).toMatch(new RegExp(`<a href="${page}/stage-plot"[^>]*>Stage plot \\(PDF\\)</a>`));
    expect(html).not.toContain('alt="Stage plot of');
    // the one-sheet cannot draw a PDF: it gives the plot's address instead
    const sheet = pdfText((await fetchBytes(`${page}.pdf`)).bytes);
    expect(sheet).toContain('Stage plot (PDF)');
    expect(sheet).toContain(`${server.config.siteUrl}${page}/stage-plot`);

    // saved again with the address it was given: the same plot is kept
    const again = await put(band._id, {
      pressComparatorData: comparatorOf(saved.body),
      pressData: { ...comparatorOf(saved.body), bioShort: 'Another bio.' },
    });
    expect(again.status, again.text).toBe(200);
    expect((await fetchBytes(`${page}/stage-plot`)).bytes.equals(pdf)).toBe(true);

    // only by link: 404 at the public address, the same bytes under the secret link
    const hidden = await put(band._id, {
      pressComparatorData: comparatorOf(again.body),
      pressData: { ...comparatorOf(again.body), stagePlotByLinkOnly: true },
    });
    expect(hidden.status, hidden.text).toBe(200);
    expect((await get(band._id)).body.stagePlot).toBe('');
    expect((await fetchBytes(`${page}/stage-plot`)).status).toBe(404);
    expect(pdfText((await fetchBytes(`${page}.pdf`)).bytes)).not.toContain('Stage plot');
    const secret = await fetchBytes(hidden.body.stagePlotLink);
    expect(secret.status).toBe(200);
    expect(secret.headers.get('content-type')).toBe('application/pdf');
    expect(secret.bytes.equals(pdf)).toBe(true);
  });

  it('refuses a file sent as a PDF that is not one, with a clear message', async () => {
    const band = await newBand('Plot Not Pdf Duo');
    const start = (await get(band._id, admin.token)).body;
    const res = await put(band._id, {
      pressComparatorData: comparatorOf(start),
      pressData: { ...filled, stagePlot: dataUrl(Buffer.from('just some text, no PDF'), 'application/pdf') },
    });
    expect(res.status).toBe(400);
    expect(res.body.stagePlot).toBe(PRESS_MESSAGES.stagePlotPdf);
    expect((await get(band._id)).body.stagePlot).toBe('');
  });
});

describe('a stage plot by link only beside a gallery photo of the same bytes (issue 45, finding 15)', () => {
  it('leaves the photo public at its /media/ address', async () => {
    const bytes = await solid(480, 360).png().toBuffer();
    const photo = await server.request('POST', '/api/photos/create', {
      token: admin.token,
      body: { image: dataUrl(bytes, 'image/png'), title: 'Same bytes' },
    });
    expect(photo.status, photo.text).toBe(201);
    const address = /\/media\/[0-9a-f]{64}-\d+\.webp/.exec(JSON.stringify(photo.body))![0];
    expect((await fetchBytes(address)).status).toBe(200);
    const band = await newBand('Same Bytes Trio');
    const start = (await get(band._id, admin.token)).body;
    const saved = await put(band._id, {
      pressComparatorData: comparatorOf(start),
      pressData: { ...filled, stagePlot: dataUrl(bytes, 'image/png'), stagePlotByLinkOnly: true },
    });
    expect(saved.status).toBe(200);
    // one media row for both: the photo is public, so its bytes are
    expect(saved.body.stagePlot.slice(0, 72)).toBe(address.slice(0, 72));
    expect((await fetchBytes(address)).status).toBe(200);
  });
});
