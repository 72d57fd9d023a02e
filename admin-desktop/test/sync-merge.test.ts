import { describe, expect, it } from 'vitest';
import { conflictRows } from '../src/core/conflict-rows';
import { desktop, deskForThisFile, eventData } from './setup';

// The desktop's sync merges three ways, so fewer drafts stop as conflicts.
const desk = deskForThisFile();

const stored = async (id: string) =>
  (await desk.server.request('GET', `/api/events/edit/${id}`, { token: desk.admin.token })).body;

async function webEdit(id: string, seen: unknown, extra: Record<string, string>, title: string) {
  const res = await desk.server.request('PUT', `/api/events/update/${id}`, {
    token: desk.admin.token,
    body: { eventComparatorData: seen, eventData: eventData(title, extra) },
  });
  expect(res.status).toBe(200);
}

describe('syncing a draft the web admin changed meanwhile', () => {
  it('merges fields only one side changed without asking, keeping both changes', async () => {
    const d = desktop(desk.gate.url, desk.admin.token);
    const seen = await d.client.events.create(eventData('Merge: one-sided'));
    await desk.gate.down();
    await d.client.events.update(seen._id, seen, eventData('Merge: one-sided', { venue: 'Desktop venue' }));
    await webEdit(seen._id, seen, { timeText: '8 PM - 11 PM' }, 'Merge: one-sided');
    await desk.gate.up();
    const state = await d.engine.syncNow();
    expect(state.blocked).toBeNull();
    expect(d.outbox.size).toBe(0);
    expect(await stored(seen._id)).toMatchObject({ venue: 'Desktop venue', timeText: '8 PM - 11 PM' });
  });

  it('asks only about the fields both changed, and "keep mine" keeps the web edit of the others', async () => {
    const d = desktop(desk.gate.url, desk.admin.token);
    const seen = await d.client.events.create(eventData('Merge: both'));
    await desk.gate.down();
    await d.client.events.update(seen._id, seen, eventData('Merge: both', { venue: 'Desktop venue' }));
    await webEdit(seen._id, seen, { venue: 'Web venue', location: 'Winooski, VT' }, 'Merge: both');
    await desk.gate.up();
    const state = await d.engine.syncNow();
    expect(state.blocked?.status).toBe('conflict');
    expect(conflictRows(state.blocked!).map(({ key, theirs, mine }) => [key, theirs, mine])).toEqual([
      ['venue', 'Web venue', 'Desktop venue'],
    ]);
    const after = await d.engine.keepMine(state.blocked!.seq);
    expect(after.blocked).toBeNull();
    expect(await stored(seen._id)).toMatchObject({ venue: 'Desktop venue', location: 'Winooski, VT' });
  });
});
