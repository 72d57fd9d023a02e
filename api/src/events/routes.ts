import Router from '@koa/router';
import type { AppDeps } from '../deps';

// PLACEHOLDER: the events area is being written; this keeps the app bootable meanwhile.
export function eventRoutes(_deps: AppDeps): Router {
  return new Router();
}
