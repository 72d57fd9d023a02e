import { QUARTET, QUINTET } from './bands';
import { ADMIN_BASE_PATH } from './contracts/names';

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

const page = (
  path: string,
  visibility: PathVisibility,
  more: Omit<SitePath, 'path' | 'visibility' | 'servedBy'> = {},
) => ({ path, visibility, servedBy: 'router', ...more }) as const satisfies SitePath;
const file = (
  path: string,
  visibility: PathVisibility,
  more: Omit<SitePath, 'path' | 'visibility' | 'servedBy'> = {},
) => ({ path, visibility, servedBy: 'api', ...more }) as const satisfies SitePath;

/** The registry, by name. Spelling is a contract (docs/product.md): `/Video` is capitalised. */
export const PATHS = {
  home: page('/', 'indexable'),
  about: page('/about', 'indexable'),
  shows: page('/shows', 'indexable'),
  show: page('/shows/:showId/:slug?', 'indexable', { listedWith: 'shows' }),
  listen: page('/listen', 'indexable'),
  video: page('/Video', 'indexable'),
  photos: page('/photos', 'indexable'),
  lessons: page('/lessons', 'indexable'),
  contact: page('/contact', 'indexable'),
  quartet: page(QUARTET.path, 'indexable'),
  quintet: page(QUINTET.path, 'indexable'),
  group: page('/groups/:groupId', 'indexable', { listedWith: 'groups' }),
  press: page('/press', 'indexable'),
  quartetPress: page(`${QUARTET.path}/press`, 'indexable', { listedWith: 'groups' }),
  quintetPress: page(`${QUINTET.path}/press`, 'indexable', { listedWith: 'groups' }),
  groupPress: page('/groups/:groupId/press', 'indexable', { listedWith: 'groups' }),
  pressPdf: file('/press.pdf', 'public'),
  quartetPressPdf: file(`${QUARTET.path}/press.pdf`, 'public'),
  quintetPressPdf: file(`${QUINTET.path}/press.pdf`, 'public'),
  groupPressPdf: file('/groups/:groupId/press.pdf', 'public'),
  register: page('/register', 'private'),
  login: page('/login', 'private'),
  forgotPassword: page('/forgotpassword', 'private'),
  resetPassword: page('/resetpassword/:id/:token', 'private', { token: true }),
  dashboard: page('/dashboard', 'private', { disallow: true }),
  adminPanel: page(`${ADMIN_BASE_PATH}/*`, 'private', { disallow: true, uncounted: true }),
  followConfirm: page('/follow/confirm/:token', 'private', { token: true }),
  unsubscribe: page('/unsubscribe/:token', 'private', { token: true }),
  verifyAccount: file('/account/verify/:token', 'private', { token: true }),
} as const satisfies Record<string, SitePath>;

export type PathName = keyof typeof PATHS;

/** The main menu, in order; 'BANDS' is the place of the bands' dropdown. */
export const MAIN_MENU: readonly (readonly [PathName, string] | 'BANDS')[] = [
  ['home', 'HOME'],
  ['about', 'ABOUT'],
  'BANDS',
  ['shows', 'SHOWS'],
  ['listen', 'LISTEN'],
  ['video', 'VIDEO'],
  ['photos', 'PHOTOS'],
  ['lessons', 'LESSONS'],
  ['contact', 'CONTACT'],
];

const ALL: readonly SitePath[] = Object.values(PATHS);
const hasParams = (path: string) => /[:*]/.test(path);

/** The part of an address before its first param: '/resetpassword/:id/:token' -> '/resetpassword'. */
export function fixedPrefix(path: string): string {
  return path.replace(/\/[:*].*$/, '') || '/';
}

/** The router's spelling of a registered page, relative to the root route ('about', 'shows/:showId/:slug?'). */
export function routePath(name: PathName): string {
  return PATHS[name].path.slice(1);
}

/** The indexable pages of fixed address, in menu order: the sitemap's first lines (and their canonical spelling). */
export const INDEXABLE_FIXED_PATHS: readonly string[] = ALL.filter(
  (entry) => entry.visibility === 'indexable' && !hasParams(entry.path) && !entry.listedWith,
).map((entry) => entry.path);

/** What robots.txt disallows: the registry's `disallow` pages, by their fixed part. */
export const ROBOTS_DISALLOWED: readonly string[] = ALL.filter((entry) => entry.disallow).map((entry) =>
  fixedPrefix(entry.path),
);

const prefixPattern = (prefixes: readonly string[]) =>
  new RegExp(`^(${prefixes.map((prefix) => prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})(?=/|$)`, 'i');

/** The first segment of every private page: a path under one is for one visitor only. */
const PRIVATE = prefixPattern([
  ...new Set(ALL.filter((entry) => entry.visibility === 'private').map((entry) => '/' + entry.path.split('/')[1])),
]);

/** True for a private page's address (any case): its response says `Cache-Control: private`. */
export function isPrivatePath(pathname: string): boolean {
  return PRIVATE.test(pathname);
}

/** The addresses that carry a secret, by the part before it (the statistics keep only that). */
export const TOKEN_PATH_PREFIXES: readonly RegExp[] = ALL.filter((entry) => entry.token).map((entry) =>
  prefixPattern([fixedPrefix(entry.path)]),
);

/** The addresses the statistics never count. */
export const UNCOUNTED_PATH = prefixPattern(ALL.filter((entry) => entry.uncounted).map((e) => fixedPrefix(e.path)));

/** Every registered address the site's router answers (the registry test compares the router with it). */
export const ROUTER_PATHS: readonly string[] = ALL.filter((entry) => entry.servedBy === 'router').map((e) => e.path);
