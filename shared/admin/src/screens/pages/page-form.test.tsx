import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parsePageData, type PageFields } from '@jazz/contracts';
import { UNSAVED_CHANGES_QUESTION, useForm } from '@jazz/client/forms/use-form';
import { PAGES, pageValuesOf } from './page-definitions';
import { PageForm } from './page-form';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const lessons = {
  name: 'lessons',
  description: 'Lessons for all levels.',
  testimonials: [
    { quote: 'Sam made me hear the changes.', name: 'Alex' },
    { quote: 'Patient and clear.', name: 'Jo' },
  ],
  updatedAt: '2026-01-01T00:00:00.000Z',
};

/** The Lessons page form as Edit Page holds it: the one form hook, validated on Save. */
function LessonsForm({ onSaved, onBack }: { onSaved: (data: PageFields) => void; onBack: () => void }) {
  const form = useForm((input: unknown) => parsePageData('lessons', input), pageValuesOf(PAGES.lessons, lessons));
  return (
    <PageForm
      definition={PAGES.lessons}
      form={form}
      onBack={onBack}
      onSubmit={() => {
        const data = form.validate();
        if (data) onSaved(data);
      }}
    />
  );
}

function renderForm() {
  const saved: PageFields[] = [];
  const onBack = vi.fn();
  render(<LessonsForm onSaved={(data) => saved.push(data)} onBack={onBack} />);
  return { saved, onBack };
}

const quotes = () =>
  within(screen.getByRole('group', { name: 'Testimonials' }))
    .getAllByLabelText('Quote')
    .map((el) => (el as HTMLTextAreaElement).value);

describe('PageForm (Lessons)', () => {
  it('labels the fields as people say them and names each row', () => {
    renderForm();
    expect((screen.getByLabelText('Description') as HTMLTextAreaElement).value).toBe('Lessons for all levels.');
    const second = screen.getByRole('group', { name: 'Testimonial 2' });
    expect((within(second).getByLabelText('Name') as HTMLInputElement).value).toBe('Jo');
    expect(screen.getByRole('button', { name: 'Move testimonial 1 up' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Move testimonial 2 down' })).toHaveProperty('disabled', true);
  });

  it('adds, moves and removes rows, and saves them in the order shown', () => {
    const { saved } = renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Add testimonial' }));
    const third = screen.getByRole('group', { name: 'Testimonial 3' });
    // the focus lands in the new row, ready to type
    expect(document.activeElement).toBe(within(third).getByLabelText('Quote'));
    fireEvent.change(within(third).getByLabelText('Quote'), { target: { value: 'Best teacher in Vermont.' } });

    fireEvent.click(screen.getByRole('button', { name: 'Move testimonial 3 up' }));
    expect(quotes()).toEqual(['Sam made me hear the changes.', 'Best teacher in Vermont.', 'Patient and clear.']);
    // the focus follows the moved row
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move testimonial 2 up' }));
    fireEvent.click(screen.getByRole('button', { name: 'Move testimonial 2 up' }));
    expect(quotes()[0]).toBe('Best teacher in Vermont.');
    // at the top its Up button is disabled: the focus stays in the row, on Down
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move testimonial 1 down' }));
    expect(screen.getByText('Testimonial 2 moved up to position 1.')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Remove testimonial 3' }));
    expect(quotes()).toEqual(['Best teacher in Vermont.', 'Sam made me hear the changes.']);

    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(saved).toEqual([
      {
        description: 'Lessons for all levels.',
        testimonials: [
          { quote: 'Best teacher in Vermont.', name: '' },
          { quote: 'Sam made me hear the changes.', name: 'Alex' },
        ],
      },
    ]);
  });

  it('shows a row error beside that row field, moves the focus there and clears it when edited', () => {
    const { saved } = renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Add testimonial' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(saved).toEqual([]);
    const quote = within(screen.getByRole('group', { name: 'Testimonial 3' })).getByLabelText('Quote');
    expect(quote.getAttribute('aria-invalid')).toBe('true');
    const message = document.getElementById(quote.getAttribute('aria-describedby')!.split(' ')[0]!);
    expect(message?.textContent).toBe('Quote is required.');
    expect(document.activeElement).toBe(quote);
    // the untouched rows carry no error
    const first = within(screen.getByRole('group', { name: 'Testimonial 1' })).getByLabelText('Quote');
    expect(first.getAttribute('aria-invalid')).toBe('false');

    fireEvent.change(quote, { target: { value: 'Now I can improvise.' } });
    expect(quote.getAttribute('aria-invalid')).toBe('false');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(saved).toHaveLength(1);
  });

  it('Back asks before losing changes, and leaves at once when nothing changed', () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    const { onBack } = renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(confirm).not.toHaveBeenCalled();
    expect(onBack).toHaveBeenCalledTimes(1);

    fireEvent.click(screen.getByRole('button', { name: 'Remove testimonial 1' }));
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(confirm).toHaveBeenCalledWith(UNSAVED_CHANGES_QUESTION);
    expect(onBack).toHaveBeenCalledTimes(1);
    expect(quotes()).toEqual(['Patient and clear.']);

    confirm.mockReturnValue(true);
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(onBack).toHaveBeenCalledTimes(2);
  });
});
