import { describe, expect, it } from 'vitest';
import { testEvent } from '@jazz/testing/event';
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
