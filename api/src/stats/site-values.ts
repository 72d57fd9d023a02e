import { PATHS, TOKEN_PATH_PREFIXES } from '@jazz/contracts/paths';

/** What a hit's junk path or target is stored as (raw rows and totals alike). */
export const OTHER = 'other';

export interface SiteValuesOptions {
  /** The site's own address: a target on its host is kept by its path. */
  siteUrl: string;
  /** The canonical path of a show's page (its current slug), undefined when there is no such show. */
  showPath: (id: string) => string | undefined;
  /** Whether a group (band) of that id exists. */
  groupExists: (id: string) => boolean;
  /** Every text of the public content (rows as JSON): where links and titles are looked for. */
  siteTexts: () => Iterable<string>;
  /** Moves when public content may have changed (ContentVersion.current): the known targets are built again. */
  contentStamp: () => number;
}

interface PathRule {
  pattern: RegExp;
  /** The stored form: the registry's spelling, or a record's canonical path; undefined when the record is gone. */
  canonical: (match: RegExpExecArray) => string | undefined;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const URL_IN_TEXT = /https?:\/\/[^\s"'<>\\`]+/g;

/**
 * Statistics keep only what is on the site (docs/statistics.md): a path that is a page of the
 * site, in its canonical form, and a target that is a link or title present on the site.
 * Anything else is `other`, so one client can not store an unbounded set of unique values.
 */
export function createSiteValues(options: SiteValuesOptions) {
  const siteHost = new URL(options.siteUrl).host.toLowerCase();
  const rules: PathRule[] = [];
  for (const [name, entry] of Object.entries(PATHS)) {
    if (entry.uncounted || entry.token) continue;
    const source = entry.path
      .split('/')
      .slice(1)
      .map((segment) => {
        if (segment === '*') return '(?:/.*)?';
        if (segment.startsWith(':')) return segment.endsWith('?') ? '(?:/([^/]+))?' : '/([^/]+)';
        return '/' + escape(segment);
      })
      .join('');
    const pattern = new RegExp(`^${source || '/'}$`, 'i');
    const params = entry.path.includes(':');
    rules.push({
      pattern,
      canonical: (match) => {
        if (!params) return entry.path;
        const id = decodeURIComponent(match[1] ?? '');
        if (name === 'show') return options.showPath(id);
        if (!options.groupExists(id)) return undefined;
        return entry.path.replace(':groupId', id);
      },
    });
  }

  /** The page a path names, in its canonical form, or `other`. Token pages come as their prefix. */
  function page(path: string): string {
    if (TOKEN_PATH_PREFIXES.some((prefix) => prefix.exec(path)?.[0] === path)) return path;
    for (const rule of rules) {
      const match = rule.pattern.exec(path);
      if (match) return rule.canonical(match) ?? OTHER;
    }
    return OTHER;
  }

  let known: { stamp: number; values: Set<string> } | undefined;
  /** Every link (and its normalised form) and every text value of the public content. */
  function knownValues(): Set<string> {
    const stamp = options.contentStamp();
    if (known?.stamp === stamp) return known.values;
    const values = new Set<string>();
    const add = (value: unknown): void => {
      if (typeof value === 'string') {
        const text = value.trim();
        if (!text) return;
        if (text.length <= 300) values.add(text);
        if (/^[[{]/.test(text)) {
          try {
            add(JSON.parse(text));
          } catch {
            /* text that only looks like JSON */
          }
        }
        for (const link of text.match(URL_IN_TEXT) ?? []) {
          const trimmed = link.replace(/[.,;:!?)\]]+$/, '');
          values.add(trimmed);
          const normal = normalUrl(trimmed);
          if (normal) values.add(normal);
        }
      } else if (Array.isArray(value)) value.forEach(add);
      else if (value && typeof value === 'object') Object.values(value).forEach(add);
    };
    for (const text of options.siteTexts()) add(text);
    known = { stamp, values };
    return values;
  }

  /** A target (a link, a play's title) as kept: as sent when it is on the site, else `other`. */
  function target(raw: string): string {
    const values = knownValues();
    if (values.has(raw)) return raw;
    const normal = normalUrl(raw);
    if (normal) {
      if (values.has(normal)) return raw;
      const url = new URL(normal);
      // a link to the site itself (a media file, a page): kept when its path is one of the site's
      if (url.host.toLowerCase() === siteHost) {
        const path = page(url.pathname.replace(/\/+$/, '') || '/');
        if (path !== OTHER) return raw;
        if (values.has(url.pathname)) return raw;
      }
    }
    return OTHER;
  }

  return { page, target };
}

/** An http(s) URL as the browser spells it (`a.href`), or undefined for anything else. */
function normalUrl(text: string): string | undefined {
  if (!/^https?:\/\//i.test(text)) return undefined;
  try {
    return new URL(text).href;
  } catch {
    return undefined;
  }
}

export type SiteValues = ReturnType<typeof createSiteValues>;
