import type { DAVResponse } from 'tsdav';
import { propertyOf } from '@jazz/contracts';
import { text, troubleOf, tsdav, unreachable, type DavFile, type RequestKit, type SyncAnswer } from './caldav-base';

/** Reading a calendar's files: by sync-collection (RFC 6578), by ETag listing, by multiget. */
export function caldavReads({ headers, fetchOptions, absolute, propfind }: RequestKit) {
  return {
    /**
     * The files changed since `token` ('' for all of them). A refused token answers
     * undefined (tsdav reports it as a 403 entry): the caller reads the calendar whole.
     */
    async sync(calendarUrl: string, token: string): Promise<SyncAnswer | undefined> {
      let answer: DAVResponse[];
      try {
        answer = await tsdav().syncCollection({
          url: calendarUrl,
          props: { 'd:getetag': {} },
          syncLevel: 1,
          ...(token && { syncToken: token }),
          headers,
          fetchOptions: fetchOptions(),
        });
      } catch (error) {
        return unreachable(error);
      }
      const failed = answer.find((r) => r.status === 401 || (r.status >= 400 && r.status !== 404 && !r.props));
      if (failed?.status === 401) throw troubleOf(401, 'REPORT');
      if (failed?.status === 403 && token) return undefined;
      if (failed) throw troubleOf(failed.status, 'sync-collection');
      const files = answer.filter((r) => r.href && r.href.endsWith('.ics'));
      return {
        changed: files
          .filter((r) => r.status !== 404)
          .map((r) => ({ url: absolute(r.href!, calendarUrl), etag: text(r.props?.getetag) })),
        deleted: files.filter((r) => r.status === 404).map((r) => absolute(r.href!, calendarUrl)),
        token: text(propertyOf(propertyOf(answer[0]?.raw, 'multistatus'), 'syncToken')),
      };
    },

    /** Every file of a calendar with its ETag (where a server has no sync-collection). */
    async etags(calendarUrl: string): Promise<DavFile[]> {
      const found = await propfind(calendarUrl, { 'd:getetag': {} }, '1');
      if (found[0]?.status === 401) throw troubleOf(401, 'PROPFIND');
      return found
        .filter((r) => r.href && r.href.endsWith('.ics'))
        .map((r) => ({ url: absolute(r.href!, calendarUrl), etag: text(r.props?.getetag) }));
    },

    /** The texts of some files of a calendar, in one calendar-multiget. */
    async texts(calendarUrl: string, urls: string[]): Promise<DavFile[]> {
      if (urls.length === 0) return [];
      let answer: DAVResponse[];
      try {
        answer = await tsdav().calendarMultiGet({
          url: calendarUrl,
          props: { 'd:getetag': {}, 'c:calendar-data': {} },
          objectUrls: urls.map((url) => new URL(url).pathname),
          depth: '1',
          headers,
          fetchOptions: fetchOptions(),
        });
      } catch (error) {
        return unreachable(error);
      }
      if (answer[0]?.status === 401) throw troubleOf(401, 'REPORT');
      return answer
        .filter((r) => r.href && r.status !== 404 && r.props)
        .map((r) => {
          const data = propertyOf(r.props?.calendarData, '_cdata') ?? r.props?.calendarData;
          return { url: absolute(r.href!, calendarUrl), etag: text(r.props?.getetag), data: text(data) };
        });
    },
  };
}
