import Router from '@koa/router';
import { allowUpload } from '../http/timeouts';
import type { AppDeps } from '../deps';

/**
 * Audio: POST /api/audio/upload takes the raw file as the body (admin only, checked
 * before a byte is read) and answers the URL a Listen track stores.
 */
export function audioRoutes(deps: AppDeps): Router {
  const router = new Router();
  const store = deps.services.audio;

  router.post('/audio/upload', deps.auth.requireAdmin, async (ctx) => {
    allowUpload(ctx);
    const declared = ctx.get('Content-Length');
    ctx.body = await store.receive(ctx.req, declared ? Number(declared) : undefined);
    ctx.status = 201;
  });

  return router;
}
