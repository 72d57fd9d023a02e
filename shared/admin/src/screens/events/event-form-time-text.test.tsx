import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderAdmin } from '@jazz/testing/render-admin';

afterEach(cleanup);

const input = (label: string) => screen.getByLabelText(label, { selector: 'input' }) as HTMLInputElement;

describe('the event form’s Time Text', () => {
  it('follows the start as it is picked when it is only a time, and keeps words', async () => {
    renderAdmin('/admin-panel/add-event');
    await screen.findByRole('button', { name: 'Add' });
    fireEvent.change(input('Start Date & Time'), { target: { value: 'May 2, 2031 7:00 PM' } });
    fireEvent.change(input('Time Text'), { target: { value: '7:00 PM' } });
    fireEvent.change(input('Start Date & Time'), { target: { value: 'May 2, 2031 8:30 PM' } });
    expect(input('Start Date & Time').value).toBe('May 2, 2031 8:30 PM');
    expect(input('Time Text').value).toBe('8:30 PM');
    // beside it, the rule in words
    expect(screen.getByText(/follows the start and end above/).id).toBe('field-timeText-hint');

    fireEvent.change(input('Time Text'), { target: { value: 'Two sets, 8 and 10' } });
    fireEvent.change(input('Start Date & Time'), { target: { value: 'May 2, 2031 9:00 PM' } });
    expect(input('Time Text').value).toBe('Two sets, 8 and 10');
  });
});
