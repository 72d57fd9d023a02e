import Router from '@koa/router';
import type { AppDeps } from '../deps';

// PLACEHOLDER: the contact area is being written; this keeps the app bootable meanwhile.
export function contactRoutes(_deps: AppDeps): Router {
  return new Router();
}
