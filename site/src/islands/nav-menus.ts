import { ADMIN_BASE_PATH, TOKEN_KEY } from '@jazz/contracts/names';
import { ACCOUNT_EVENT, type AccountChange } from './account-event';
import { decode } from './token';

/**
 * The navigation's island, in plain DOM code (no React on a public page's first load): the
 * server's markup works without JavaScript ("Menu" a link to the menu, BANDS a <details>);
 * this turns each opener into a button with aria-expanded that Escape, a click outside and
 * leaving the menu close, and shows the signed-in greeting from the token stored in the browser.
 */

/** The signed-in visitor's own page (ADDRESSES.dashboard; the paths table is not loaded here). */
const ACCOUNT_PAGE = '/dashboard';

function button(className: string, html: string): HTMLButtonElement {
  const element = document.createElement('button');
  element.type = 'button';
  if (className) element.className = className;
  element.innerHTML = html;
  return element;
}

let lists = 0;

/** A disclosure menu: a button that shows a list of links (the React Nav's Dropdown). */
function dropdown(label: string, list: HTMLUListElement, className = ''): HTMLDivElement {
  const root = document.createElement('div');
  root.className = `dropdown ${className}`.trim();
  const opener = button('', `${label} <span aria-hidden="true">▾</span>`);
  list.id ||= `nav-list-${++lists}`;
  list.className = 'dropdown-list';
  list.hidden = true;
  opener.setAttribute('aria-controls', list.id);
  const set = (open: boolean) => {
    opener.setAttribute('aria-expanded', String(open));
    list.hidden = !open;
  };
  set(false);
  opener.addEventListener('click', () => set(list.hidden));
  root.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || list.hidden) return;
    event.preventDefault();
    set(false);
    opener.focus();
  });
  root.addEventListener('focusout', (event) => {
    if (!root.contains(event.relatedTarget as Node | null)) set(false);
  });
  document.addEventListener('pointerdown', (event) => {
    if (!list.hidden && !root.contains(event.target as Node)) set(false);
  });
  root.append(opener, list);
  return root;
}

function item(child: HTMLElement): HTMLLIElement {
  const li = document.createElement('li');
  li.append(child);
  return li;
}

function link(href: string, text: string): HTMLAnchorElement {
  const a = document.createElement('a');
  a.href = href;
  a.textContent = text;
  return a;
}

/** "Hi, {first name}" with My Account, Admin Panel (admins) and Log Out, as the React Nav's UserMenu. */
function greeting(nav: HTMLElement): boolean {
  let token: string | null = null;
  try {
    token = localStorage.getItem(TOKEN_KEY);
  } catch {
    return false; // storage blocked: nobody is signed in
  }
  if (!token) return false;
  const user = decode(token);
  if (!user) return false;
  if (typeof user.exp === 'number' && user.exp < Date.now() / 1000) {
    // an expired session leads to the login page, as in the React app
    localStorage.removeItem(TOKEN_KEY);
    window.location.assign('/login');
    return true;
  }
  // what a page says only to visitors without an account hides (/lessons: "To book you need an account")
  document.documentElement.setAttribute('data-signed-in', '');
  const list = document.createElement('ul');
  list.append(item(link(ACCOUNT_PAGE, 'My Account')));
  if (user.roles?.includes('admin')) list.append(item(link(ADMIN_BASE_PATH, 'Admin Panel')));
  const logout = button('', 'Log Out');
  list.append(item(logout));
  const menu = dropdown('', list, 'user-menu');
  const label = (name: string) => {
    menu.firstElementChild!.firstChild!.textContent = `Hi, ${name} `;
  };
  label(user.firstName ?? '');
  logout.addEventListener('click', () => {
    localStorage.removeItem(TOKEN_KEY);
    document.documentElement.removeAttribute('data-signed-in');
    menu.remove();
    // the account's own page is nobody's once logged out (it kept showing his name and
    // lessons): leave it for the home page
    if (window.location.pathname === ACCOUNT_PAGE) window.location.assign('/');
  });
  nav.append(menu);
  // a new name given on the dashboard (its island says so)
  window.addEventListener(ACCOUNT_EVENT, (event) => label((event as CustomEvent<AccountChange>).detail.firstName));
  // the token holds the name it was signed with: a rename since shows once the account is read
  void fetch('/api/users/me', { headers: { Authorization: `Bearer ${token}` } })
    .then((response) => (response.ok ? (response.json() as Promise<{ firstName?: string }>) : null))
    .then((me) => {
      if (me?.firstName && localStorage.getItem(TOKEN_KEY) === token) label(me.firstName);
    })
    .catch(() => {});
  return false;
}

/** Answers true when an expired session was removed and the visitor is on his way to /login. */
export function enhanceNav(): boolean {
  const header = document.querySelector<HTMLElement>('.site-header[data-static]');
  const nav = header?.querySelector<HTMLElement>('#site-nav');
  const menuLink = header?.querySelector('a.menu-toggle');
  if (!header || !nav || !menuLink) return false;
  delete header.dataset.static;
  const toggle = button('menu-toggle', menuLink.innerHTML);
  toggle.setAttribute('aria-controls', 'site-nav');
  const set = (open: boolean) => {
    toggle.setAttribute('aria-expanded', String(open));
    nav.dataset.open = String(open);
  };
  set(false);
  toggle.addEventListener('click', () => set(nav.dataset.open !== 'true'));
  menuLink.replaceWith(toggle);
  header.addEventListener('keydown', (event) => {
    // an open BANDS list takes the first Escape (it stops there); the next closes the menu
    if (event.key !== 'Escape' || nav.dataset.open !== 'true' || event.defaultPrevented) return;
    set(false);
    toggle.focus();
  });
  for (const details of header.querySelectorAll('details.dropdown')) {
    const summary = details.querySelector('summary');
    const list = details.querySelector<HTMLUListElement>('ul.dropdown-list');
    if (!summary || !list) continue;
    const label = summary.firstChild?.textContent?.trim() ?? '';
    details.replaceWith(dropdown(label, list));
  }
  const leaving = greeting(nav);
  // the menu opened as the address's target without JavaScript is now the button's to open
  if (window.location.hash === '#site-nav') {
    history.replaceState(history.state, '', window.location.pathname + window.location.search);
    set(true);
  }
  return leaving;
}
