import Router from '@koa/router';
import type { AppDeps } from '../deps';
import { jsonBody } from '../http/body';
import { RateLimiter } from '../http/rate-limit';

/** The contact form (POST /contact), its human check and the admin's list of messages. */
export function contactRoutes(deps: AppDeps): Router {
  const { altcha, contact } = deps.services;
  // Every attempt counts, valid or not: a form that fails five times a minute is not a person.
  const limiter = new RateLimiter(5, deps.config.rateWindowMs, deps.now);
  const router = new Router();

  router.get('/altcha/challenge', async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await altcha.challenge();
  });

  router.post('/contact', jsonBody, async (ctx) => {
    limiter.hit(ctx.ip);
    await contact.submit(ctx.request.body);
    ctx.body = true;
  });

  router.get('/contact/messages', deps.auth.requireAdmin, (ctx) => {
    ctx.body = contact.list();
  });

  return router;
}
