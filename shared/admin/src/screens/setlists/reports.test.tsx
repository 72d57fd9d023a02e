import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '@jazz/client/api-client';
import { offlineHost } from '@jazz/testing/admin-host';
import { testEvent } from '@jazz/testing/event';
import { renderAdmin } from '@jazz/testing/render-admin';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('Reports (issue 46)', () => {
  it('opens on a period that holds the last shows, says the rows it wrote, and names a show without an address', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // 9 PM EDT on 14 August 2027: the last shows were this week
    vi.setSystemTime(new Date('2027-08-15T01:00:00Z'));
    const final = { sets: [{ tunes: [{ tuneId: 't1' }] }], final: true, public: false };
    const lastWeek = testEvent('e1', '2027-08-08T00:00:00.000Z', {
      venue: 'Town Green',
      location: 'Stowe, VT',
      setlist: final,
    });
    const asked: string[][] = [];
    const api = createApiClient({ baseURL: 'http://127.0.0.1:9' });
    const host = offlineHost({
      api: {
        ...api,
        events: { ...api.events, page: async () => ({ items: [lastWeek], next: null }) },
        venues: { ...api.venues, list: async () => [] },
        tunes: { ...api.tunes, list: async () => [] },
        performancesCsv: {
          export: async (from, to) => {
            asked.push([from, to]);
            return 'date,venue,title\r\n2027-08-07,Town Green,Nardis\r\n2027-08-07,Town Green,Solar\r\n';
          },
        },
      },
    });
    URL.createObjectURL = () => 'blob:report';
    URL.revokeObjectURL = () => {};
    // jsdom does not download: the link's click is the browser's part
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderAdmin('/admin-panel/reports', host);
    const warning = await screen.findByRole('note', { name: '1 show of the report without a street address' });
    expect(within(warning).getByRole('link').textContent).toContain('Town Green');
    fireEvent.click(screen.getByRole('button', { name: 'Download the report (CSV)' }));
    expect((await screen.findByRole('status')).textContent).toBe(
      'The report is downloaded: 2 rows, one per work performed.',
    );
    expect(asked).toEqual([['2027-04-01', '2027-08-14']]);
  });
});
