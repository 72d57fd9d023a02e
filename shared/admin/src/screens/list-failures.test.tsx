import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderAdmin } from '@jazz/testing/render-admin';
import { ImagesField } from '../fields/images-field';

afterEach(cleanup);

describe('admin lists when the server is down', () => {
  it.each([
    ['view-users', 'the users'],
    ['view-groups', 'the groups'],
    ['view-events', 'the events'],
    ['messages', 'the messages'],
  ])('%s says the server can not be reached instead of showing an empty list, with Retry', async (screenPath, what) => {
    renderAdmin(`/admin-panel/${screenPath}`);
    const alert = await waitFor(
      () => {
        const found = screen.getAllByRole('alert').find((a) => a.textContent?.includes(`Could not load ${what}`));
        if (!found) throw new Error(`no alert names ${what}`);
        return found;
      },
      { timeout: 4000 },
    );
    expect(alert.textContent).toMatch(
      new RegExp(
        `^Could not load ${what}[ ,.].*The server can not be reached. Check the connection and try again. Retry$`,
      ),
    );
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});

describe('ImagesField', () => {
  it('names a file it refuses instead of ignoring it, and is a labelled button for the keyboard', async () => {
    const changes: unknown[] = [];
    render(<ImagesField name="images" value={{}} onChange={(v) => changes.push(v)} errors={{}} />);
    // the formats and the limit are said before the drop
    const zone = screen.getByRole('button', {
      name: 'Images Drop images here, or click to choose them. JPEG, PNG, WebP, AVIF, GIF or HEIC, up to 40 MB each.',
    });
    expect(zone.tabIndex).toBe(0);
    const input = zone.parentElement!.querySelector('input[type=file]')!;
    const photo = new File(['%PDF-1.4'], 'setlist.pdf', { type: 'application/pdf' });
    fireEvent.change(input, { target: { files: [photo] } });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Not added: setlist.pdf. Images must be JPEG, PNG, WebP, AVIF, GIF or HEIC.');
    expect(changes).toEqual([]);
  });

  it("takes an iPhone's HEIC that the browser gave no media type, named by its extension", async () => {
    const changes: Record<string, string>[] = [];
    render(<ImagesField name="images" value={{}} onChange={(v) => changes.push(v)} errors={{}} />);
    const input = document.querySelector('input[type=file]')!;
    const heic = new File([new Uint8Array([0, 0, 0, 24, 102, 116, 121, 112])], 'IMG_4033.HEIC', { type: '' });
    fireEvent.change(input, { target: { files: [heic] } });
    await waitFor(() => expect(changes).toHaveLength(1));
    expect(Object.values(changes[0]!)[0]).toMatch(/^data:image\/heic;base64,/);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
