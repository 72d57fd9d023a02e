import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createApiClient } from '@jazz/client/api-client';
import type { ImportAnswer, ImportUndo } from '@jazz/contracts/import';
import { offlineHost } from '@jazz/testing/admin-host';
import { renderAdmin } from '@jazz/testing/render-admin';
import { importTexts } from './import-texts';

afterEach(cleanup);

const answer = (extra: Partial<ImportAnswer>): ImportAnswer => ({
  format: 'icalendar',
  ignored: [],
  rows: [],
  counts: { new: 0, duplicate: 0, refused: 0 },
  created: 0,
  updated: 0,
  skipped: 0,
  valid: 0,
  ...extra,
});

const FIVE = ['2027-10-21', '2027-11-04', '2027-11-11', '2027-11-19', '2027-11-25'];

/** A calendar refused for want of a band: a five-date series and a one-off, one problem each (the
 * series' five dates in its row: api/test/import-formats.test.ts). */
const refused = answer({
  rows: [
    {
      row: 1,
      date: '2027-10-21',
      time: '20:00',
      band: '',
      venue: 'Hotel Vermont',
      title: '',
      status: 'scheduled',
      action: 'refused',
      problems: [{ field: 'group', message: 'Choose the band.' }],
      dates: FIVE.map((date) => ({ date, time: '20:00', status: 'scheduled', action: 'refused' })),
    },
  ],
  counts: { new: 0, duplicate: 0, refused: 6 },
  errors: [
    { row: 1, field: 'group', message: 'Choose the band.' },
    { row: 2, field: 'group', message: 'Choose the band.' },
  ],
  errorCount: 2,
});

describe('the import screen’s counts (issue 46)', () => {
  it('says how many shows one problem refuses, with the verb agreeing', () => {
    const one = answer({
      errors: [{ row: 1, field: 'venue', message: 'Venue is required.' }],
      errorCount: 1,
      counts: { new: 0, duplicate: 0, refused: 1 },
    });
    const texts = importTexts({ name: 'bad.csv', text: '', answer: one }, null, null, null, null);
    expect(texts.problems.startsWith('bad.csv: 1 problem refuses 1 show.')).toBe(true);
  });

  it('says how many shows two problems refuse, in the same words as the counts', () => {
    const texts = importTexts({ name: 'gigs.ics', text: '', answer: refused }, null, null, null, null);
    expect(texts.problems).toBe(
      'gigs.ics: 2 problems refuse 6 shows. Nothing is imported until every row is right: fix the file (or choose the band) and try again.',
    );
    expect(texts.status).toBe('0 new shows, 0 duplicates, 6 shows refused.');
  });

  it('calls a cancelled date never on the site skipped as cancelled, not a duplicate', () => {
    const done = answer({ counts: { new: 5, duplicate: 0, refused: 0, skipped: 1 }, created: 5, skipped: 1 });
    const { status } = importTexts({ name: 'gigs.ics', text: '', answer: done }, null, done, null, null);
    expect(status).toBe('Imported 5 shows; 0 duplicates, 1 cancelled date never on the site skipped.');
    const checked = importTexts({ name: 'gigs.ics', text: '', answer: done }, null, null, null, null);
    expect(checked.status).toBe(
      '5 new shows, 0 duplicates, 0 shows refused. 1 cancelled date never on the site: skipped.',
    );
  });
});

describe('Undo the last import (issue 46)', () => {
  const undone: ImportUndo = {
    importId: 'run-1',
    importedAt: '2027-03-14T15:10:00.000Z',
    deleted: ['a', 'b'],
    restored: [],
    kept: [],
    removedVenues: 0,
    removedBands: [],
    keptBands: [],
  };

  it('names the import and its count before it undoes it, and undoes that one', async () => {
    const api = createApiClient({ baseURL: 'http://127.0.0.1:9' });
    const sent: (string | undefined)[] = [];
    const host = offlineHost({
      api: {
        ...api,
        eventsCsv: {
          ...api.eventsCsv,
          last: async () => ({
            importId: 'run-1',
            importedAt: '2027-03-14T15:10:00.000Z',
            format: 'gigpress',
            shows: 42,
          }),
          undo: async (importId) => {
            sent.push(importId);
            return undone;
          },
        },
      },
    });
    renderAdmin('/admin-panel/import-shows', host);
    fireEvent.click(screen.getByRole('button', { name: 'Undo the last import' }));
    // an import of another visit: its format and its time in the site's zone (EDT, after the DST change)
    expect(
      await screen.findByText('Undo the last import (GigPress CSV, March 14, 2027 11:10 AM, 42 shows)?'),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Yes, undo it' }));
    await screen.findByText(/^Import undone: 2 shows it created deleted/);
    expect(sent).toEqual(['run-1']);
  });

  it('says so when there is nothing to undo, and asks nothing', async () => {
    const api = createApiClient({ baseURL: 'http://127.0.0.1:9' });
    renderAdmin(
      '/admin-panel/import-shows',
      offlineHost({ api: { ...api, eventsCsv: { ...api.eventsCsv, last: async () => null } } }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Undo the last import' }));
    await screen.findByText('There is no import of the last 7 days to undo.');
    expect(screen.queryByRole('button', { name: 'Yes, undo it' })).toBeNull();
  });
});
