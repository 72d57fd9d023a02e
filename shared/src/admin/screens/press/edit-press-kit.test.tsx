import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, createApiClient } from '../../../api-client';
import { emptyPressFields, PRESS_MESSAGES, type PressKit } from '../../../contracts';
import { UNSAVED_CHANGES_QUESTION } from '../../../forms/use-form';
import { offlineHost } from '../../../testing/admin-host';
import { renderAdmin } from '../../../testing/render-admin';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const kit: PressKit = {
  ...emptyPressFields(),
  bioShort: 'Short bio.',
  _id: 'site',
  key: 'site',
  name: 'Sam Whitesell',
  path: '/press',
  photos: [],
  stagePlotLink: '',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

/** The Press kit screen over an API whose press routes answer as the server would. */
function renderKit(update: (comparator: unknown, data: unknown) => Promise<PressKit>) {
  const api = createApiClient({ baseURL: 'http://127.0.0.1:9' });
  const host = offlineHost({
    api: { ...api, press: { ...api.press, get: async () => kit, update: (_key, c, d) => update(c, d) } },
  });
  renderAdmin('/admin-panel/press-kit/site', host, { address: true });
}

describe('Edit Press kit', () => {
  it('asks before Back drops a change, and goes back at once without one', async () => {
    renderKit(async () => kit);
    const short = (await screen.findByLabelText('Short bio (about 50 words)')) as HTMLTextAreaElement;
    expect(short.value).toBe('Short bio.');
    fireEvent.change(short, { target: { value: 'A new short bio.' } });
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(confirm).toHaveBeenCalledWith(UNSAVED_CHANGES_QUESTION);
    expect(screen.getByTestId('address').textContent).toBe('/admin-panel/press-kit/site');
    fireEvent.change(short, { target: { value: 'Short bio.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByTestId('address').textContent).toBe('/admin-panel/press-kits');
  });

  it('shows an input row problem under its cell and sends nothing', async () => {
    const update = vi.fn(async () => kit);
    renderKit(update);
    fireEvent.click(await screen.findByRole('button', { name: 'Add input' }));
    fireEvent.change(screen.getByLabelText('Channel'), { target: { value: '3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const instrument = await screen.findByLabelText('Instrument');
    expect(instrument.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(instrument.getAttribute('aria-describedby')!.split(' ')[0]!)?.textContent).toBe(
      PRESS_MESSAGES.instrument,
    );
    expect(update).not.toHaveBeenCalled();
  });

  it('on a 409 shows what someone else changed, and overwrites only when asked', async () => {
    const theirs = { ...kit, bioShort: 'Their short bio.' };
    const update = vi
      .fn<(comparator: unknown, data: unknown) => Promise<PressKit>>()
      .mockRejectedValueOnce(new ApiError(409, 'Changed.', {}, theirs))
      .mockResolvedValueOnce({ ...kit, bioShort: 'My short bio.' });
    renderKit(update);
    fireEvent.change(await screen.findByLabelText('Short bio (about 50 words)'), {
      target: { value: 'My short bio.' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('dialog', { hidden: true });
    const row = within(dialog).getByRole('row', { name: /Short bio/, hidden: true });
    expect(row.textContent).toContain('Their short bio.');
    expect(row.textContent).toContain('My short bio.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Overwrite with mine', hidden: true }));
    await screen.findByText('/admin-panel/press-kits');
    // the second send compares with the server's version
    expect(update.mock.calls[1]![0]).toMatchObject({ bioShort: 'Their short bio.' });
    expect(update.mock.calls[1]![1]).toMatchObject({ bioShort: 'My short bio.' });
  });
});
