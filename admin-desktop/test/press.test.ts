import { PRESS_FIELDS } from '@jazz/contracts';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { describeEntry } from '../src/core/describe';
import { warmCache } from '../src/core/warm-cache';
import { desktop, deskForThisFile } from './setup';

const desk = deskForThisFile();

/** The editable fields of a kit as the press kit form sends them. */
const fieldsOf = (kit: Record<string, unknown>) => Object.fromEntries(PRESS_FIELDS.map((field) => [field, kit[field]]));
const serverKit = async (key: string) => (await desk.server.request('GET', `/api/press/${key}`)).body;

describe('press kit edits drafted offline', () => {
  it('keeps an edit made while the server is down, readable offline, and sends it once when it is back', async () => {
    const d = desktop(desk.gate.url, desk.admin.token);
    const seen = await d.client.press.get('site');
    await desk.gate.down();
    const draft = {
      ...fieldsOf(seen),
      bioShort: 'Bio drafted on the tour bus.',
      inputList: [{ channel: '1', instrument: 'Tenor sax', mic: 'SM57', notes: '' }],
    };
    const shown = await d.client.press.update('site', fieldsOf(seen), draft as never);
    expect(shown.bioShort).toBe('Bio drafted on the tour bus.');
    expect(d.outbox.size).toBe(1);
    expect(describeEntry(d.outbox.entries()[0]!, (iso) => iso)).toBe('Changes to the press kit');
    expect((await d.client.press.get('site')).bioShort).toBe('Bio drafted on the tour bus.');

    await desk.gate.up();
    await d.engine.syncNow();
    expect(d.outbox.size).toBe(0);
    expect(await serverKit('site')).toMatchObject({
      bioShort: 'Bio drafted on the tour bus.',
      inputList: [{ channel: '1', instrument: 'Tenor sax', mic: 'SM57', notes: '' }],
    });
  });

  it('drafts offline the kit of a band never opened on this computer (every kit is read at sign-in)', async () => {
    const band = await desk.server.request('POST', '/api/groups/create', {
      token: desk.admin.token,
      body: { name: 'Never Opened Trio', description: 'Plays.', images: {} },
    });
    expect(band.status).toBe(201);
    const d = desktop(desk.gate.url, desk.admin.token);
    await warmCache(d.client, d.storage);
    await desk.gate.down();
    const kit = await d.client.press.get(band.body._id);
    expect(kit.name).toBe('Never Opened Trio');
    const draft = { ...fieldsOf(kit), bioShort: 'Written offline for a kit never opened.' };
    await d.client.press.update(band.body._id, fieldsOf(kit), draft as never);
    expect(d.outbox.size).toBe(1);
    await desk.gate.up();
    await d.engine.syncNow();
    expect(d.outbox.size).toBe(0);
    expect((await serverKit(band.body._id)).bioShort).toBe('Written offline for a kit never opened.');
  });

  it('never overwrites a web edit: the draft waits as a conflict', async () => {
    const d = desktop(desk.gate.url, desk.admin.token);
    const seen = await d.client.press.get('site');
    await desk.gate.down();
    await d.client.press.update('site', fieldsOf(seen), { ...fieldsOf(seen), hospitality: 'Desktop rider.' } as never);
    const web = await desk.server.request('PUT', '/api/press/update/site', {
      token: desk.admin.token,
      body: { pressComparatorData: fieldsOf(seen), pressData: { ...fieldsOf(seen), hospitality: 'Web rider.' } },
    });
    expect(web.status).toBe(200);
    await desk.gate.up();
    const state = await d.engine.syncNow();
    expect(state.blocked).toMatchObject({ op: 'press.update', id: 'site', status: 'conflict' });
    expect((await serverKit('site')).hospitality).toBe('Web rider.');
  });

  it('keeps a press photo uploaded offline, original and all, and sends it when the server is back', async () => {
    const d = desktop(desk.gate.url, desk.admin.token);
    const bytes = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#a52' } })
      .jpeg()
      .toBuffer();
    await desk.gate.down();
    const shown = await d.client.press.photos.create('site', {
      title: 'Drafted on the road',
      credit: 'Road crew',
      usage: 'Press only',
      image: `data:image/jpeg;base64,${bytes.toString('base64')}`,
    });
    expect(shown._id).toMatch(/^draft-/);
    expect(describeEntry(d.outbox.entries()[0]!, (iso) => iso)).toBe('New press photo “Drafted on the road”');
    // the image waits as a Blob, not inside the entry
    expect(JSON.stringify(d.outbox.entries()[0])).not.toContain('base64');

    await desk.gate.up();
    await d.engine.syncNow();
    expect(d.outbox.size).toBe(0);
    const photo = (await serverKit('site')).photos.find((p: { title: string }) => p.title === 'Drafted on the road');
    expect(photo).toMatchObject({ credit: 'Road crew', usage: 'Press only', originalWidth: 900, originalHeight: 600 });
  });
});
