import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderAdmin } from '../../../testing/render-admin';

afterEach(cleanup);

const renderImport = () => renderAdmin('/admin-panel/import-shows');

function choose(text: string, name = 'shows.csv') {
  const input = document.querySelector<HTMLInputElement>('input[type=file]')!;
  fireEvent.change(input, { target: { files: [new File([text], name, { type: 'text/csv' })] } });
}

describe('Import shows without a connection', () => {
  it('says the import needs the server, shows the file as read, and keeps Confirm disabled', async () => {
    renderImport();
    expect(screen.getByRole('heading', { name: 'Import shows' })).toBeTruthy();
    choose('group,venue,startDate\nCannonball Quintet,Flynn Space,2027-05-01 20:00\n');
    const alert = await screen.findByText(/needs a connection/, {}, { timeout: 4000 });
    expect(alert.textContent).toBe(
      'Importing shows needs a connection to the server. Connect, then choose the file again.',
    );
    expect(alert.getAttribute('role')).toBe('alert');
    expect(screen.getByRole('status').textContent).toBe('shows.csv could not be checked by the server.');
    expect(screen.getByRole('table', { name: 'Rows of the file' }).querySelectorAll('tbody tr')).toHaveLength(1);
    expect((screen.getByRole('button', { name: 'Confirm import' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows the problems the file has on its own reading beside their row', async () => {
    renderImport();
    choose('group,venue,startDate\nCannonball Quintet,,2027-05-01 20:00\n', 'bad.csv');
    const alert = await screen.findByText(/row has problems/);
    expect(alert.getAttribute('role')).toBe('alert');
    const row = screen.getByRole('row', { name: /^2 / });
    expect(row.className).toBe('import-row-invalid');
    expect(row.querySelector('td[data-label="Problems"]')!.textContent).toMatch(/^venue: /);
    expect((screen.getByRole('button', { name: 'Confirm import' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("names a problem of the header row as the header's, not as a show's", async () => {
    renderImport();
    choose('hello\nworld\n', 'notes.csv');
    const alert = await screen.findByText(/problems/);
    expect(alert.textContent).toMatch(/^notes\.csv: the header row and 1 row have problems\./);
    choose('group,venue,startDate,colour\nCannonball Quintet,Flynn Space,next friday,red\n', 'colour.csv');
    expect((await screen.findByText(/^colour\.csv:/)).textContent).toMatch(/the header row and 1 row have problems/);
    expect(screen.getByRole('row', { name: /^2 / }).textContent).toContain('Write the start as year-month-day');
  });
});
