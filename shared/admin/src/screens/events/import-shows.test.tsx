import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAdmin } from '@jazz/testing/render-admin';

afterEach(cleanup);

const renderImport = () => renderAdmin('/admin-panel/import-shows');

function choose(text: string, name = 'shows.csv') {
  const input = document.querySelector<HTMLInputElement>('input[type=file]')!;
  fireEvent.change(input, { target: { files: [new File([text], name, { type: 'text/csv' })] } });
}

describe('Import shows without a connection', () => {
  it('says the import needs the server and keeps Confirm disabled', async () => {
    renderImport();
    expect(screen.getByRole('heading', { name: 'Import shows' })).toBeTruthy();
    choose('Date,Time,Artist,Venue\n2027-05-01,20:00:00,Cannonball Quintet,Flynn Space\n');
    const alert = await screen.findByText(/needs a connection/, {}, { timeout: 4000 });
    expect(alert.textContent).toBe(
      'Importing shows needs a connection to the server. Connect, then choose the file again.',
    );
    expect(alert.getAttribute('role')).toBe('alert');
    expect(screen.getByRole('status').textContent).toBe('shows.csv could not be checked by the server.');
    expect(screen.queryByRole('table')).toBeNull();
    expect((screen.getByRole('button', { name: 'Confirm import' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("clears the file before at once when another is chosen: its alert and status are never the new file's", async () => {
    renderImport();
    choose('Date,Time,Artist,Venue\n2027-05-01,20:00:00,Cannonball Quintet,Flynn Space\n');
    await screen.findByText(/needs a connection/, {}, { timeout: 4000 });
    // the next file is slow to read (a career's CSV): held until the screen has been looked at
    const read = FileReader.prototype.readAsText;
    let release!: () => void;
    const spy = vi.spyOn(FileReader.prototype, 'readAsText').mockImplementation(function (this: FileReader, file) {
      release = () => read.call(this, file);
    });
    choose('BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n', 'calendar.ics');
    await screen.findByText('Reading calendar.ics…');
    // nothing of the file before while the new one is read
    expect(screen.queryByText(/needs a connection/)).toBeNull();
    expect(screen.queryByText(/shows\.csv/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Confirm import' })).toBeNull();
    release();
    spy.mockRestore();
    // then the new file's own answer
    await screen.findByText('calendar.ics could not be checked by the server.', {}, { timeout: 4000 });
    expect(screen.getByText(/needs a connection/)).toBeTruthy();
  });

  it('offers a band for files without a band column, and updating duplicates', () => {
    renderImport();
    const band = screen.getByRole('combobox', { name: 'Band' }) as HTMLSelectElement;
    expect(band.value).toBe('');
    expect(band.options[0]!.textContent).toBe('The band the file names');
    expect(
      (screen.getByRole('checkbox', { name: 'Update the shows the file duplicates' }) as HTMLInputElement).checked,
    ).toBe(false);
  });
});
