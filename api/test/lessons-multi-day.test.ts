import { describe, expect, it } from 'vitest';
import { processZoneForThisFile } from '@jazz/testing/per-file';
import { adminForThisFile, serverForThisFile } from './harness';
import { addShow, putSettingsOverDefaults, slots, testClock } from './lessons-helpers';

// The process runs in another zone than the site's: every day and hour below is New York's.
processZoneForThisFile('Australia/Sydney');

// Sunday 1 March 2026; daylight saving starts in New York on Sunday 8 March at 2 AM
const clock = testClock('2026-03-01T12:00:00Z');
const server = serverForThisFile({ now: clock.now });
const admin = adminForThisFile(server);

const EVERY_DAY = (['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'] as const).map((day) => ({
  day,
  from: '10:00',
  to: '12:00',
}));

/** Lessons from 10 to 12 every day, as soon as asked, with two hours kept free around a show. */
const MORNINGS = { availability: EVERY_DAY, bufferMinutes: 0, noticeHours: 0, gigBufferHours: 2 };

describe('lesson slots and shows over several days', () => {
  it('block every day a show covers, across the change to daylight saving time', async () => {
    // the process really is in Sydney
    expect(new Date(2026, 2, 8).getTimezoneOffset()).toBe(-660);
    await putSettingsOverDefaults(server, admin.token, MORNINGS);
    const days = ['2026-03-06', '2026-03-07', '2026-03-08', '2026-03-09', '2026-03-10'];
    const free = async (day: string) => slots(server, day, day, 60);
    // 10:00 to 12:00 in New York: three starts of an hour's lesson each day, EST then EDT
    for (const day of days) expect(await free(day), day).toHaveLength(3);
    expect(await free('2026-03-07')).toContain('2026-03-07T15:00:00.000Z');
    expect(await free('2026-03-09')).toContain('2026-03-09T14:00:00.000Z');

    // a festival from Saturday 7 March, 8 PM (EST) to Monday 9 March, 6 PM (EDT)
    await addShow(server, admin.token, '2026-03-08T01:00:00.000Z', { endDate: '2026-03-09T22:00:00.000Z' });

    // the kept answers are renewed at once: Saturday (from 6 PM on), Sunday and Monday are blocked
    expect(await free('2026-03-06')).toHaveLength(3);
    expect(await free('2026-03-07')).toHaveLength(3);
    expect(await free('2026-03-08')).toEqual([]);
    expect(await free('2026-03-09')).toEqual([]);
    expect(await free('2026-03-10')).toHaveLength(3);
    // the same in one request over the five days
    const week = await slots(server, '2026-03-06', '2026-03-10', 60);
    expect(week.filter((slot) => slot.startsWith('2026-03-08') || slot.startsWith('2026-03-09'))).toEqual([]);
    expect(week).toHaveLength(9);
  });

  it('are kept per day, and a new show changes them at the next request', async () => {
    await putSettingsOverDefaults(server, admin.token, MORNINGS);
    const first = await slots(server, '2026-03-16', '2026-03-22', 30);
    expect(await slots(server, '2026-03-16', '2026-03-22', 30)).toEqual(first);
    // a morning show on Wednesday 18 March at 11 AM (EDT) takes all of that day's starts (10 AM to noon)
    await addShow(server, admin.token, '2026-03-18T15:00:00.000Z');
    const after = await slots(server, '2026-03-16', '2026-03-22', 30);
    expect(after.filter((slot) => slot.startsWith('2026-03-18'))).toEqual([]);
    expect(after).toHaveLength(first.length - 4);
  });
});
