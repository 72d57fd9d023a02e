import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, createApiClient } from '@jazz/client/api-client';
import { emptyPressFields, PRESS_MESSAGES, type PressKit, type PressPhoto } from '@jazz/contracts';
import { UNSAVED_LEAVE_QUESTION } from '@jazz/client/forms/unsaved';
import { UNSAVED_CHANGES_QUESTION } from '@jazz/client/forms/use-form';
import { offlineHost } from '@jazz/testing/admin-host';
import { renderAdmin } from '@jazz/testing/render-admin';

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

const photo: PressPhoto = {
  _id: 'p1',
  id: 'p1',
  title: 'On stage',
  credit: '',
  usage: '',
  image: '/media/p1.webp',
  srcSet: '',
  width: 1600,
  height: 1067,
  original: '/press/photos/p1.jpg',
  originalWidth: 4000,
  originalHeight: 2667,
  originalBytes: 1_000_000,
  originalType: 'image/jpeg',
  position: 0,
  updatedAt: '2026-01-01T00:00:00.000Z',
};

/** The Press kit screen over an API whose press routes answer as the server would. */
function renderKit(
  update: (comparator: unknown, data: unknown) => Promise<PressKit>,
  { photos = [] as PressPhoto[], updatePhoto = vi.fn(async (_c: PressPhoto, d: object) => ({ ...photo, ...d })) } = {},
) {
  const api = createApiClient({ baseURL: 'http://127.0.0.1:9' });
  const host = offlineHost({
    api: {
      ...api,
      press: {
        ...api.press,
        get: async () => ({ ...kit, photos }),
        update: (_key, c, d) => update(c, d),
        photos: { ...api.press.photos, update: (_key, _id, c, d) => updatePhoto(c as PressPhoto, d) },
      },
    },
  });
  renderAdmin('/admin-panel/press-kit/site', host, { address: true });
  return { updatePhoto };
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

  it("one Save for the kit: a photo's credit typed and not saved on its own is saved with the kit", async () => {
    const update = vi.fn(async () => kit);
    const { updatePhoto } = renderKit(update, { photos: [photo] });
    fireEvent.change(await screen.findByLabelText('Credit'), { target: { value: 'Jane Photographer' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('/admin-panel/press-kits');
    expect(updatePhoto).toHaveBeenCalledTimes(1);
    expect(updatePhoto.mock.calls[0]![1]).toMatchObject({ credit: 'Jane Photographer' });
    expect(update).toHaveBeenCalledTimes(1);
  });

  it("a refused photo credit keeps the kit open with the photo's message", async () => {
    const update = vi.fn(async () => kit);
    const updatePhoto = vi.fn(async () => {
      throw new ApiError(400, 'Too long.', { credit: 'Keep the credit under 300 characters.' });
    });
    renderKit(update, { photos: [photo], updatePhoto });
    fireEvent.change(await screen.findByLabelText('Credit'), { target: { value: 'x'.repeat(301) } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Keep the credit under 300 characters.');
    expect(update).not.toHaveBeenCalled();
    expect(screen.getByTestId('address').textContent).toBe('/admin-panel/press-kit/site');
  });

  it('asks before a link leaves unsaved changes (a photo credit too), and before the window unloads', async () => {
    renderKit(async () => kit, { photos: [photo] });
    const credit = await screen.findByLabelText('Credit');
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(unload()).toBe(false);
    fireEvent.change(credit, { target: { value: 'Jane Photographer' } });
    expect(unload()).toBe(true);
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    fireEvent.click(screen.getByRole('link', { name: 'Back to the press kits' }));
    expect(confirm).toHaveBeenCalledWith(UNSAVED_LEAVE_QUESTION);
    expect(screen.getByTestId('address').textContent).toBe('/admin-panel/press-kit/site');
    confirm.mockReturnValue(true);
    fireEvent.click(screen.getByRole('link', { name: 'Back to the press kits' }));
    expect(screen.getByTestId('address').textContent).toBe('/admin-panel/press-kits');
  });

  it('follows a link at once when nothing changed', async () => {
    renderKit(async () => kit);
    await screen.findByLabelText('Short bio (about 50 words)');
    const confirm = vi.spyOn(window, 'confirm');
    fireEvent.click(screen.getByRole('link', { name: 'Back to the press kits' }));
    expect(confirm).not.toHaveBeenCalled();
    expect(screen.getByTestId('address').textContent).toBe('/admin-panel/press-kits');
  });
});

describe('where the other text lives (issue 46)', () => {
  const open = (key: string, name: string) => {
    const api = createApiClient({ baseURL: 'http://127.0.0.1:9' });
    const host = offlineHost({
      api: {
        ...api,
        press: { ...api.press, get: async () => ({ ...kit, _id: key, key, name, path: `/press/${key}` }) },
      },
    });
    renderAdmin(`/admin-panel/press-kit/${key}`, host, { address: true });
  };

  it('a band’s kit links its bios to the band page’s text, the band’s Description', async () => {
    open('g7', 'Cannonball Quintet');
    fireEvent.click(await screen.findByRole('link', { name: 'Edit Cannonball Quintet' }));
    expect(screen.getByTestId('address').textContent).toBe('/admin-panel/edit-group?id=g7');
  });

  it('the musician’s kit links its bios to the About page', async () => {
    open('site', 'Sam Whitesell');
    expect(await screen.findByText(/These bios are for bookers/)).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Edit the About page' }));
    expect(screen.getByTestId('address').textContent).toBe('/admin-panel/edit-page/about');
  });
});
