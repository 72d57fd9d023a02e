import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
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
