import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { eventDataOf } from '@jazz/contracts';
import { processZoneForThisFile } from '@jazz/testing/per-file';
import { adminForThisFile, serverForThisFile } from './harness';
import { createSeries as createSeriesAs, THURSDAY_RESIDENCY } from './series-helpers';

const clock = Date.parse('2031-10-01T12:00:00.000Z');
const server = serverForThisFile({ now: () => clock });
const admin = adminForThisFile(server);

const createSeries = (body: Record<string, unknown>) => createSeriesAs(server, admin.token, body);

async function update(event: any, changes: Record<string, unknown>) {
  const res = await server.request('PUT', `/api/events/update/${event._id}`, {
    token: admin.token,
    body: { eventComparatorData: event, eventData: { ...eventDataOf(event), ...changes } },
  });
  expect(res.status, res.text).toBe(200);
  return res.body;
}

/** The calendar as ical.js reads it, its time zones registered. */
function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text) as unknown[]);
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  return calendar;
}

/** "Thu 19:00" style wall clock of an instant in New York. */
const newYork = (date: Date) =>
  new Intl.DateTimeFormat('en-US', {
    timeZone: 'America/New_York',
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(date);

/** Every date of the "all dates" file, expanded by ical.js: its wall clock in New York and status. */
function expand(text: string) {
  const calendar = parse(text);
  const vevents = calendar.getAllSubcomponents('vevent');
  const master = vevents.find((v) => v.hasProperty('rrule'))!;
  const event = new ICAL.Event(master, { exceptions: [] });
  for (const v of vevents.filter((v) => v.hasProperty('recurrence-id'))) event.relateException(new ICAL.Event(v));
  const out: { at: string; status: string; summary: string }[] = [];
  const it = event.iterator();
  for (let next = it.next(); next; next = it.next()) {
    const details = event.getOccurrenceDetails(next);
    out.push({
      at: newYork(details.startDate.toJSDate()),
      status: String(details.item.component.getFirstPropertyValue('status')),
      summary: String(details.item.summary),
    });
  }
  return { out, vevents, master };
}

describe('a series as one recurring entry (/series/{id}.ics)', () => {
  async function residencyWithExceptions() {
    // Thursdays from Oct 16, 2031: daylight saving time ends on Nov 2
    const series = await createSeries({ ...THURSDAY_RESIDENCY, from: '2031-10-16', count: 6 });
    const [, , third, , fifth, sixth] = series.events;
    expect((await server.request('DELETE', `/api/events/delete/${third._id}`, { token: admin.token })).status).toBe(
      200,
    );
    // the fifth moves to 20:00 (EST: 01:00Z the next day), the sixth is cancelled
    await update(fifth, { startDate: '2031-11-14T01:00:00.000Z', endDate: '2031-11-14T04:00:00.000Z' });
    await update(sixth, { status: 'cancelled' });
    return series;
  }

  it('holds the local hour across the DST change, with EXDATE and RECURRENCE-ID overrides', async () => {
    const series = await residencyWithExceptions();
    const res = await server.request('GET', `/series/${series._id}.ics`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/calendar/);
    const { out, master } = expand(res.text);
    expect(master.getFirstPropertyValue('rrule')!.toString()).toBe('FREQ=WEEKLY;COUNT=6;BYDAY=TH');
    expect(master.getFirstProperty('dtstart')!.getParameter('tzid')).toBe('America/New_York');
    expect(out).toEqual([
      { at: 'Oct 16, 19:00', status: 'CONFIRMED', summary: 'Thursday residency · Whitesell Brothers Quartet' },
      { at: 'Oct 23, 19:00', status: 'CONFIRMED', summary: 'Thursday residency · Whitesell Brothers Quartet' },
      { at: 'Nov 6, 19:00', status: 'CONFIRMED', summary: 'Thursday residency · Whitesell Brothers Quartet' },
      { at: 'Nov 13, 20:00', status: 'CONFIRMED', summary: 'Thursday residency · Whitesell Brothers Quartet' },
      {
        at: 'Nov 20, 19:00',
        status: 'CANCELLED',
        summary: 'Cancelled: Thursday residency · Whitesell Brothers Quartet',
      },
    ]);
  });

  describe('with the machine in another zone', () => {
    processZoneForThisFile('Pacific/Auckland');

    it('writes the same local hours', async () => {
      const series = await createSeries({ ...THURSDAY_RESIDENCY, title: 'Far away', from: '2031-10-23', count: 3 });
      const { out } = expand((await server.request('GET', `/series/${series._id}.ics`)).text);
      expect(out.map((o) => o.at)).toEqual(['Oct 23, 19:00', 'Oct 30, 19:00', 'Nov 6, 19:00']);
    });
  });

  it('is 404 for no such series', async () => {
    expect((await server.request('GET', '/series/nothing.ics')).status).toBe(404);
  });
});

describe('calendar files', () => {
  const show = {
    group: 'Cannonball Quintet',
    venue: 'Café Müller',
    location: 'Montréal, QC',
    title: 'Spring night',
    startDate: '2031-12-05T01:00:00.000Z',
    timeText: '8:00 PM',
  };

  it('have no METHOD, and their SEQUENCE grows with each change of start, status or place', async () => {
    const created = (await server.request('POST', '/api/events/create', { token: admin.token, body: show })).body;
    const sequenceOf = async () => {
      const text = (await server.request('GET', `/shows/${created._id}.ics`)).text;
      expect(text).not.toMatch(/^METHOD:/m);
      const vevent = parse(text).getFirstSubcomponent('vevent')!;
      return Number(vevent.getFirstPropertyValue('sequence'));
    };
    expect(await sequenceOf()).toBe(0);
    const retitled = await update(created, { title: 'Spring night, again' });
    expect(await sequenceOf()).toBe(0);
    const moved = await update(retitled, { startDate: '2031-12-06T01:00:00.000Z' });
    expect(moved.previousStartDate).toBe('2031-12-05T01:00:00.000Z');
    expect(await sequenceOf()).toBe(1);
    const cancelled = await update(moved, { status: 'cancelled' });
    expect(await sequenceOf()).toBe(2);
    await update(cancelled, { venue: 'Upstairs', venueId: '' });
    expect(await sequenceOf()).toBe(3);
  });

  it('name themselves (RFC 7986) and ask to be read again every 6 hours', async () => {
    const text = (await server.request('GET', '/shows.ics')).text;
    const calendar = parse(text);
    expect(calendar.getFirstPropertyValue('name')).toMatch(/shows$/);
    expect(String(calendar.getFirstPropertyValue('refresh-interval'))).toBe('PT6H');
    expect(calendar.getFirstPropertyValue('source')).toBe(`${server.config.siteUrl}/shows.ics`);
    expect(calendar.getFirstPropertyValue('url')).toBe(`${server.config.siteUrl}/shows`);
    expect(calendar.getFirstPropertyValue('image')).toMatch(/^http.*\.jpg$/);
    expect(calendar.getFirstProperty('method')).toBeNull();
  });

  it('give each band its own feed', async () => {
    await server.request('POST', '/api/events/create', {
      token: admin.token,
      body: { ...show, title: 'Quintet only' },
    });
    await server.request('POST', '/api/events/create', {
      token: admin.token,
      body: { ...show, group: 'Big Band', title: 'Late night' },
    });
    const quintet = (await server.request('GET', '/cannonball-quintet.ics')).text;
    const summaries = parse(quintet)
      .getAllSubcomponents('vevent')
      .map((v) => String(v.getFirstPropertyValue('summary')));
    expect(summaries).toContain('Quintet only · Cannonball Quintet');
    expect(summaries.some((s) => s.includes('Late night'))).toBe(false);
    const quartet = await server.request('GET', '/whitesell-brothers-quartet.ics');
    expect(quartet.status).toBe(200);
    const group = await server.request('POST', '/api/groups/create', {
      token: admin.token,
      body: { name: 'Big Band', description: '', images: {} },
    });
    expect(group.status, group.text).toBe(201);
    const big = parse((await server.request('GET', `/groups/${group.body._id}.ics`)).text);
    expect(big.getAllSubcomponents('vevent').map((v) => String(v.getFirstPropertyValue('summary')))).toEqual([
      'Late night · Big Band',
    ]);
  });
});
