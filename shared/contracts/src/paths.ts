import { QUARTET, QUINTET } from './bands';
import { ADMIN_BASE_PATH } from './names';

/**
 * Every public address of the site in one place (docs/paths.md). The site's router, the main
 * menu, the sitemap and robots.txt, the private-page cache rule and the statistics read it;
 * a test fails when the router answers a path that is not here.
 *
 * - `indexable`: a page for everyone, kept in the page cache and listed in the sitemap (a
 *   fixed address as is, an address with `:params` once per show or group).
 * - `public`: for everyone and cacheable, but not listed (files of a press page).
 * - `private`: for one visitor: `Cache-Control: private`, never kept, never listed.
 */
export type PathVisibility = 'indexable' | 'public' | 'private';

export interface SitePath {
  /** The address, in the router's spelling: `:name` is a segment, `:name?` an optional one, `/*` the rest. */
  readonly path: string;
  readonly visibility: PathVisibility;
  /** Who answers it: the site's router (a React page) or the API (a file or a server page). */
  readonly servedBy: 'router' | 'api';
  /** The address carries a secret (a token): the statistics keep only the part before it. */
  readonly token?: true;
  /** robots.txt asks crawlers to stay out (the other private pages say noindex themselves). */
  readonly disallow?: true;
  /** An indexable address with params listed per group rather than per record of its own kind. */
  readonly listedWith?: 'groups' | 'shows';
  /** Never counted by the statistics (the owner's own pages). */
  readonly uncounted?: true;
}

/** Every address, by name: all the browser's bundle needs (the router, the menu). */
export const ADDRESSES = {
  home: '/',
  about: '/about',
  shows: '/shows',
  show: '/shows/:showId/:slug?',
  listen: '/listen',
  video: '/Video',
  photos: '/photos',
  lessons: '/lessons',
  contact: '/contact',
  quartet: QUARTET.path,
  quintet: QUINTET.path,
  group: '/groups/:groupId',
  press: '/press',
  quartetPress: `${QUARTET.path}/press`,
  quintetPress: `${QUINTET.path}/press`,
  groupPress: '/groups/:groupId/press',
  register: '/register',
  login: '/login',
  forgotPassword: '/forgotpassword',
  resetPassword: '/resetpassword/:id/:token',
  dashboard: '/dashboard',
  adminPanel: `${ADMIN_BASE_PATH}/*`,
  followConfirm: '/follow/confirm/:token',
  unsubscribe: '/unsubscribe/:token',
  formAnswer: '/forms/:form',
} as const;

/** The addresses the API answers itself (files, server pages): the browser's bundle never needs them. */
const API_ADDRESSES = {
  pressPdf: '/press.pdf',
  quartetPressPdf: `${QUARTET.path}/press.pdf`,
  quintetPressPdf: `${QUINTET.path}/press.pdf`,
  groupPressPdf: '/groups/:groupId/press.pdf',
  verifyAccount: '/account/verify/:token',
  // a buyer's contract to sign (docs/money.md): the API's own page
  contract: '/contract/:token',
  // a player's answer to a call and his own feed of gigs (docs/calls.md)
  call: '/call/:token',
  personFeed: '/people/:token',
} as const;

/** A page of the site's router. */
export type PageName = keyof typeof ADDRESSES;
export type PathName = PageName | keyof typeof API_ADDRESSES;

type PathRules = Omit<SitePath, 'path'>;
type MoreRules = Omit<PathRules, 'visibility' | 'servedBy'>;
const page = (visibility: PathVisibility, more: MoreRules = {}): PathRules => ({
  visibility,
  servedBy: 'router',
  ...more,
});
const file = (visibility: PathVisibility, more: MoreRules = {}): PathRules => ({
  visibility,
  servedBy: 'api',
  ...more,
});

/**
 * The registry, by name: each address with its rules. Built in a pure function so the browser's
 * bundle, which reads only ADDRESSES, leaves the rules out (the home page's JS budget).
 * Spelling is a contract (docs/product.md): `/Video` is capitalised.
 */
export const PATHS: { readonly [K in PathName]: SitePath } = /* @__PURE__ */ (() => {
  const rules: { [K in PathName]: PathRules } = {
    home: page('indexable'),
    about: page('indexable'),
    shows: page('indexable'),
    show: page('indexable', { listedWith: 'shows' }),
    listen: page('indexable'),
    video: page('indexable'),
    photos: page('indexable'),
    lessons: page('indexable'),
    contact: page('indexable'),
    quartet: page('indexable'),
    quintet: page('indexable'),
    group: page('indexable', { listedWith: 'groups' }),
    press: page('indexable'),
    quartetPress: page('indexable', { listedWith: 'groups' }),
    quintetPress: page('indexable', { listedWith: 'groups' }),
    groupPress: page('indexable', { listedWith: 'groups' }),
    pressPdf: file('public'),
    quartetPressPdf: file('public'),
    quintetPressPdf: file('public'),
    groupPressPdf: file('public'),
    register: page('private'),
    login: page('private'),
    forgotPassword: page('private'),
    resetPassword: page('private', { token: true }),
    dashboard: page('private', { disallow: true }),
    adminPanel: page('private', { disallow: true, uncounted: true }),
    followConfirm: page('private', { token: true }),
    unsubscribe: page('private', { token: true }),
    formAnswer: page('private'),
    verifyAccount: file('private', { token: true }),
    contract: file('private', { token: true }),
    call: file('private', { token: true }),
    personFeed: file('private', { token: true }),
  };
  return Object.fromEntries(
    Object.entries(rules).map(([name, rule]) => [
      name,
      // safe: the names come from the rules table, keyed by PathName
      { path: { ...ADDRESSES, ...API_ADDRESSES }[name as PathName], ...rule },
    ]),
  ) as { [K in PathName]: SitePath };
})();

/**
 * The main menu, in order; 'BANDS' is the place of the bands' dropdown. Each entry's label is its
 * name in capitals (HOME, ABOUT, SHOWS...).
 */
export const MAIN_MENU: readonly (PageName | 'BANDS')[] = [
  'home',
  'about',
  'BANDS',
  'shows',
  'listen',
  'video',
  'photos',
  'lessons',
  'contact',
];

// The lists below are computed once, on first import, and marked pure: the browser's bundle,
// which needs only ADDRESSES, MAIN_MENU and routePath, leaves them out (the home page's JS budget).
const ALL: readonly SitePath[] = /* @__PURE__ */ (() => Object.values(PATHS))();
const hasParams = (path: string) => /[:*]/.test(path);

/** The part of an address before its first param: '/resetpassword/:id/:token' -> '/resetpassword'. */
export function fixedPrefix(path: string): string {
  return path.replace(/\/[:*].*$/, '') || '/';
}

/** The router's spelling of a registered page, relative to the root route ('about', 'shows/:showId/:slug?'). */
export function routePath(name: PageName): string {
  return ADDRESSES[name].slice(1);
}

/** The indexable pages of fixed address, in menu order: the sitemap's first lines (and their canonical spelling). */
export const INDEXABLE_FIXED_PATHS: readonly string[] = /* @__PURE__ */ (() =>
  ALL.filter((entry) => entry.visibility === 'indexable' && !hasParams(entry.path) && !entry.listedWith).map(
    (entry) => entry.path,
  ))();

/** What robots.txt disallows: the registry's `disallow` pages, by their fixed part. */
export const ROBOTS_DISALLOWED: readonly string[] = /* @__PURE__ */ (() =>
  ALL.filter((entry) => entry.disallow).map((entry) => fixedPrefix(entry.path)))();

const prefixPattern = (prefixes: readonly string[]) =>
  new RegExp(`^(${prefixes.map((prefix) => prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})(?=/|$)`, 'i');

/** The first segment of every private page: a path under one is for one visitor only. */
const PRIVATE = /* @__PURE__ */ (() =>
  prefixPattern([
    ...new Set(ALL.filter((entry) => entry.visibility === 'private').map((entry) => '/' + entry.path.split('/')[1])),
  ]))();

/** True for a private page's address (any case): its response says `Cache-Control: private`. */
export function isPrivatePath(pathname: string): boolean {
  return PRIVATE.test(pathname);
}

/** The addresses that carry a secret, by the part before it (the statistics keep only that). */
export const TOKEN_PATH_PREFIXES: readonly RegExp[] = /* @__PURE__ */ (() =>
  ALL.filter((entry) => entry.token).map((entry) => prefixPattern([fixedPrefix(entry.path)])))();

/** The addresses the statistics never count. */
export const UNCOUNTED_PATH = /* @__PURE__ */ (() =>
  prefixPattern(ALL.filter((entry) => entry.uncounted).map((e) => fixedPrefix(e.path))))();

/** Every registered address the site's router answers (the registry test compares the router with it). */
export const ROUTER_PATHS: readonly string[] = /* @__PURE__ */ (() =>
  ALL.filter((entry) => entry.servedBy === 'router').map((e) => e.path))();

/** The site's social card (1200 x 630 JPEG, site/scripts/generate-social-card.mjs): the image of a page or show that has none of its own. */
export const SITE_CARD_IMAGE = '/content/social-card.jpg';

/** The social card of an image: an uploaded image's 1200 x 630 JPEG crop (`/media/{hash}-card.jpg`), with its size when known. */
export function socialCard(image: string): { url: string; width?: number; height?: number } {
  const media = /^((?:https?:\/\/[^/]+)?\/media\/[0-9a-f]{64})-\d+\.webp$/.exec(image);
  if (media) return { url: `${media[1]}-card.jpg`, width: 1200, height: 630 };
  if (image === SITE_CARD_IMAGE || image.endsWith(SITE_CARD_IMAGE)) return { url: image, width: 1200, height: 630 };
  return { url: image };
}

/**
 * A place on this site to come back to after signing up or logging in (`?next=`): a path of
 * the site itself ("/lessons?time=..."), never another host ("//evil.example", "https://...")
 * and never a control character. Anything else is undefined.
 */
export function returnPath(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.length === 0 || value.length > 500) return undefined;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return undefined;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return undefined;
  return value;
}
