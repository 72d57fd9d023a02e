/**
 * The key in sessionStorage that says an account was just created: /register sets it before
 * going on to /login, whose page script shows "Account created" once and removes it
 * (islands/account-pages.ts). A page load carries no router state.
 */
export const JUST_REGISTERED = 'accountCreated';
