import { createHash, randomBytes } from 'node:crypto';
import { isbot } from 'isbot';
import { hitSchema } from '@jazz/contracts';
import { TOKEN_PATH_PREFIXES, UNCOUNTED_PATH } from '@jazz/contracts/paths';
import { badRequest, validate } from '../http/errors';
import type { HitRecorder } from './recorder';
import type { SiteValues } from './site-values';

/** What a request tells the counting rules; its address and agent are never kept. */
export interface HitRequest {
  body: unknown;
  ip: string;
  userAgent: string;
  /** A request header, '' when absent. */
  header: (name: string) => string;
}

/**
 * Counting (POST /api/hits), docs/statistics.md. A visitor is a hash of the day's random salt,
 * the address and the agent: known for one day only.
 */
export function createHitCounting(deps: {
  recorder: HitRecorder;
  siteUrl: string;
  now: () => number;
  unchanged: <T>(fn: () => T) => T;
  siteValues: SiteValues;
}) {
  const { recorder, now, unchanged, siteValues } = deps;
  const { repo } = recorder;
  const siteHost = new URL(deps.siteUrl).hostname.toLowerCase();
  let salt: { day: string; value: Buffer } | undefined;

  /** The day's salt: read or made once a day, then kept in memory (a write that is no content). */
  function saltOf(day: string): Buffer {
    if (salt?.day !== day) {
      const value = unchanged(() => repo.salt(day) ?? repo.addSalt(day, randomBytes(32)));
      salt = { day, value };
    }
    return salt.value;
  }

  /** Why a request is not counted, or null when it is. */
  function skipped(request: HitRequest): string | null {
    if (!request.userAgent || isbot(request.userAgent)) return 'bot';
    if (/prefetch|prerender/i.test(request.header('sec-purpose') + request.header('purpose'))) return 'prefetch';
    if (request.header('dnt').trim() === '1') return 'dnt';
    if (request.header('sec-gpc').trim() === '1') return 'gpc';
    return null;
  }

  /** utm_source first, else the referrer's host unless it is the site itself. */
  function sourceOf(url: URL, referrer: string | undefined): string | null {
    const utm = url.searchParams.get('utm_source')?.trim().toLowerCase();
    if (utm) return utm.slice(0, 100);
    if (!referrer) return null;
    try {
      const host = new URL(referrer).hostname.toLowerCase().replace(/^www\./, '');
      return host && host !== siteHost.replace(/^www\./, '') ? host.slice(0, 100) : null;
    } catch {
      return null;
    }
  }
  return {
    /**
     * Counts one hit, or leaves it out (a bot, a prefetch, DNT or Sec-GPC, an admin page).
     * Returns whether it was counted. A body that is no hit is a 400.
     */
    count(request: HitRequest): boolean {
      const hit = validate(hitSchema, request.body);
      if (skipped(request)) return false;
      let url: URL;
      try {
        url = new URL(hit.path, 'http://site.invalid');
      } catch {
        throw badRequest({ path: 'The path is not an address.' });
      }
      const stored = storedPath(url.pathname);
      if (stored === null) return false;
      const path = siteValues.page(stored);
      const at = now();
      const day = recorder.dayOf(at);
      const key = saltOf(day);
      const visitor = createHash('sha256')
        .update(key)
        .update(request.ip)
        .update('\0')
        .update(request.userAgent)
        .digest('base64url')
        .slice(0, 22);
      const sent = hit.target?.trim().slice(0, 300);
      const target = sent ? siteValues.target(sent) : null;
      recorder.add({ at, day, type: hit.type, path, source: sourceOf(url, hit.referrer), target, visitor });
      return true;
    },
  };
}

/** The path as kept: admin pages not at all (null), token pages without their token. */
export function storedPath(pathname: string): string | null {
  let path = pathname;
  try {
    path = decodeURIComponent(pathname);
  } catch {
    /* kept as sent */
  }
  path = '/' + path.replace(/^\/+/, '').replace(/\/+$/, '');
  if (UNCOUNTED_PATH.test(path) || /^\/api(\/|$)/i.test(path)) return null;
  // pages whose address carries a secret: kept as their prefix only
  for (const token of TOKEN_PATH_PREFIXES) {
    const match = token.exec(path);
    if (match) return match[0].toLowerCase();
  }
  return path.slice(0, 300);
}
