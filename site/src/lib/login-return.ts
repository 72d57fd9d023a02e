import { returnPath } from '@jazz/contracts/paths';

// SPEC: the admin's guard sends a visitor to /login "carrying the original location". /login is
// the server's page (a page of islands) and the admin an entry of its own, so the admin's shell
// loads /login as a page: the location travels in the history entry's state, which a reload keeps.

/** The key of that state (the history entry of /login). */
const LOGIN_FROM = 'loginFrom';

/** Loads the address the history is at now from the server, carrying `from` for the login form. */
export function reloadCarrying(from: string | undefined): void {
  window.history.replaceState(from ? { [LOGIN_FROM]: from } : null, '', window.location.href);
  window.location.reload();
}

/** Where the admin's guard stopped the visitor, when this history entry carries it (a path of the site). */
export function carriedFrom(): string | undefined {
  const state: unknown = window.history.state;
  return typeof state === 'object' && state !== null ? returnPath(Reflect.get(state, LOGIN_FROM)) : undefined;
}
