import { GROUP_MESSAGES } from '@jazz/contracts';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { adminForThisFile, serverForThisFile } from './harness';

const server = serverForThisFile();
const admin = adminForThisFile(server);

const png = (color: string, width = 40, height = 30) =>
  sharp({ create: { width, height, channels: 3, background: color } })
    .png()
    .toBuffer();
const dataUrl = (bytes: Buffer, mime = 'image/png') => `data:${mime};base64,${bytes.toString('base64')}`;

async function create(body: Record<string, unknown>) {
  const res = await server.request('POST', '/api/groups/create', { token: admin.token, body });
  expect(res.status).toBe(201);
  return res.body;
}

describe('group routes', () => {
  it('creates, lists (by name) and reads a group with its images as URLs', async () => {
    const zed = await create({ name: 'Zed Trio', description: 'Last by name.' });
    const alpha = await create({
      name: '  alpha Sextet ',
      description: 'Six horns.',
      images: { cover: dataUrl(await png('#a33')), stage: dataUrl(await png('#3a3')) },
    });
    expect(alpha).toMatchObject({ _id: alpha.id, name: 'alpha Sextet', description: 'Six horns.' });
    expect(Object.keys(alpha.images)).toEqual(['cover', 'stage']);
    for (const url of Object.values<string>(alpha.images)) expect(url).toMatch(/^\/media\/[0-9a-f]{64}-1600\.webp$/);
    expect(Date.parse(alpha.updatedAt)).not.toBeNaN();

    const list = await server.request('GET', '/api/groups');
    expect(list.status).toBe(200);
    const names = list.body.map((g: any) => g.name);
    expect(names.indexOf('alpha Sextet')).toBeLessThan(names.indexOf('Zed Trio'));
    expect(list.body.find((g: any) => g.id === zed.id)).toEqual(zed);

    const one = await server.request('GET', `/api/groups/edit/${alpha.id}`);
    expect(one.status).toBe(200);
    expect(one.body).toEqual(alpha);
  });

  it('replaces unsafe or all-digit keys with image0, image1, ... and keeps the order', async () => {
    const a = dataUrl(await png('#111'));
    const b = dataUrl(await png('#222'));
    const c = dataUrl(await png('#333'));
    const group = await create({ name: 'Keys', images: { 'bad key/..': a, image0: b, 'zz<script>': c } });
    expect(Object.keys(group.images)).toEqual(['image1', 'image0', 'image2']);
    const digits = await create({ name: 'Digits', images: { 0: a, 1: b } });
    expect(Object.keys(digits.images)).toEqual(['image0', 'image1']);
  });

  it('answers 404 for a missing group on read, update and delete', async () => {
    expect((await server.request('GET', '/api/groups/edit/nope')).status).toBe(404);
    const update = await server.request('PUT', '/api/groups/update/nope', {
      token: admin.token,
      body: { groupComparatorData: { name: 'x', description: '', images: {} }, groupData: { name: 'y' } },
    });
    expect(update.status).toBe(404);
    expect((await server.request('DELETE', '/api/groups/delete/nope', { token: admin.token })).status).toBe(404);
  });

  it('deletes a group: 200 { _id }, then gone from the list and 404 on read', async () => {
    const group = await create({ name: 'Short-lived', images: { a: dataUrl(await png('#456')) } });
    const res = await server.request('DELETE', `/api/groups/delete/${group.id}`, { token: admin.token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ _id: group.id });
    const list = await server.request('GET', '/api/groups');
    expect(list.body.map((g: any) => g.id)).not.toContain(group.id);
    expect((await server.request('GET', `/api/groups/edit/${group.id}`)).status).toBe(404);
  });
});

describe('permissions', () => {
  it('answers 401 anonymous and 403 for a member before looking at the body', async () => {
    const member = await server.member();
    const group = await create({ name: 'Guarded' });
    const attempts = [
      ['POST', '/api/groups/create', { name: '' }],
      ['PUT', `/api/groups/update/${group.id}`, { groupData: { name: '' } }],
      ['DELETE', `/api/groups/delete/${group.id}`, undefined],
    ] as const;
    for (const [method, path, body] of attempts) {
      expect((await server.request(method, path, { body })).status).toBe(401);
      expect((await server.request(method, path, { body, token: member.token })).status).toBe(403);
    }
    expect((await server.request('GET', `/api/groups/edit/${group.id}`)).body.name).toBe('Guarded');
  });
});

describe('validation', () => {
  it('requires a name and limits the description', async () => {
    const noName = await server.request('POST', '/api/groups/create', {
      token: admin.token,
      body: { name: '  ', description: 'x' },
    });
    expect(noName.status).toBe(400);
    expect(noName.body).toEqual({ name: GROUP_MESSAGES.name });
    const long = await server.request('POST', '/api/groups/create', {
      token: admin.token,
      body: { name: 'Verbose', description: 'x'.repeat(20001) },
    });
    expect(long.status).toBe(400);
    expect(long.body).toEqual({ description: GROUP_MESSAGES.description });
  });

  it('reports field errors of groupData under their own keys on update', async () => {
    const group = await create({ name: 'Valid' });
    const res = await server.request('PUT', `/api/groups/update/${group.id}`, {
      token: admin.token,
      body: { groupComparatorData: group, groupData: { name: '', description: 'x'.repeat(20001) } },
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ name: GROUP_MESSAGES.name, description: GROUP_MESSAGES.description });
    const noComparator = await server.request('PUT', `/api/groups/update/${group.id}`, {
      token: admin.token,
      body: { groupData: { name: 'Fine' } },
    });
    expect(noComparator.status).toBe(400);
    expect(noComparator.body).toHaveProperty('groupComparatorData');
  });

  it('rejects images that are not an object of strings', async () => {
    const res = await server.request('POST', '/api/groups/create', {
      token: admin.token,
      body: { name: 'X', images: ['a'] },
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ images: GROUP_MESSAGES.images });
  });
});
