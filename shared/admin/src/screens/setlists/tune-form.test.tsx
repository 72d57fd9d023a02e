import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Tune } from '@jazz/contracts';
import { offlineHost } from '@jazz/testing/admin-host';
import { AdminProvider } from '../../provider';
import { RepertoireTable } from './repertoire-table';
import { emptyTune, TuneForm, type TuneValues } from './tune-form';

afterEach(cleanup);

describe('TuneForm', () => {
  it('edits the title, ISWC and notes, each box labelled, its error under it', () => {
    const changes: TuneValues[] = [];
    render(
      <TuneForm
        values={{ ...emptyTune(), title: 'Solar', notes: 'up tempo' }}
        errors={{ iswc: 'An ISWC reads T-123.456.789-C.' }}
        heading="Edit tune"
        onChange={(values) => changes.push(values)}
        onSave={() => {}}
        onCancel={() => {}}
      />,
    );
    expect(screen.getByLabelText('Title')).toHaveProperty('required', true);
    expect(screen.getByLabelText('Notes').tagName).toBe('TEXTAREA');
    const iswc = screen.getByLabelText('ISWC');
    expect(iswc.getAttribute('aria-invalid')).toBe('true');
    expect(iswc.getAttribute('placeholder')).toBe('T-123.456.789-C');
    expect(screen.getByText('An ISWC reads T-123.456.789-C.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Solar Flare' } });
    fireEvent.change(iswc, { target: { value: 'T-034.524.680-1' } });
    fireEvent.change(screen.getByLabelText('Notes'), { target: { value: 'ballad' } });
    expect(changes.map(({ title, iswc, notes }) => ({ title, iswc, notes }))).toEqual([
      { title: 'Solar Flare', iswc: '', notes: 'up tempo' },
      { title: 'Solar', iswc: 'T-034.524.680-1', notes: 'up tempo' },
      { title: 'Solar', iswc: '', notes: 'ballad' },
    ]);
  });
});

describe('the ISWC of a tune (issue 46)', () => {
  const form = (iswc: string) =>
    render(
      <TuneForm
        values={{ ...emptyTune(), title: 'Blue Monk', iswc }}
        errors={{}}
        heading="Edit tune"
        onChange={() => {}}
        onSave={() => {}}
        onCancel={() => {}}
      />,
    );

  it('says a wrong check digit as it is typed, with the digit its nine digits give', () => {
    form('T-034.524.680-2');
    expect(
      screen.getByText(
        "The ISWC's check digit is wrong: T-034.524.680 ends in 1, not 2. Check its digits against the work's registration.",
      ),
    ).toBeTruthy();
    expect(screen.getByLabelText('ISWC').getAttribute('aria-invalid')).toBe('true');
  });

  it('says nothing of a right one (T-034.524.680-1, a real ISWC) or of one half typed', () => {
    form('T-034.524.680-1');
    expect(screen.queryByText(/check digit/)).toBeNull();
    cleanup();
    form('T-034.52');
    expect(screen.queryByText(/check digit|ISWC must/)).toBeNull();
  });
});

describe('the Repertoire table (issue 46)', () => {
  it('has an ISWC column, and marks a stored ISWC whose check digit is wrong', () => {
    const tune = (id: string, title: string, iswc: string): Tune => ({
      _id: id,
      id,
      title,
      composers: [],
      iswc,
      original: false,
      notes: '',
      timesPlayed: 0,
      lastPlayed: '',
      updatedAt: '2027-01-01T00:00:00.000Z',
    });
    render(
      <AdminProvider host={offlineHost()}>
        <RepertoireTable
          shown={[tune('a', 'Blue Monk', 'T-034.524.680-1'), tune('b', 'Old Entry', 'T-034.524.680-7')]}
          sort={{ key: 'title', ascending: true }}
          onSort={() => {}}
          onEdit={() => {}}
          onDelete={() => {}}
        />
      </AdminProvider>,
    );
    expect(screen.getByRole('columnheader', { name: 'ISWC' })).toBeTruthy();
    const [, monk, old] = screen.getAllByRole('row');
    expect(within(monk!).getByRole('cell', { name: 'T-034.524.680-1' })).toBeTruthy();
    expect(within(old!).getByText(/check digit wrong/)).toBeTruthy();
  });
});
