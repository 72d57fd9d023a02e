import type { Context, Next } from 'koa';
import type { AppDeps } from '../deps';

// PLACEHOLDER: replaced by the media area (content-hashed images with immutable caching).
export function serveMedia(_deps: AppDeps) {
  return (_ctx: Context, next: Next) => next();
}
