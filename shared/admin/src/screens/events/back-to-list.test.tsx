import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { offlineHost } from '@jazz/testing/admin-host';
import { renderAdmin } from '@jazz/testing/render-admin';

afterEach(cleanup);

/** The admin at `at`, its address shown. */
const open = (at: string) => renderAdmin(at, offlineHost(), { address: true });

const address = () => screen.getByTestId('address').textContent;

describe('the events list, left and come back to', () => {
  it('Back from Add Event returns to the list with its filter and search', async () => {
    open('/admin-panel/view-events?when=past&q=flynn');
    fireEvent.click(screen.getByRole('link', { name: 'Add Event' }));
    expect(address()).toBe('/admin-panel/add-event');
    fireEvent.click(await screen.findByRole('button', { name: 'Back' }));
    expect(address()).toBe('/admin-panel/view-events?when=past&q=flynn');
    expect(screen.getByRole('button', { name: 'Past' }).getAttribute('aria-pressed')).toBe('true');
    expect((screen.getByLabelText('Search events') as HTMLInputElement).value).toBe('flynn');
  });

  it('Back from Import shows returns to the list as it was, a search typed there included', async () => {
    open('/admin-panel/view-events?when=all');
    fireEvent.change(screen.getByLabelText('Search events'), { target: { value: 'gnu' } });
    fireEvent.click(screen.getByRole('link', { name: 'Import shows' }));
    expect(address()).toBe('/admin-panel/import-shows');
    fireEvent.click(await screen.findByRole('link', { name: /Back/ }));
    expect(address()).toBe('/admin-panel/view-events?when=all&q=gnu');
  });

  it('Back from an Add Event opened some other way goes to the plain list', async () => {
    open('/admin-panel/add-event');
    fireEvent.click(await screen.findByRole('button', { name: 'Back' }));
    expect(address()).toBe('/admin-panel/view-events');
  });
});

describe('the events list narrowed quickly', () => {
  it('a search and a status chosen before the list renders again both stay in the address', async () => {
    open('/admin-panel/view-events?when=all');
    const status = await screen.findByLabelText('Status');
    // one act: the second change comes before the router renders the first (a slow phone)
    act(() => {
      fireEvent.change(screen.getByLabelText('Search events'), { target: { value: 'gnu' } });
      fireEvent.change(status, { target: { value: 'cancelled' } });
    });
    expect(address()).toBe('/admin-panel/view-events?when=all&q=gnu&status=cancelled');
    expect((screen.getByLabelText('Status') as HTMLSelectElement).value).toBe('cancelled');
  });
});
