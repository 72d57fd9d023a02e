import { describe, expect, it } from 'vitest';
import { adminForThisFile, serverForThisFile } from './harness';

const server = serverForThisFile();
const admin = adminForThisFile(server);

const video = { title: 'Live', url: 'https://youtu.be/dQw4w9WgXcQ', caption: '2019' };

describe('group extras (playlistUrl, videos)', () => {
  it('are optional: a SPEC client creates and updates without them and never loses them', async () => {
    const plain = await server.request('POST', '/api/groups/create', { token: admin.token, body: { name: 'Trio' } });
    expect(plain.status).toBe(201);
    expect(plain.body).toMatchObject({ playlistUrl: '', videos: [] });

    const withExtras = await server.request('PUT', `/api/groups/update/${plain.body.id}`, {
      token: admin.token,
      body: {
        groupComparatorData: plain.body,
        groupData: {
          name: 'Trio',
          playlistUrl: 'https://open.spotify.com/album/4aawyAB9vmqN3uQ7FjRGTy',
          videos: [video],
        },
      },
    });
    expect(withExtras.status).toBe(200);
    expect(withExtras.body.videos).toEqual([video]);

    // an old client: comparator and data without the extras
    const { playlistUrl: _p, videos: _v, ...oldSeen } = withExtras.body;
    const old = await server.request('PUT', `/api/groups/update/${plain.body.id}`, {
      token: admin.token,
      body: { groupComparatorData: oldSeen, groupData: { name: 'The Trio', description: 'New' } },
    });
    expect(old.status).toBe(200);
    expect(old.body).toMatchObject({ name: 'The Trio', playlistUrl: withExtras.body.playlistUrl, videos: [video] });
  });

  it('are checked (embed addresses) and compared when the client sent them', async () => {
    const group = (await server.request('POST', '/api/groups/create', { token: admin.token, body: { name: 'Duo' } }))
      .body;
    const bad = await server.request('PUT', `/api/groups/update/${group.id}`, {
      token: admin.token,
      body: {
        groupComparatorData: group,
        groupData: { name: 'Duo', videos: [{ title: 'x', url: 'https://example.com' }] },
      },
    });
    expect(bad.status).toBe(400);
    expect(bad.body['videos.0.url']).toMatch(/YouTube or Vimeo/);

    const ok = await server.request('PUT', `/api/groups/update/${group.id}`, {
      token: admin.token,
      body: { groupComparatorData: group, groupData: { name: 'Duo', videos: [video] } },
    });
    expect(ok.status).toBe(200);
    const stale = await server.request('PUT', `/api/groups/update/${group.id}`, {
      token: admin.token,
      body: { groupComparatorData: { ...ok.body, videos: [] }, groupData: { name: 'Duo', videos: [] } },
    });
    expect(stale.status).toBe(409);
    expect(stale.body.current.videos).toEqual([video]);
  });
});
