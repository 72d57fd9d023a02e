import Router from '@koa/router';
import type { Context } from 'koa';
import type { AppDeps } from '../deps';
import { jsonBody } from '../http/body';
import { unauthorized } from '../http/errors';
import { RateLimiter } from '../http/rate-limit';
import { propertyOf } from '@jazz/contracts';

/**
 * The signed-in user's own account (the dashboard's "Account settings"): who they are as
 * stored now, a new password, a new e-mail address proved by a mailed link.
 */
export function accountRoutes(deps: AppDeps): Router {
  const { users } = deps.services;
  const window = deps.config.rateWindowMs;
  // a stolen token must not guess the current password, nor make the site mail an inbox at will
  const passwordTries = new RateLimiter(10, window, deps.now);
  const linkMails = new RateLimiter(3, window * 60, deps.now);
  const router = new Router({ prefix: '/users/me' });

  const signedIn = (ctx: Context) => {
    const user = ctx.state.user;
    if (!user) throw unauthorized();
    return user;
  };

  router.get('/', (ctx) => {
    ctx.body = users.me(signedIn(ctx).id);
  });

  router.put('/password', jsonBody, async (ctx) => {
    const { id } = signedIn(ctx);
    passwordTries.hit(id);
    ctx.body = await users.changePassword(id, ctx.request.body);
  });

  router.put('/name', jsonBody, (ctx) => {
    ctx.body = users.changeName(signedIn(ctx).id, ctx.request.body);
  });

  router.put('/email', jsonBody, async (ctx) => {
    const { id } = signedIn(ctx);
    passwordTries.hit(id);
    linkMails.hit(id);
    ctx.status = 202;
    ctx.body = await users.changeEmail(id, ctx.request.body);
  });

  router.post('/verification', jsonBody, (ctx) => {
    const { id } = signedIn(ctx);
    linkMails.hit(id);
    ctx.status = 202;
    ctx.body = users.resendVerification(id, propertyOf(ctx.request.body, 'next'));
  });

  return router;
}
