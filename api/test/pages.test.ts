import { describe, expect, it } from 'vitest';
import { adminForThisFile, memberForThisFile, serverForThisFile, startTestServer } from './harness';

const server = serverForThisFile();
const admin = adminForThisFile(server);
const member = memberForThisFile(server);

const update = (name: string, pageComparatorData: unknown, pageData: unknown, token = admin.token, headers = {}) =>
  server.request('PUT', `/api/pages/update/${name}`, { token, body: { pageComparatorData, pageData }, headers });

describe('pages', () => {
  it('reads a page nobody saved yet as empty fields, publicly', async () => {
    // a fresh server: on the file's server another test saves the About page
    const untouched = await startTestServer();
    try {
      const res = await untouched.request('GET', '/api/pages/about');
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ _id: 'about', bio: '', links: [], discography: [], updatedAt: '' });
      expect((await untouched.request('GET', '/api/pages/nope')).status).toBe(404);
    } finally {
      await untouched.close();
    }
  });

  it('writes are for admins only', async () => {
    const page = (await server.request('GET', '/api/pages/home')).body;
    expect((await update('home', page, { tagline: 'x' }, '')).status).toBe(401);
    expect((await update('home', page, { tagline: 'x' }, member.token)).status).toBe(403);
    expect((await server.request('GET', '/api/pages/home')).body.tagline).toBe('');
  });

  it('saves a page and answers it; the next read shows it', async () => {
    const page = (await server.request('GET', '/api/pages/about')).body;
    const res = await update('about', page, {
      bio: 'First paragraph.\n\nSecond <b>paragraph</b>.',
      links: [{ name: 'Union', url: 'https://example.com/union' }],
      discography: [{ title: 'Album', artist: 'Quartet', year: '2019', label: '', role: 'Tenor' }],
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ _id: 'about', bio: 'First paragraph.\n\nSecond <b>paragraph</b>.' });
    expect(res.body.updatedAt).not.toBe('');
    expect((await server.request('GET', '/api/pages/about')).body).toEqual(res.body);
  });

  it("keeps the site page's key apart from its name field (the musician's name)", async () => {
    const seen = (await server.request('GET', '/api/pages/site')).body;
    expect(seen).toMatchObject({ _id: 'site', name: '' });
    const res = await update('site', seen, { name: 'Dana Reyes', role: 'Trumpet', place: 'Maine' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ _id: 'site', name: 'Dana Reyes', role: 'Trumpet' });
    expect((await server.request('GET', '/api/pages/site')).body).toEqual(res.body);
    // the key of every other page is `_id` too, and none of them grows a `name`
    for (const other of ['home', 'about', 'lessons', 'listen', 'video', 'bands']) {
      const page = (await server.request('GET', `/api/pages/${other}`)).body;
      expect(page._id).toBe(other);
      expect(page).not.toHaveProperty('name');
    }
    // the renderer's settings read the field, not the key
    expect((await server.request('GET', '/api/settings')).body.siteName).toBe('Dana Reyes');
  });

  it('answers 400 per field: http(s) links only, embeds of the right providers, uploaded audio only', async () => {
    const site = (await server.request('GET', '/api/pages/site')).body;
    let res = await update('site', site, { name: '', social: [{ name: 'X', url: 'javascript:alert(1)' }] });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ name: 'Name is required.', 'social.0.url': expect.stringContaining('https://') });

    const video = (await server.request('GET', '/api/pages/video')).body;
    res = await update('video', video, {
      videos: [{ title: 'V', url: 'https://open.spotify.com/album/4aawyAB9vmqN3uQ7FjRGTy' }],
    });
    expect(res.status).toBe(400);
    expect(res.body.videos).toMatch(/^Video 1: Video must be a YouTube or Vimeo address/);

    const listen = (await server.request('GET', '/api/pages/listen')).body;
    res = await update('listen', listen, { tracks: [{ title: 'T', audio: 'https://example.com/a.mp3' }] });
    expect(res.status).toBe(400);
    expect(res.body['tracks.0.audio']).toMatch(/Upload an audio file/);
    expect((await server.request('GET', '/api/pages/listen')).body.updatedAt).toBe('');
  });

  it('refuses a stale comparator with 409 and the current page, changing nothing', async () => {
    const seen = (await server.request('GET', '/api/pages/lessons')).body;
    const first = await update('lessons', seen, { description: 'One', testimonials: [{ quote: 'Great', name: 'A' }] });
    expect(first.status).toBe(200);
    const second = await update('lessons', seen, { description: 'Two' });
    expect(second.status).toBe(409);
    expect(second.body.current).toEqual(first.body);
    expect((await server.request('GET', '/api/pages/lessons')).body.description).toBe('One');
  });

  it('applies a write with an Idempotency-Key once and replays its answer', async () => {
    const seen = (await server.request('GET', '/api/pages/bands')).body;
    const data = { bands: [{ name: 'Big Band', url: 'https://example.com/big-band' }] };
    const key = { 'Idempotency-Key': 'pages-bands-1' };
    const first = await update('bands', seen, data, admin.token, key);
    const again = await update('bands', seen, data, admin.token, key);
    expect(first.status).toBe(200);
    expect(again.status).toBe(200);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body).toEqual(first.body);
  });
});
