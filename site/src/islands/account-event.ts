/**
 * The event a React island sends on `window` when the signed-in account changed (a new name on
 * the dashboard): its detail is the account as the API answered it. The plain scripts of the
 * page (the nav's greeting, the dashboard's details) follow it.
 */
export const ACCOUNT_EVENT = 'jazz:account';

export interface AccountChange {
  firstName: string;
  lastName: string;
  email: string;
  roles: string[];
}
