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
