import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { createApiClient } from '@jazz/client/api-client';
import { DEFAULT_LESSON_SETTINGS, type LessonSettings } from '@jazz/contracts';
import { offlineHost } from '@jazz/testing/admin-host';
import { renderAdmin } from '@jazz/testing/render-admin';

afterEach(cleanup);

it('edits the weekly windows and the lengths row by row, and saves what the rows show', async () => {
  const sent: LessonSettings[] = [];
  const api = createApiClient({ baseURL: 'http://127.0.0.1:9' });
  const host = offlineHost({
    api: {
      ...api,
      lessons: {
        ...api.lessons,
        settings: async () => DEFAULT_LESSON_SETTINGS,
        updateSettings: async (_comparator, data) => (sent.push(data), data),
      },
    },
  });
  renderAdmin('/admin-panel/lesson-settings', host);
  const windows = await screen.findByRole('group', { name: 'Weekly availability' });
  const lengths = screen.getByRole('group', { name: 'Lengths and prices' });

  fireEvent.click(screen.getByRole('button', { name: 'Add a window' }));
  const to = windows.querySelectorAll<HTMLInputElement>('input[aria-label="To"]');
  expect(to).toHaveLength(3);
  fireEvent.change(to[2]!, { target: { value: '21:00' } });
  fireEvent.change(windows.querySelectorAll('select[aria-label="Day"]')[2]!, { target: { value: 'FR' } });
  // the first length goes; the second gets a price
  fireEvent.click(lengths.querySelectorAll('button')[0]!);
  fireEvent.change(within(lengths).getAllByLabelText('Price')[0]!, {
    target: { value: '$45' },
  });
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));

  await waitFor(() => expect(sent).toHaveLength(1));
  expect(sent[0]!.availability).toEqual([
    { day: 'TU', from: '14:00', to: '19:00' },
    { day: 'WE', from: '15:00', to: '20:00' },
    { day: 'FR', from: '14:00', to: '21:00' },
  ]);
  expect(sent[0]!.lengths).toEqual([
    { minutes: 45, price: '$45' },
    { minutes: 60, price: '' },
  ]);
  expect(await screen.findByText('Saved.')).toBeTruthy();
});
