import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PeriodFields, type DayPeriod } from './period-fields';

afterEach(cleanup);

describe('PeriodFields', () => {
  it('labels From and To as day inputs and hands back the end that changed', () => {
    const changes: Partial<DayPeriod>[] = [];
    render(
      <PeriodFields
        id="report"
        period={{ from: '2025-04-01', to: '2025-06-30' }}
        onChange={(change) => changes.push(change)}
      />,
    );
    const from = screen.getByLabelText('From');
    const to = screen.getByLabelText('To');
    expect(from).toMatchObject({ id: 'report-from', type: 'date', value: '2025-04-01' });
    expect(to).toMatchObject({ id: 'report-to', type: 'date', value: '2025-06-30' });
    fireEvent.change(to, { target: { value: '2025-07-31' } });
    fireEvent.change(from, { target: { value: '2025-01-01' } });
    expect(changes).toEqual([{ to: '2025-07-31' }, { from: '2025-01-01' }]);
  });
});
