// The types of the API client's calls and the helpers of its list pages.
import type { Event, EventStatus } from '@jazz/contracts';
import type { BandMapping, DuplicatesRule, ImportAnswer } from '@jazz/contracts/import';
import type { CsvRowError } from '@jazz/contracts/csv/parse';

export interface MutationOptions {
  /** Sent as Idempotency-Key so a retried change is applied once (desktop sync). */
  idempotencyKey?: string;
  /** Upload progress from 0 to 1 (group images). */
  onUploadProgress?: (fraction: number) => void;
}

export interface ApiClientOptions {
  /** '' for same-origin (the site); the server address in the desktop app. */
  baseURL: string;
  /** Called with +1 when a request starts and -1 when it ends (the global progress bar). */
  onActivity?: (delta: 1 | -1) => void;
  timeoutMs?: number;
}

/** A checked events CSV: how many rows are valid and were created, or every problem row by row. */
export type EventsImportResult = { ok: true; created: number; valid: number } | { ok: false; errors: CsvRowError[] };

/** An import or its check: the server's answer, refused (400) when `ok` is false. */
export type ImportFileResult = { ok: boolean; answer: ImportAnswer };

export interface ImportFileOptions {
  dryRun?: boolean;
  /** The band of a file that names none. */
  group?: string;
  duplicates?: DuplicatesRule;
  /** Each unknown artist of the file: one of the site's bands, or { create: true }. */
  bands?: BandMapping;
  /** text/calendar for an .ics file; text/csv otherwise. */
  contentType?: string;
}

/** A page of a list and the cursor of the next one (null on the last page). */
export interface ListPage<T> {
  items: T[];
  next: string | null;
}

/** The parameters of GET /api/events that ask for one page (docs/events-api.md, "Pages"). */
export interface EventsPageQuery {
  /** A day (YYYY-MM-DD, the whole day in the site's zone) or an instant. */
  from?: string;
  to?: string;
  group?: string;
  when?: 'upcoming' | 'past';
  q?: string;
  status?: EventStatus;
  limit?: number;
  after?: string;
}

/** GET /api/events/changes: what changed since a token, and the token to ask with next. */
export interface EventChanges {
  changed: Event[];
  deleted: string[];
  token: string;
  /** True when a `limit` cut the answer short. */
  more?: boolean;
}

/** A query string of the parameters given (empty ones left out). */
export function pageSearch(query: { [name: string]: string | number | undefined } | EventsPageQuery): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query))
    if (value !== undefined && value !== '') params.set(name, String(value));
  return params.toString();
}

/** The `after` of a Link header's rel="next" address; null when there is none. */
export function nextCursor(link: string | undefined): string | null {
  const match = link ? /<([^>]+)>\s*;\s*rel="?next"?/.exec(link) : null;
  if (!match) return null;
  try {
    return new URL(match[1]!).searchParams.get('after');
  } catch {
    return null;
  }
}

export type Comparator<T> = Partial<T> & Record<string, unknown>;
