import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createApiClient } from '@jazz/client/api-client';
import type { Venue } from '@jazz/contracts';
import { offlineHost } from '@jazz/testing/admin-host';
import { testEvent } from '@jazz/testing/factories';
import { renderAdmin } from '@jazz/testing/render-admin';

afterEach(cleanup);

const radioBean: Venue = {
  _id: 'v1',
  id: 'v1',
  name: 'Radio Bean',
  address: '8 N Winooski Ave',
  city: 'Burlington',
  region: 'VT',
  postalCode: '05401',
  country: 'US',
  link: 'https://radiobean.com',
  phone: '',
  updatedAt: '2031-01-01T00:00:00.000Z',
};

const at = (venue: string, location: string, venueId = '') => ({ venue, location, venueId, venueLink: '' });

function host() {
  const api = createApiClient({ baseURL: 'http://127.0.0.1:9' });
  const events = [
    testEvent('e1', '2031-06-01T23:00:00.000Z', at('Radio Bean', 'Burlington, VT', 'v1')),
    testEvent('e2', '2031-06-08T23:00:00.000Z', at('Radio Bean', 'Burlington, VT', 'v1')),
    testEvent('e3', '2031-06-09T23:00:00.000Z', at('Nectar’s', 'Burlington, VT')),
    testEvent('e4', '2031-06-10T23:00:00.000Z', at('nectar’s', 'Burlington, VT')),
    // typed by hand but the saved venue's name and place: not offered to save again
    testEvent('e5', '2031-06-11T23:00:00.000Z', at('Radio Bean', 'Burlington, VT')),
  ];
  return offlineHost({
    api: {
      ...api,
      venues: {
        ...api.venues,
        list: async () => [radioBean],
        create: async (data) => ({ ...radioBean, ...(data as object), _id: 'v2', id: 'v2' }) as Venue,
      },
      events: { ...api.events, list: async () => events },
      groups: { ...api.groups, list: async () => [] },
    },
  });
}

describe('venues in use', () => {
  it('lists every venue in use with its show count, offering to save only those not saved', async () => {
    renderAdmin('/admin-panel/view-venues', host());
    const saved = await screen.findByRole('table', { name: 'Venues' });
    await waitFor(() =>
      expect(within(saved).getByRole('row', { name: /Radio Bean/ }).textContent).toContain('2 shows'),
    );
    const unsaved = await screen.findByRole('table', { name: 'Venues of shows, not saved' });
    const rows = within(unsaved).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent)).toEqual([expect.stringMatching(/^Nectar’sBurlington, VT2 shows/)]);
    fireEvent.click(within(unsaved).getByRole('button', { name: /Save as a venue/ }));
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Nectar’s');
    expect((screen.getByLabelText('City') as HTMLInputElement).value).toBe('Burlington');
    // saved: said in the admin's live region like every save
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved.')).toBeTruthy();
  });

  it('opens a venue to edit from a show’s "Edit venue" (?edit=)', async () => {
    renderAdmin('/admin-panel/view-venues?edit=v1', host());
    expect(await screen.findByRole('heading', { name: 'Edit Radio Bean' })).toBeTruthy();
  });

  it('on a show: a typed name that is saved is offered as that venue; once chosen its fields are read-only', async () => {
    renderAdmin('/admin-panel/add-event', host());
    fireEvent.change(await screen.findByLabelText(/^Venue$/), { target: { value: 'radio bean' } });
    expect(screen.queryByRole('button', { name: /as a venue/ })).toBeNull();
    fireEvent.click(await screen.findByRole('button', { name: /Use the saved venue “Radio Bean”/ }));
    for (const label of [/^Venue$/, /^Venue Link/, /^Location/, /^Address/])
      expect((screen.getByLabelText(label) as HTMLInputElement).readOnly).toBe(true);
    expect(screen.getByRole('link', { name: 'Edit venue' }).getAttribute('href')).toBe(
      '/admin-panel/view-venues?edit=v1',
    );
  });
});
