import { isApiError } from '@jazz/client/api-client';
import { describe, expect, it } from 'vitest';
import { deskForThisFile, desktop } from './setup';

const desk = deskForThisFile();

const csv = 'group,venue,title,startDate\nCannonball Quintet,The Flynn,Desk Import Night,2031-06-01 20:00\n';
const titles = async () =>
  ((await desk.server.request('GET', '/api/events')).body as { title: string }[]).map((e) => e.title);

describe('Import shows through the desktop client', () => {
  it('goes straight to the server: a dry run checks, the import creates', async () => {
    const { client, outbox } = desktop(desk.gate.url, desk.admin.token);
    expect(await client.eventsCsv.import(csv, { dryRun: true })).toEqual({ ok: true, created: 0, valid: 1 });
    expect(await titles()).not.toContain('Desk Import Night');
    const bad = await client.eventsCsv.import('group,venue,startDate\nCannonball Quintet,,2031-06-01 20:00\n', {
      dryRun: true,
    });
    expect(bad).toMatchObject({ ok: false, errors: [{ row: 2, field: 'venue' }] });
    expect(await client.eventsCsv.import(csv)).toEqual({ ok: true, created: 1, valid: 1 });
    expect((await titles()).filter((t) => t === 'Desk Import Night')).toHaveLength(1);
    expect(outbox.size).toBe(0);
  });

  it('offline, fails as unreachable and keeps nothing for later', async () => {
    const { client, outbox } = desktop(desk.gate.url, desk.admin.token);
    await desk.gate.down();
    const error = await client.eventsCsv.import(csv.replace('Desk Import Night', 'Offline Night')).catch((e) => e);
    expect(isApiError(error) && error.offline).toBe(true);
    expect(outbox.size).toBe(0);
    await desk.gate.up();
    expect(await titles()).not.toContain('Offline Night');
  });
});
