import Router from '@koa/router';
import type { AppDeps } from '../deps';

// PLACEHOLDER: the groups area is being written; this keeps the app bootable meanwhile.
export function groupRoutes(_deps: AppDeps): Router {
  return new Router();
}
