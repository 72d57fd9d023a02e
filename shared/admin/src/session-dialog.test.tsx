import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@jazz/contracts';
import { offlineHost } from '@jazz/testing/admin-host';
import { AdminProvider } from './provider';
import { SessionDialog, sessionLogin } from './session-dialog';
import { useAdminStores, type AdminStores } from './stores';

// the login's code loads when a session ends (session-dialog.tsx): here, before the tests
beforeAll(async () => {
  await sessionLogin.preload();
});
afterEach(cleanup);

// the server is down; signing in again is possible (the host keeps a new token)
const host = offlineHost({ onSignedIn: () => {} });

/** The admin's screen under the dialog: a form with its own Email field. */
function renderScreen() {
  let stores!: AdminStores;
  function Screen() {
    stores = useAdminStores();
    return (
      <>
        <form>
          <label htmlFor="field-email">Email</label>
          <input id="field-email" />
          <button type="button">Save</button>
        </form>
        {/* beside the screen, as AdminLayout mounts it: a form can not hold the dialog's form */}
        <SessionDialog />
      </>
    );
  }
  render(
    <AdminProvider host={host}>
      <Screen />
    </AdminProvider>,
  );
  return stores;
}

describe('SessionDialog', () => {
  it('opens as a modal over the form with its own ids, the password focused; Escape is Not now', () => {
    const stores = renderScreen();
    const save = screen.getByRole('button', { name: 'Save' });
    save.focus();
    // what the store does when a save is answered 401
    act(() => stores.session.setState({ expired: true, retry: () => {} }));
    const dialog = screen.getByRole('dialog', { name: 'Your session has expired' }) as HTMLDialogElement;
    expect(dialog.open).toBe(true);
    expect(document.activeElement?.id).toBe('session-password');
    expect((document.getElementById('session-email') as HTMLInputElement).value).toBe('sam@example.com');
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(stores.session.getState()).toMatchObject({ expired: false, retry: null });
    expect(document.activeElement).toBe(save);
  });

  it('checks the fields with the login contract, then says when the server can not be reached', async () => {
    const stores = renderScreen();
    act(() => stores.session.setState({ expired: true, retry: () => {} }));
    fireEvent.click(screen.getByRole('button', { name: 'Log In' }));
    const password = document.getElementById('session-password')!;
    expect(password.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(password.getAttribute('aria-describedby')!)?.textContent).toBe(MESSAGES.password);
    // the form under the dialog is untouched
    expect(document.getElementById('field-email')?.getAttribute('aria-invalid')).toBeNull();
    fireEvent.change(password, { target: { value: 'a password' } });
    fireEvent.click(screen.getByRole('button', { name: 'Log In' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'The server can not be reached. Check the connection and try again.',
      ),
    );
    expect(stores.session.getState().expired).toBe(true);
  });
});
