import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { ComponentProps } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConflictDialog, countImages } from './conflict-dialog';
import { formatInZone } from './timezone';

afterEach(cleanup);

const fields = [
  { key: 'title', label: 'Title' },
  { key: 'venue', label: 'Venue' },
  { key: 'location', label: 'Location' },
];

const spring = { title: 'Spring gig', venue: 'Radio Bean', location: 'Burlington' };

/** The dialog over three versions of a show: title, venue and location, each choice doing nothing, unless the test says. */
const renderDialog = (
  props: Pick<ComponentProps<typeof ConflictDialog>, 'original' | 'theirs' | 'mine'> &
    Partial<ComponentProps<typeof ConflictDialog>>,
) =>
  render(
    <ConflictDialog fields={fields} onTakeTheirs={() => {}} onOverwrite={() => {}} onCancel={() => {}} {...props} />,
  );

describe('ConflictDialog', () => {
  it('after a three-way merge shows only the fields both changed, side by side', () => {
    renderDialog({
      original: spring,
      theirs: { ...spring, venue: 'Nectars', location: 'Winooski' },
      mine: { ...spring, venue: 'Nectars', location: 'Stowe' },
      only: ['location'],
      formKeys: ['title', 'venue', 'location'],
    });
    const dialog = screen.getByRole('dialog', { name: 'Changed on the server' });
    expect(
      within(dialog)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual(['LocationWinooskiStowe']);
    expect(dialog.textContent).toContain('Their other changes are kept with yours');
  });

  it('lists each field changed on the server with their value beside mine, and offers the choices', () => {
    const onTakeTheirs = vi.fn();
    const onOverwrite = vi.fn();
    const onCancel = vi.fn();
    renderDialog({
      original: spring,
      theirs: { ...spring, venue: 'Nectars', location: 'Burlington, VT' },
      mine: { ...spring, title: 'Spring gig!' },
      onTakeTheirs,
      onOverwrite,
      onCancel,
    });
    const dialog = screen.getByRole('dialog', { name: 'Changed on the server' });
    const rows = within(dialog).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual(['VenueNectarsRadio Bean', 'LocationBurlington, VTBurlington']);
    expect(document.activeElement?.textContent).toBe('Changed on the server');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reload (take theirs)' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Overwrite with mine' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep editing' }));
    expect([onTakeTheirs.mock.calls.length, onOverwrite.mock.calls.length, onCancel.mock.calls.length]).toEqual([
      1, 1, 1,
    ]);
  });

  it('formats values with the field formatter (dates in the site zone, images as a count)', () => {
    // the formatters of Edit Event and Edit Group, with a site in New York
    const inSiteZone = (v: unknown) => formatInZone(String(v ?? ''), 'America/New_York');
    renderDialog({
      fields: [
        { key: 'startDate', label: 'Start Date & Time', format: inSiteZone },
        { key: 'images', label: 'Images', format: countImages },
      ],
      original: { startDate: '2027-05-03T16:00:00.000Z', images: { a: '1' } },
      theirs: { startDate: '2027-05-04T00:00:00.000Z', images: { a: '1', b: '2' } },
      mine: { startDate: '2027-05-03T16:00:00.000Z', images: {} },
    });
    // 00:00 UTC is 8 PM the evening before in New York, 16:00 UTC is noon there
    expect(screen.getByRole('row', { name: /Start Date/ }).textContent).toBe(
      'Start Date & TimeMay 3, 2027 8:00 PMMay 3, 2027 12:00 PM',
    );
    expect(screen.getByRole('row', { name: /Images/ }).textContent).toBe('Images2 images0 images');
  });

  it('opens as a modal: Escape is Keep editing, and closing gives the focus back to the form', () => {
    const onCancel = vi.fn();
    function Screen({ open }: { open: boolean }) {
      return (
        <form>
          <button type="button">Save</button>
          {open ? (
            <ConflictDialog
              fields={fields}
              original={{ venue: 'Radio Bean' }}
              theirs={{ venue: 'Nectars' }}
              mine={{ venue: 'Radio Bean' }}
              onTakeTheirs={() => {}}
              onOverwrite={() => {}}
              onCancel={onCancel}
            />
          ) : null}
        </form>
      );
    }
    const { rerender } = render(<Screen open={false} />);
    const save = screen.getByRole('button', { name: 'Save' });
    save.focus();
    rerender(<Screen open />);
    const dialog = screen.getByRole('dialog', { name: 'Changed on the server' });
    expect((dialog as HTMLDialogElement).open).toBe(true);
    expect(dialog.contains(document.activeElement)).toBe(true);
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(onCancel).toHaveBeenCalledTimes(1);
    // the screen decides: it unmounts the dialog, which closes and hands the focus back
    rerender(<Screen open={false} />);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(save);
  });

  it('does not list a date the server only spelled differently (the comparison the server makes)', () => {
    renderDialog({
      fields: [
        { key: 'startDate', label: 'Start Date & Time' },
        { key: 'venue', label: 'Venue' },
      ],
      original: { startDate: '2027-05-04T00:00:00.000Z', venue: 'Radio Bean' },
      theirs: { startDate: '2027-05-03T20:00:00-04:00', venue: 'Nectars' },
      mine: { startDate: '2027-05-04T00:00:00.000Z', venue: 'Radio Bean' },
    });
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual(['VenueNectarsRadio Bean']);
  });
});
