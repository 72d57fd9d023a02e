import type { Context } from 'koa';
import { compressBody, improveLater, sendCachedBody, type CachedBody } from './cached-body';
import type { ContentVersion } from './content-version';

/**
 * A public list route whose JSON is serialized and compressed once, then sent as is until the
 * content version moves (a write to what a public page reads). Clients may keep it and revalidate (no-cache + ETag),
 * getting a 304 while nothing changed.
 */
export function cachedList(content: ContentVersion, list: () => unknown, nextChange?: () => number) {
  let kept: { version: number; until: number; body: Promise<CachedBody> } | null = null;
  return async (ctx: Context) => {
    const version = content.current();
    // `nextChange`: when the answer changes with no write (a setlist made public as its day ends)
    if (kept?.version !== version || Date.now() >= kept.until) {
      // read now, at this version: a write after this line moves the version again
      const until = nextChange?.() ?? Number.POSITIVE_INFINITY;
      const body = compressBody(JSON.stringify(list()), 'application/json; charset=utf-8');
      kept = { version, until, body };
      body.then(improveLater, () => {});
      body.catch(() => {
        if (kept?.body === body) kept = null;
      });
    }
    const body = await kept.body;
    ctx.set('Cache-Control', 'no-cache');
    sendCachedBody(ctx, body);
  };
}
