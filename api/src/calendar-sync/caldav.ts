import { propertyOf } from '@jazz/contracts';
import {
  CaldavError,
  hrefOf,
  requestKit,
  text,
  troubleOf,
  tsdav,
  unreachable,
  type Credentials,
  type DavFile,
} from './caldav-base';
import { caldavReads } from './caldav-reads';

export { CaldavError, type CaldavTrouble, type Credentials, type DavFile, type SyncAnswer } from './caldav-base';

/**
 * A CalDAV client for one account (tsdav under it): the account's calendars, its files by
 * sync-collection (RFC 6578) or ETag listing, and conditional writes. Every request carries
 * Basic auth and a timeout; no answer or error names the password.
 */
export function caldavClient(credentials: Credentials) {
  const kit = requestKit(credentials);
  const { serverUrl, headers, fetchOptions, absolute, propfind } = kit;

  /** The account's calendar home: current-user-principal, then calendar-home-set. */
  async function home(): Promise<string> {
    const [root] = await propfind(serverUrl, { 'd:current-user-principal': {} }, '0');
    if (!root) throw new CaldavError('not-caldav', 'No answer to PROPFIND.');
    if (root.status === 401) throw troubleOf(401, 'PROPFIND');
    const principalHref = hrefOf(root.props?.currentUserPrincipal);
    if (root.status !== 207 && !principalHref)
      throw new CaldavError('not-caldav', `The address answered ${root.status} to PROPFIND.`, root.status);
    if (!principalHref) throw new CaldavError('not-caldav', 'The address names no calendar user.');
    const principal = absolute(principalHref, serverUrl);
    const [found] = await propfind(principal, { 'c:calendar-home-set': {} }, '0');
    if (found?.status === 401) throw troubleOf(401, 'PROPFIND');
    const homeHref = hrefOf(found?.props?.calendarHomeSet);
    if (!homeHref) throw new CaldavError('not-caldav', 'The address names no calendar home.');
    return absolute(homeHref, principal);
  }

  return {
    /** Checks the account: the calendar home, or a CaldavError saying what is wrong. */
    check: home,

    async calendars(): Promise<{ url: string; displayName: string }[]> {
      const homeUrl = await home();
      const found = await propfind(homeUrl, { 'd:displayname': {}, 'd:resourcetype': {} }, '1');
      return found
        .filter((r) => r.href && propertyOf(r.props?.resourcetype, 'calendar') !== undefined)
        .map((r) => {
          const url = absolute(r.href!, homeUrl);
          return {
            url,
            displayName: text(r.props?.displayname) || decodeURIComponent(url.split('/').filter(Boolean).pop()!),
          };
        });
    },

    /**
     * Writes a file: `etag` '' creates it only when absent (If-None-Match: *), else replaces the
     * version of that ETag (If-Match). Answers the status and the new ETag when the server gave one.
     */
    async put(url: string, data: string, etag: string): Promise<{ status: number; etag: string }> {
      let res: Response;
      try {
        const common = { url, data, fetchOptions: fetchOptions() };
        const contentType = { 'Content-Type': 'text/calendar; charset=utf-8' };
        res = etag
          ? await tsdav().updateObject({ ...common, etag, headers: { ...headers, ...contentType } })
          : await tsdav().createObject({ ...common, headers: { ...headers, ...contentType, 'If-None-Match': '*' } });
      } catch (error) {
        return unreachable(error);
      }
      await res.arrayBuffer();
      if (res.status === 401) throw troubleOf(401, 'PUT');
      return { status: res.status, etag: res.headers.get('ETag') ?? '' };
    },

    async remove(url: string, etag: string): Promise<number> {
      let res: Response;
      try {
        res = await tsdav().deleteObject({ url, etag, headers, fetchOptions: fetchOptions() });
      } catch (error) {
        return unreachable(error);
      }
      await res.arrayBuffer();
      if (res.status === 401) throw troubleOf(401, 'DELETE');
      return res.status;
    },

    /** One file's text and ETag; undefined when it is gone. */
    async read(url: string): Promise<DavFile | undefined> {
      let res: Response;
      try {
        res = await fetch(url, { headers, ...fetchOptions() });
      } catch (error) {
        return unreachable(error);
      }
      const data = await res.text();
      if (res.status === 404 || res.status === 410) return undefined;
      if (!res.ok) throw troubleOf(res.status, 'GET');
      return { url, etag: res.headers.get('ETag') ?? '', data };
    },

    ...caldavReads(kit),
  };
}

export type CaldavClient = ReturnType<typeof caldavClient>;
