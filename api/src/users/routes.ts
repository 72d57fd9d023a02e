import Router from '@koa/router';
import type { AppDeps } from '../deps';

// PLACEHOLDER: the users area is being written; this keeps the app bootable meanwhile.
export function userRoutes(_deps: AppDeps): Router {
  return new Router();
}
