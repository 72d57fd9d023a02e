import { describe, expect, it } from 'vitest';
import type { LessonSettingsInput } from '@jazz/contracts';
import { processZoneForThisFile } from '@jazz/testing/per-file';
import { adminForThisFile, serverForThisFile } from './harness';
import { addShow, putSettings, putSettingsOverDefaults, slots, testClock } from './lessons-helpers';

// The process runs in another zone than the site's: every day and hour below is New York's.
processZoneForThisFile('Asia/Kolkata');

// Sunday 1 March 2026, 7 AM in New York; daylight saving starts on Sunday 8 March at 2 AM
const clock = testClock('2026-03-01T12:00:00Z');
const server = serverForThisFile({ now: clock.now });
const admin = adminForThisFile(server);

describe('lesson settings', () => {
  it('keeps the studio address from the public and shows the admin every field', async () => {
    const saved = await putSettings(server, admin.token, {
      formats: [
        { key: 'in-person', label: 'At the studio', address: '12 Church St, Burlington' },
        { key: 'online', label: 'Online', link: 'https://meet.example.com/lesson' },
      ],
    });
    expect(saved.formats?.[0]).toMatchObject({ address: '12 Church St, Burlington' });
    const visitor = await server.request('GET', '/api/lessons/settings');
    expect(visitor.status).toBe(200);
    expect(visitor.text).not.toContain('Church St');
    expect(visitor.text).not.toContain('meet.example.com');
    expect(visitor.body.lengths.length).toBeGreaterThan(0);
    const own = await server.request('GET', '/api/lessons/settings', { token: admin.token });
    expect(own.text).toContain('Church St');
    expect(Object.keys(own.body)).toEqual(
      expect.arrayContaining([
        'availability',
        'lengths',
        'bufferMinutes',
        'noticeHours',
        'horizonWeeks',
        'gigBufferHours',
        'approval',
        'cancelHours',
        'formats',
      ]),
    );
  });

  it('refuses a stale comparator with the current settings, bad data per field, and non-admins', async () => {
    const current = (await server.request('GET', '/api/lessons/settings', { token: admin.token })).body;
    const stale = { ...current, bufferMinutes: current.bufferMinutes + 5 };
    const res = await server.request('PUT', '/api/lessons/settings', {
      token: admin.token,
      body: { settingsComparatorData: stale, settingsData: current },
    });
    expect(res.status).toBe(409);
    expect(res.body.current).toEqual(current);
    const bad = await server.request('PUT', '/api/lessons/settings', {
      token: admin.token,
      body: { settingsComparatorData: current, settingsData: { ...current, noticeHours: -1, lengths: [] } },
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body)).toEqual(expect.arrayContaining(['noticeHours', 'lengths']));
    const member = await server.member();
    const denied = await server.request('PUT', '/api/lessons/settings', {
      token: member.token,
      body: { settingsComparatorData: current, settingsData: current },
    });
    expect(denied.status).toBe(403);
  });
});

describe('open slots', () => {
  /**
   * Lessons in these windows only, with no buffer between them and no notice, over a fresh
   * install's settings; `rules` are the others a test is about.
   */
  const windows = (availability: LessonSettingsInput['availability'], rules: Partial<LessonSettingsInput> = {}) =>
    putSettingsOverDefaults(server, admin.token, { availability, bufferMinutes: 0, noticeHours: 0, ...rules });

  it('start on the hour and half hour of the windows, in New York hours across the DST change', async () => {
    // the process really is in India (UTC+5:30, no DST)
    expect(new Date(2026, 2, 8).getTimezoneOffset()).toBe(-330);
    await windows([
      { day: 'TU', from: '14:00', to: '16:00' },
      { day: 'SU', from: '01:00', to: '04:00' },
    ]);
    // Tuesday 3 March is EST (UTC-5), Tuesday 10 March EDT (UTC-4): the same wall hours
    expect(await slots(server, '2026-03-03', '2026-03-03', 60)).toEqual([
      '2026-03-03T19:00:00.000Z',
      '2026-03-03T19:30:00.000Z',
      '2026-03-03T20:00:00.000Z',
    ]);
    expect(await slots(server, '2026-03-10', '2026-03-10', 60)).toEqual([
      '2026-03-10T18:00:00.000Z',
      '2026-03-10T18:30:00.000Z',
      '2026-03-10T19:00:00.000Z',
    ]);
    // Sunday 8 March: 2:00 and 2:30 do not exist; 1:30 EST lasts until 3:00 EDT
    expect(await slots(server, '2026-03-08', '2026-03-08', 30)).toEqual([
      '2026-03-08T06:00:00.000Z',
      '2026-03-08T06:30:00.000Z',
      '2026-03-08T07:00:00.000Z',
      '2026-03-08T07:30:00.000Z',
    ]);
    // from and to are inclusive New York days: both Tuesdays and the Sunday between, whose
    // window is an hour short (1:00 EST to 4:00 EDT), so a lesson may start at 1:00, 1:30 or 3:00
    const week = await slots(server, '2026-03-03', '2026-03-10', 60);
    expect(week.filter((slot) => slot.startsWith('2026-03-08'))).toEqual([
      '2026-03-08T06:00:00.000Z',
      '2026-03-08T06:30:00.000Z',
      '2026-03-08T07:00:00.000Z',
    ]);
    expect(week).toHaveLength(3 + 3 + 3);
  });

  it('keep the gig rule: nothing from N hours before a show to the end of its day; cancelled shows block nothing', async () => {
    await windows([{ day: 'TU', from: '12:00', to: '24:00' }], { gigBufferHours: 4 });
    const before = await slots(server, '2026-03-17', '2026-03-17', 30);
    expect(before).toHaveLength(24);
    // 8 PM in New York (EDT): lessons must end by 4 PM, and nothing after the show that day
    const show = await addShow(server, admin.token, '2026-03-18T00:00:00.000Z');
    const after = await slots(server, '2026-03-17', '2026-03-17', 30);
    expect(after[0]).toBe('2026-03-17T16:00:00.000Z');
    expect(after[after.length - 1]).toBe('2026-03-17T19:30:00.000Z');
    expect(after).toHaveLength(8);
    // a 60-minute lesson at 3:30 PM would run into the rule
    expect(await slots(server, '2026-03-17', '2026-03-17', 60)).not.toContain('2026-03-17T19:30:00.000Z');

    const cancelled = await server.request('PUT', `/api/events/update/${show._id}`, {
      token: admin.token,
      body: { eventComparatorData: show, eventData: { ...show, status: 'cancelled' } },
    });
    expect(cancelled.status, cancelled.text).toBe(200);
    expect(await slots(server, '2026-03-17', '2026-03-17', 30)).toEqual(before);
  });

  it('round the time a show blocks to whole hours, across the DST change too (issue 45, finding 14)', async () => {
    const afternoons = (['SU', 'TH'] as const).map((day) => ({ day, from: '12:00', to: '24:00' }));
    await windows(afternoons, { gigBufferHours: 2 });
    // the open slots of `day` beside a private show at `startDate` (the show gone again after)
    const beside = async (day: string, startDate: string) => {
      const show = await addShow(server, admin.token, startDate, { private: true });
      const open = await slots(server, day, day, 30);
      await server.request('DELETE', `/api/events/delete/${show._id}`, { token: admin.token });
      return open;
    };
    // Sunday 8 March 2026 (clocks went forward at 2 AM in New York): private shows at 8:00, 8:20
    // and 8:59 PM EDT leave the same slots, ending at 6 PM
    const sunday = '2026-03-08';
    const at8 = await beside(sunday, '2026-03-09T00:00:00.000Z');
    expect(at8.at(-1)).toBe('2026-03-08T21:30:00.000Z');
    expect(await beside(sunday, '2026-03-09T00:20:00.000Z')).toEqual(at8);
    expect(await beside(sunday, '2026-03-09T00:59:00.000Z')).toEqual(at8);
    // the same on a day without a change (Thursday 19 March)
    const thursday = '2026-03-19';
    expect(await beside(thursday, '2026-03-19T23:45:00.000Z')).toEqual(
      await beside(thursday, '2026-03-19T23:00:00.000Z'),
    );
  });

  it('keep the notice and the horizon', async () => {
    await windows([{ day: 'WE', from: '15:00', to: '17:00' }], { noticeHours: 30, horizonWeeks: 1, gigBufferHours: 0 });
    // now: Tuesday 3 March, 10 AM EST; 30 hours on is Wednesday 4 PM
    clock.set('2026-03-03T15:00:00Z');
    try {
      expect(await slots(server, '2026-03-04', '2026-03-04', 30)).toEqual([
        '2026-03-04T21:00:00.000Z',
        '2026-03-04T21:30:00.000Z',
      ]);
      // a week on is Tuesday 10 March, 11 AM EDT: Wednesday 11 March is too far ahead
      expect(await slots(server, '2026-03-10', '2026-03-11', 30)).toEqual([]);
      expect(await slots(server, '2026-03-03', '2026-03-03', 30)).toEqual([]);
    } finally {
      clock.set('2026-03-01T12:00:00Z');
    }
  });

  it('refuse a length not offered and too long a range', async () => {
    const odd = await server.request('GET', '/api/lessons/slots?from=2026-03-03&to=2026-03-04&length=37');
    expect(odd.status).toBe(400);
    expect(odd.body).toHaveProperty('length');
    const long = await server.request('GET', '/api/lessons/slots?from=2026-03-01&to=2026-12-31&length=30');
    expect(long.status).toBe(400);
    const bad = await server.request('GET', '/api/lessons/slots?from=yesterday&to=2026-03-04&length=30');
    expect(bad.status).toBe(400);
  });
});
