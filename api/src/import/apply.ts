import { EVENT_FIELD_KEYS, type Event } from '@jazz/contracts';
import { newId, nowIso } from '../ids';
import type { ImportPlan, Planned } from './plan';
import type { ImportDeps } from './deps';

/** The show's own fields (what an undo restores). */
const fieldsOf = (event: Event) => Object.fromEntries(EVENT_FIELD_KEYS.map((field) => [field, event[field]]));

/**
 * The residency's dates made as the calendar has them: a date the rule gives but the file
 * left out (EXDATE) is deleted alone (so it stays deleted), a moved or cancelled one
 * (RECURRENCE-ID) is changed on its own, a date the rule does not give is added.
 */
function matchCalendar(
  events: ImportDeps['events'],
  seriesId: string,
  shows: Planned['shows'],
  venueId: string | undefined,
): void {
  const byRuleDate = new Map(shows.map((show) => [show.date.ruleDate ?? show.date.date, show]));
  const last = [...byRuleDate.keys()].sort().at(-1) ?? '';
  for (const { event, date } of events.inSeries(seriesId)) {
    const mine = date ? byRuleDate.get(date) : undefined;
    // a date the file leaves out, or cancels before the site ever had it, is deleted alone
    if (!mine || mine.action === 'skipped') {
      if (mine) byRuleDate.delete(date!);
      if (date && date <= last) events.remove(event._id);
      continue;
    }
    byRuleDate.delete(date!);
    const data = { ...mine.data, venueId };
    if (event.startDate !== data.startDate || event.endDate !== (data.endDate ?? '') || event.status !== data.status) {
      events.update(event._id, data);
      events.markException(event._id);
    }
  }
  for (const [date, show] of byRuleDate)
    if (show.action !== 'skipped') events.insert({ ...show.data, venueId }, { seriesId, date });
}

/**
 * Writes a planned import in one transaction: the bands a mapping creates, the residencies, the
 * new and updated shows, and the log of each (so the import can be undone).
 */
export function applyImport(
  { events, venues, series, groups, runs, now = Date.now }: Omit<ImportDeps, 'bandNames' | 'timeZone' | 'siteUrl'>,
  { file, planned, places, bands }: ImportPlan,
): string | undefined {
  const writes = planned.flatMap((p) => p.shows).filter((s) => s.action === 'new' || s.action === 'update').length;
  return events.transaction(() => {
    // the log of what this import did, so it can be undone (an import that writes nothing leaves none)
    const runId = writes > 0 ? runs.start(file.format, new Date(now()).toISOString()) : '';
    const before = new Set(venues.list().map((venue) => venue._id));
    for (const name of bands.toCreate.values()) {
      const id = newId();
      groups.insert(id, { name, description: '', images: [], playlistUrl: '', videos: [] }, nowIso());
      if (runId) runs.addRecord(runId, 'group', id);
    }
    for (const { row, shows: dates, series: seriesData } of planned) {
      if (seriesData) {
        const venueId = row.venue.name ? places.idFor(row.venue) : undefined;
        const made = series.create({ ...seriesData, venueId });
        matchCalendar(events, made._id, dates, venueId);
        runs.addRecord(runId, 'series', made._id);
        for (const { event } of events.inSeries(made._id))
          runs.addShow(runId, { eventId: event._id, action: 'created', before: null, updatedAt: event.updatedAt });
        continue;
      }
      for (const show of dates) {
        if (show.action !== 'new' && show.action !== 'update') continue;
        // a venue the site does not have yet is created with the first show that names it
        const data = row.venue.name ? { ...show.data, venueId: places.idFor(row.venue) } : show.data;
        if (show.action === 'new') {
          const made = events.insert(data);
          runs.addShow(runId, { eventId: made._id, action: 'created', before: null, updatedAt: made.updatedAt });
          continue;
        }
        const existing = show.existing!;
        // no file carries the private notes; a file that does not say whether a show is private keeps it as it is
        const updated = events.update(existing._id, {
          ...data,
          private: data.private ?? existing.private ?? false,
          privateNotes: existing.privateNotes ?? '',
        })!;
        runs.addShow(runId, {
          eventId: existing._id,
          action: 'updated',
          before: JSON.stringify(fieldsOf(existing)),
          updatedAt: updated.updatedAt,
        });
      }
    }
    if (runId) for (const venue of venues.list()) if (!before.has(venue._id)) runs.addRecord(runId, 'venue', venue._id);
    return runId || undefined;
  });
}
