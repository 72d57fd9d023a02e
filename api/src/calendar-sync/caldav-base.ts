import type { DAVResponse } from 'tsdav';
import { propertyOf } from '@jazz/contracts';
import { lazyPackage } from '../lazy-package';

// loaded when the calendar is first used, not at start (docs/performance.md, memory)
export const tsdav = lazyPackage<typeof import('tsdav')>('tsdav');

/** How long one request to his calendar server may take. */
const TIMEOUT_MS = 20_000;

/** Why the server could not be used: the words the Calendar screen shows come from this. */
export type CaldavTrouble = 'auth' | 'unreachable' | 'not-caldav' | 'error';

export class CaldavError extends Error {
  constructor(
    readonly trouble: CaldavTrouble,
    message: string,
    readonly status?: number,
  ) {
    super(message);
  }
}

export interface Credentials {
  serverUrl: string;
  username: string;
  password: string;
}

/** A file of a calendar: its address and ETag, and its text when it was read. */
export interface DavFile {
  url: string;
  etag: string;
  data?: string;
}

/** What a sync-collection report answered: files changed, files gone, the next token. */
export interface SyncAnswer {
  changed: DavFile[];
  deleted: string[];
  token: string;
}

export const text = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';

/** A prop's href (tsdav answers `{ href }` or `{ href: [..] }`). */
export const hrefOf = (value: unknown): string => {
  const href = propertyOf(value, 'href');
  return text(Array.isArray(href) ? href[0] : href);
};

/** The network's failure (refused, reset, timed out) as the server not answering. */
export function unreachable(error: unknown): never {
  if (error instanceof CaldavError) throw error;
  throw new CaldavError('unreachable', 'The calendar server did not answer.');
}

/** A non-success answer as its trouble; the password is never part of any message. */
export function troubleOf(status: number, what: string): CaldavError {
  if (status === 401 || status === 403)
    return new CaldavError('auth', 'The server refused the user name and password.', status);
  return new CaldavError('error', `The calendar server answered ${status} to ${what}.`, status);
}

/** What every request of one account carries: Basic auth, a timeout, addresses made absolute. */
export function requestKit({ serverUrl, username, password }: Credentials) {
  const authorization = 'Basic ' + Buffer.from(`${username}:${password}`, 'utf8').toString('base64');
  const headers = { Authorization: authorization };
  const fetchOptions = () => ({ signal: AbortSignal.timeout(TIMEOUT_MS) });
  const absolute = (href: string, base: string) => new URL(href, base).toString();

  async function propfind(url: string, props: Record<string, object>, depth: '0' | '1'): Promise<DAVResponse[]> {
    try {
      return await tsdav().propfind({ url, props, depth, headers, fetchOptions: fetchOptions() });
    } catch (error) {
      return unreachable(error);
    }
  }
  return { serverUrl, headers, fetchOptions, absolute, propfind };
}

export type RequestKit = ReturnType<typeof requestKit>;
