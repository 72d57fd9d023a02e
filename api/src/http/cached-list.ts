import type { Context } from 'koa';
import { compressBody, compressParts, improveLater, sendCachedBody, type CachedBody } from './cached-body';
import type { ContentVersion } from './content-version';

const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * A public list route whose JSON is serialized and compressed once, then sent as is until the
 * content version moves (a write to what a public page reads). Clients may keep it and revalidate (no-cache + ETag),
 * getting a 304 while nothing changed.
 */
export function cachedList(content: ContentVersion, list: () => unknown, nextChange?: () => number) {
  return keptList(
    content,
    async () => {
      const version = content.current();
      return { version, body: await compressBody(JSON.stringify(list()), JSON_TYPE) };
    },
    nextChange,
  );
}

/**
 * `cachedList` of a list read in pages (`pages`: the list's items in order, a page at a time,
 * each read when the one before is compressed): the same JSON, built without holding the whole
 * list, its text or its bytes at once (`jsonArrayParts`). The event loop runs between pages, so
 * a write may come between two reads: the list is then read again from its start (what was
 * built mixes two versions), and the third time with no pause between pages.
 */
export function cachedListInPages(
  content: ContentVersion,
  pages: () => Iterable<readonly unknown[]>,
  nextChange?: () => number,
) {
  const build = async () => {
    for (let attempt = 1; ; attempt++) {
      const version = content.current();
      const pause = attempt < 3;
      const body = await compressParts(jsonArrayParts(pages()), JSON_TYPE, pause);
      if (!pause || content.current() === version) return { version, body };
    }
  };
  return keptList(content, build, nextChange);
}

/**
 * The text of JSON.stringify(the items of `pages`, as one array), a part per page: the same
 * characters, since an array's JSON is its items' JSON joined by commas inside brackets.
 */
export function* jsonArrayParts(pages: Iterable<readonly unknown[]>): Generator<string> {
  let first = true;
  for (const page of pages) {
    if (page.length === 0) continue;
    const text = JSON.stringify(page);
    yield (first ? '[' : ',') + text.slice(1, -1);
    first = false;
  }
  yield first ? '[]' : ']';
}

/** A kept list: its route's middleware, and what it holds now when that is ready to send as is. */
export interface KeptList {
  (ctx: Context): Promise<void>;
  /**
   * The kept body while it is current (built, at the content version of now, before its
   * `nextChange`), else undefined: then the middleware builds it (keptFirst's fast path leaves
   * such a request to Koa).
   */
  ready(): CachedBody | undefined;
}

/**
 * The kept body of a list, built by `build` (with the content version it read) when the content
 * version moved or the clock reached `nextChange`.
 */
function keptList(
  content: ContentVersion,
  build: () => Promise<{ version: number; body: CachedBody }>,
  nextChange?: () => number,
): KeptList {
  let kept: { version: number; until: number; body: Promise<CachedBody>; built?: CachedBody } | null = null;
  const list = async (ctx: Context) => {
    const version = content.current();
    // `nextChange`: when the answer changes with no write (a setlist made public as its day ends)
    if (kept?.version !== version || Date.now() >= kept.until) {
      // read now, at this version: a write after this line moves the version again
      const until = nextChange?.() ?? Number.POSITIVE_INFINITY;
      const built = build();
      const body = built.then((answer) => answer.body);
      const entry: NonNullable<typeof kept> = { version, until, body };
      kept = entry;
      // built again after a write that came while it was read: it stands for that version
      built.then(
        (answer) => {
          entry.version = answer.version;
          entry.built = answer.body;
        },
        () => {},
      );
      body.then(improveLater, () => {});
      body.catch(() => {
        if (kept?.body === body) kept = null;
      });
    }
    const body = await kept.body;
    ctx.set('Cache-Control', 'no-cache');
    sendCachedBody(ctx, body);
  };
  const ready = () =>
    kept?.built && kept.version === content.current() && Date.now() < kept.until ? kept.built : undefined;
  return Object.assign(list, { ready });
}
