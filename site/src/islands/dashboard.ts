import type { FollowGroups, Lesson, MyAccount } from '@jazz/contracts';
import { TOKEN_KEY } from '@jazz/contracts/names';
import { isLive, lessonDetails, rescheduleHref, sortLessons, STATUS_TEXT } from '../features/accounts/lesson-list';
import type { DashboardFormsProps } from '../features/accounts/dashboard-forms';
import { whenIn } from '../lib/lesson-time';
import { ACCOUNT_EVENT, type AccountChange } from './account-event';
import type { decode, Payload } from './token';

/**
 * /dashboard at load, before any touch, in plain DOM code (React comes with the forms' island on
 * the first touch, docs/islands.md): without a stored session the page goes to `/`; else it
 * fills the server's slots (features/accounts/dashboard-forms.tsx, DashboardShell): the details
 * from the token, then as the account is read (`GET /api/users/me`) the address's state, the
 * name's fields and Show announcements (`GET /api/follow/me`, the bands as saved), and My
 * lessons (`GET /api/lessons/mine`). What it read goes into the island's props, so the island
 * starts from it. Runs after the nav, which has removed an expired token. `read` is token.ts's
 * `decode`, handed over by the page's script: imported here, it would make the page's chunk
 * export it, and every page load the bundler's module runtime with it.
 */
export function enhanceDashboard(read: typeof decode) {
  const page = document.querySelector<HTMLElement>('[data-dashboard]');
  const island = page?.querySelector<HTMLElement>('[data-island="dashboard"]');
  if (!page || !island) return;
  let token: string | null = null;
  try {
    token = localStorage.getItem(TOKEN_KEY);
  } catch {
    // storage blocked: nobody is signed in
  }
  const user = token ? read(token) : null;
  if (!token || !user) {
    window.location.replace('/');
    return;
  }
  const stage = (name: string) => {
    for (const part of page.querySelectorAll<HTMLElement>('[data-dashboard-stage]'))
      part.hidden = part.dataset.dashboardStage !== name;
  };
  stage('loading');
  showDetails(page, user);
  window.addEventListener(ACCOUNT_EVENT, (event) => showDetails(page, (event as CustomEvent<AccountChange>).detail));

  // what was read so far, for the island (its code reads its props when it has loaded)
  const props = JSON.parse(island.dataset.props ?? '{}') as DashboardFormsProps;
  const keep = (more: Partial<DashboardFormsProps>) => {
    Object.assign(props, more);
    island.dataset.props = JSON.stringify(props);
  };
  // once the island is live, React owns its markup
  const plain = () => island.dataset.mounted === undefined;
  const get = async <T>(path: string): Promise<T> => {
    const response = await fetch(path, { headers: { Accept: 'application/json', Authorization: `Bearer ${token}` } });
    const body = (await response.json().catch(() => null)) as (T & { message?: string }) | null;
    if (!response.ok) throw new Error(body?.message ?? '');
    return body as T;
  };

  const lessons = get<Lesson[]>('/api/lessons/mine').then(
    (mine) => {
      keep({ lessons: mine });
      if (plain()) showLessons(page, mine, props.timeZone);
    },
    (error: Error) => {
      if (plain()) showLessonsError(page, error.message || 'Your lessons could not be loaded.');
    },
  );
  const account = get<MyAccount>('/api/users/me')
    .then(async (me) => {
      showDetails(page, me);
      const groups = me.emailVerified
        ? await get<{ groups: FollowGroups }>('/api/follow/me').then(
            (mine) => mine.groups,
            () => undefined,
          )
        : undefined;
      keep(groups === undefined ? { account: me } : { account: me, groups });
      if (plain()) showAccount(island, me, props.bands, groups);
    })
    .catch(() => {
      // the account could not be read: its sections wait for the island, which asks again
      if (plain())
        for (const part of island.querySelectorAll('.account-announcements, .account-settings')) part.remove();
    });
  void account.then(() => stage('ready'));
  // a lesson mail's cancel link (/dashboard#lesson-{id}) lands on that lesson, its Cancel focused
  void Promise.all([lessons, account]).then(() => {
    const { hash } = window.location;
    if (!hash.startsWith('#lesson-') || !plain()) return;
    const target = document.getElementById(hash.slice(1));
    target?.scrollIntoView({ block: 'center' });
    target?.querySelector<HTMLButtonElement>('button')?.focus({ preventScroll: true });
  });
}

/** The details (`dl.account-details`, as UserDetails writes them): first name, last name, e-mail, roles, id. */
function showDetails(page: HTMLElement, user: Payload) {
  const values = [user.firstName, user.lastName, user.email, user.roles?.join(', '), user.id];
  page.querySelectorAll('.account-details dd').forEach((dd, index) => {
    if (values[index] !== undefined) dd.textContent = values[index];
  });
}

/** Keeps the part of `name` among the `attribute` parts (removing the others) and answers it. */
function keepPart(root: Element, attribute: string, names: string[]): HTMLElement[] {
  const kept: HTMLElement[] = [];
  for (const part of root.querySelectorAll<HTMLElement>(`[${attribute}]`)) {
    if (names.includes(part.getAttribute(attribute)!)) kept.push(part);
    else part.remove();
  }
  return kept;
}

function fill(part: HTMLElement | undefined, text: string) {
  const strong = part?.querySelector('strong');
  if (strong) strong.textContent = text;
}

/** A field's value as the server's would be (its default): what the visitor types differs from it. */
function setField(field: HTMLInputElement | null, value: string, checked?: boolean) {
  if (!field) return;
  if (checked === undefined) {
    field.defaultValue = value;
    field.value = value;
  } else {
    field.defaultChecked = checked;
    field.checked = checked;
  }
}

function showAccount(island: HTMLElement, account: MyAccount, bands: string[], groups: FollowGroups | undefined) {
  // the address's state in Account settings
  const address = island.querySelector('.account-address');
  if (address) {
    const states = [account.emailVerified ? 'confirmed' : 'unconfirmed', ...(account.pendingEmail ? ['pending'] : [])];
    const [state, pending] = keepPart(address, 'data-address', states);
    fill(state, account.email);
    fill(pending, account.pendingEmail ?? '');
  }
  setField(island.querySelector<HTMLInputElement>('#change-name-firstName'), account.firstName);
  setField(island.querySelector<HTMLInputElement>('#change-name-lastName'), account.lastName);
  // Show announcements: "first confirm your address", or the bands as saved
  const announcements = island.querySelector('.account-announcements');
  if (!announcements) return;
  const [part] = keepPart(announcements, 'data-announcements', [account.emailVerified ? 'confirmed' : 'unconfirmed']);
  if (!account.emailVerified) return fill(part, account.email);
  const all = groups === 'all';
  setField(island.querySelector<HTMLInputElement>('#announce-all'), '', all);
  bands.forEach((name, index) => {
    const box = island.querySelector<HTMLInputElement>(`#announce-${index}`);
    setField(box, '', all || (Array.isArray(groups) && groups.includes(name)));
    if (box) box.disabled = all;
  });
}

function showLessons(page: HTMLElement, lessons: Lesson[], timeZone: string) {
  const part = (name: string) => page.querySelector<HTMLElement>(`[data-lessons="${name}"]`);
  const { upcoming, past } = sortLessons(lessons, Date.now());
  const item = (lesson: Lesson, canCancel: boolean) => {
    const li = document.createElement('li');
    li.id = `lesson-${lesson._id}`;
    li.dataset.lesson = lesson._id;
    const what = document.createElement('span');
    const when = document.createElement('strong');
    when.textContent = whenIn(lesson.start, timeZone);
    what.append(when, lessonDetails(lesson));
    const state = document.createElement('span');
    state.className = `lesson-state ${lesson.status}`;
    state.textContent = STATUS_TEXT[lesson.status];
    li.append(what, state);
    if (canCancel && isLive(lesson)) {
      // the island's Reschedule (a plain link) and Cancel, in the same places: Cancel pressed
      // before the island is live is pressed again in it
      const reschedule = document.createElement('a');
      reschedule.className = 'button secondary';
      reschedule.href = rescheduleHref(lesson);
      reschedule.textContent = 'Reschedule';
      li.append(reschedule);
      const cancel = document.createElement('button');
      cancel.type = 'button';
      cancel.className = 'secondary';
      cancel.textContent = 'Cancel';
      li.append(cancel);
    }
    return li;
  };
  part('upcoming')?.replaceChildren(...upcoming.map((lesson) => item(lesson, true)));
  const none = part('none');
  if (upcoming.length > 0) none?.remove();
  const earlier = part('past');
  if (past.length > 0) earlier?.querySelector('ul')?.replaceChildren(...past.map((lesson) => item(lesson, false)));
  else earlier?.remove();
  if (upcoming.length === 0) part('upcoming')?.remove();
  part('loading')?.remove();
  part('error')?.remove();
  const lists = part('lists');
  if (lists) lists.hidden = false;
}

function showLessonsError(page: HTMLElement, message: string) {
  page.querySelector('[data-lessons="loading"]')?.remove();
  const error = page.querySelector<HTMLElement>('[data-lessons="error"]');
  if (!error) return;
  error.textContent = message;
  error.hidden = false;
}
