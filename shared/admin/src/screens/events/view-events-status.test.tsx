import { cleanup, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createApiClient } from '@jazz/client/api-client';
import { offlineHost } from '@jazz/testing/admin-host';
import { testEvent } from '@jazz/testing/event';
import { renderAdmin } from '@jazz/testing/render-admin';
import { statusText } from './view-events';

describe('the Status column of View Events', () => {
  const names = new Map([['s1', 'Every Thursday']]);

  it('says each show’s status, sold out, and the series it belongs to', () => {
    expect(statusText(testEvent('a', '2031-05-02T00:00:00.000Z'), names)).toBe('Scheduled');
    expect(statusText(testEvent('b', '2031-05-02T00:00:00.000Z', { status: 'cancelled' }), names)).toBe('Cancelled');
    expect(statusText(testEvent('c', '2031-05-02T00:00:00.000Z', { soldOut: true }), names)).toBe(
      'Scheduled, sold out',
    );
    expect(statusText(testEvent('d', '2031-05-02T00:00:00.000Z', { seriesId: 's1' }), names)).toBe(
      'Scheduled · Every Thursday',
    );
  });
});

describe('a private show in View Events (issue 46)', () => {
  it('is marked "Private" in words in its row, a public one is not', async () => {
    const api = createApiClient({ baseURL: 'http://127.0.0.1:9' });
    const rows = [
      testEvent('wedding', '2031-06-07T22:00:00.000Z', { venue: 'Shelburne Farms', private: true }),
      testEvent('club', '2031-06-08T23:30:00.000Z', { venue: 'Radio Bean' }),
    ];
    renderAdmin(
      '/admin-panel/view-events?when=all',
      offlineHost({ api: { ...api, events: { ...api.events, page: async () => ({ items: rows, next: null }) } } }),
    );
    const wedding = (await screen.findByText('Shelburne Farms')).closest('tr')!;
    expect(within(wedding).getByText('Private')).toBeTruthy();
    const club = screen.getByText('Radio Bean').closest('tr')!;
    expect(within(club).queryByText('Private')).toBeNull();
    cleanup();
  });
});
