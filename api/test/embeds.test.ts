import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { forThisFile } from '@jazz/testing/per-file';
import { describe, expect, it } from 'vitest';
import { BANDCAMP_MESSAGES } from '../src/embeds/bandcamp';
import { startTestServer } from './harness';

// A Bandcamp album address is looked up by the server (here against a local
// server serving a Bandcamp-like page; there is no internet), and a pasted embed code is taken.

const ALBUM_PAGE = `<!DOCTYPE html><html><head>
<meta property="og:title" content="Blue Hour, by Ada Sax">
<meta name="bc-page-properties" content="{&quot;item_type&quot;:&quot;a&quot;,&quot;item_id&quot;:2871335614,&quot;tralbum_page_version&quot;:0}">
<meta property="og:video" content="https://bandcamp.com/EmbeddedPlayer/v=2/album=2871335614/size=large/tralbum_page_version=0/">
</head><body><h2 class="trackTitle">Blue Hour</h2></body></html>`;
const TRACK_PAGE = `<html><head><meta property="og:video" content="https://bandcamp.com/EmbeddedPlayer/v=2/track=991/size=large/"></head></html>`;

async function startBandcamp() {
  const server: Server = createServer((req, res) => {
    const page = { '/album/blue-hour': ALBUM_PAGE, '/track/solar': TRACK_PAGE, '/album/no-player': '<html></html>' }[
      req.url ?? ''
    ];
    res.writeHead(page ? 200 : 404, { 'Content-Type': 'text/html; charset=utf-8' }).end(page ?? 'Not found');
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

const setup = forThisFile(
  async () => {
    const bandcamp = await startBandcamp();
    const api = await startTestServer({ config: { embedLookupBase: bandcamp.url } });
    // a provider that can not be reached: a port nothing listens on
    const closed = await startBandcamp();
    closed.server.close();
    const offline = await startTestServer({ config: { embedLookupBase: closed.url } });
    return { bandcamp, api, offline, admin: await api.admin(), offlineAdmin: await offline.admin() };
  },
  async ({ bandcamp, api, offline }) => {
    bandcamp.server.close();
    await api.close();
    await offline.close();
  },
);

async function saveListen(on: 'api' | 'offline', playlists: { title: string; url: string }[]) {
  const server = setup[on];
  const token = on === 'api' ? setup.admin.token : setup.offlineAdmin.token;
  const seen = (await server.request('GET', '/api/pages/listen')).body;
  const { _id, updatedAt: _u, ...fields } = seen;
  return server.request('PUT', '/api/pages/update/listen', {
    token,
    body: { pageComparatorData: seen, pageData: { ...fields, playlists } },
  });
}

describe('a Bandcamp album or track address', () => {
  it("is stored as its player's address, looked up on Bandcamp's page", async () => {
    const res = await saveListen('api', [
      { title: 'Blue Hour', url: 'https://adasax.bandcamp.com/album/blue-hour' },
      { title: 'Solar', url: 'https://adasax.bandcamp.com/track/solar' },
    ]);
    expect(res.status).toBe(200);
    expect(res.body.playlists.map((p: { url: string }) => p.url)).toEqual([
      'https://bandcamp.com/EmbeddedPlayer/album=2871335614/size=large/bgcol=ffffff/linkcol=0687f5/tracklist=false/artwork=small/transparent=true/',
      'https://bandcamp.com/EmbeddedPlayer/track=991/size=large/bgcol=ffffff/linkcol=0687f5/tracklist=false/artwork=small/transparent=true/',
    ]);
  });

  it('works for a band playlist too', async () => {
    const res = await setup.api.request('POST', '/api/groups/create', {
      token: setup.admin.token,
      body: { name: 'Ada Sax Trio', playlistUrl: 'https://adasax.bandcamp.com/album/blue-hour' },
    });
    expect(res.status).toBe(201);
    expect(res.body.playlistUrl).toContain('/album=2871335614/');
  });

  it('says plainly when the page has no player', async () => {
    const res = await saveListen('api', [{ title: 'X', url: 'https://adasax.bandcamp.com/album/no-player' }]);
    expect(res.status).toBe(400);
    expect(res.body['playlists.0.url']).toBe(BANDCAMP_MESSAGES.noPlayer);
  });

  it('says plainly when Bandcamp can not be reached', async () => {
    const res = await saveListen('offline', [{ title: 'X', url: 'https://adasax.bandcamp.com/album/blue-hour' }]);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      playlists: `Playlist 1: ${BANDCAMP_MESSAGES.unreachable}`,
      'playlists.0.url': BANDCAMP_MESSAGES.unreachable,
    });
    expect(BANDCAMP_MESSAGES.unreachable).toMatch(/^Could not reach Bandcamp/);
    const group = await setup.offline.request('POST', '/api/groups/create', {
      token: setup.offlineAdmin.token,
      body: { name: 'Offline Trio', playlistUrl: 'https://adasax.bandcamp.com/album/blue-hour' },
    });
    expect(group.status).toBe(400);
    expect(group.body).toEqual({ playlistUrl: BANDCAMP_MESSAGES.unreachable });
  });
});

describe('a pasted embed code', () => {
  it('is stored as the address of its player (its src)', async () => {
    const code =
      '<iframe style="border: 0; width: 100%; height: 120px;" src="https://bandcamp.com/EmbeddedPlayer/album=123/size=large/bgcol=ffffff/linkcol=0687f5/tracklist=false/artwork=small/transparent=true/" seamless><a href="https://adasax.bandcamp.com/album/blue-hour">Blue Hour by Ada Sax</a></iframe>';
    const res = await saveListen('offline', [{ title: 'Blue Hour', url: code }]);
    expect(res.status).toBe(200);
    expect(res.body.playlists[0].url).toBe(
      'https://bandcamp.com/EmbeddedPlayer/album=123/size=large/bgcol=ffffff/linkcol=0687f5/tracklist=false/artwork=small/transparent=true/',
    );
  });

  it('of a provider the field does not take is refused as before', async () => {
    const res = await saveListen('offline', [
      { title: 'X', url: '<iframe src="https://evil.example/album=1/"></iframe>' },
    ]);
    expect(res.status).toBe(400);
    expect(res.body['playlists.0.url']).toMatch(/^Playlist must be/);
  });
});
