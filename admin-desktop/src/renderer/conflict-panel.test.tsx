import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createApiClient } from '@jazz/client/api-client';
import { testEvent, testEventData } from '@jazz/testing/event';
import { createMemoryStorage } from '../core/memory-storage';
import { Outbox } from '../core/outbox';
import type { OutboxEntry } from '../core/outbox-types';
import { SyncEngine } from '../core/sync';
import { ConflictPanel } from './conflict-panel';

afterEach(cleanup);

describe('the desktop’s conflict panel (issue 46)', () => {
  it('names the show in its heading: title, venue and start in the site’s zone', () => {
    const engine = new SyncEngine(
      new Outbox(createMemoryStorage()),
      createApiClient({ baseURL: 'http://127.0.0.1:9' }),
    );
    const data = testEventData({ title: 'Spring Swing', venue: 'Radio Bean', startDate: '2031-05-03T00:00:00.000Z' });
    const current = testEvent('e1', '2031-05-03T00:00:00.000Z', { title: 'Spring Swing', venue: 'Radio Bean' });
    const entry: OutboxEntry = {
      op: 'event.update',
      id: 'e1',
      comparator: {},
      from: 'server',
      data,
      seq: 4,
      key: 'k',
      createdAt: '2031-04-01T00:00:00.000Z',
      status: 'conflict',
      attempts: 1,
      current,
    };
    render(<ConflictPanel engine={engine} entry={entry} timezone="America/New_York" nameOf={(id) => id} />);
    expect(screen.getByRole('region', { name: /Conflict/ }).getAttribute('aria-labelledby')).toBe(
      'desk-conflict-title-4',
    );
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe(
      'Conflict: this event was changed elsewhere — “Spring Swing” at Radio Bean, May 2, 2031 8:00 PM',
    );
  });
});
