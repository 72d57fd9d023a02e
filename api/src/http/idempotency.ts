import type { Context, Next } from 'koa';
import type { AppDeps } from '../deps';

// PLACEHOLDER: replaced by the Idempotency-Key middleware.
export function idempotency(_deps: AppDeps) {
  return (_ctx: Context, next: Next) => next();
}
