import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Tune } from '@jazz/contracts';
import { TunePicker } from './tune-picker';

afterEach(cleanup);

const autumn: Tune = {
  _id: 't1',
  id: 't1',
  title: 'Autumn Leaves',
  composers: [{ name: 'Joseph Kosma' }],
  iswc: '',
  original: false,
  notes: '',
  updatedAt: '2026-11-01T00:00:00.000Z',
  timesPlayed: 0,
  lastPlayed: '',
};

describe('TunePicker', () => {
  it('offers no new tune while the repertoire is being read, then picks the tune it has', () => {
    const picked: string[] = [];
    const created: string[] = [];
    const props = {
      onPick: (tune: Tune) => void picked.push(tune.title),
      onCreate: async (title: string) => void created.push(title),
    };
    const { rerender } = render(<TunePicker tunes={[]} reading {...props} />);
    const input = screen.getByRole('combobox', { name: 'Add a tune' });
    expect(input.getAttribute('aria-describedby')).toBe(screen.getByRole('status').id);
    expect(screen.getByRole('status').textContent).toBe('Reading the repertoire...');
    fireEvent.change(input, { target: { value: 'autumn' } });
    expect(screen.queryAllByRole('option')).toEqual([]);
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(created).toEqual([]);

    // the repertoire arrives: what he typed matches it
    rerender(<TunePicker tunes={[autumn]} {...props} />);
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Autumn Leaves',
      'New tune: “autumn”',
    ]);
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(picked).toEqual(['Autumn Leaves']);
    expect(created).toEqual([]);
  });
});
