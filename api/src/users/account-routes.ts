import Router from '@koa/router';
import type { Context } from 'koa';
import { z } from 'zod';
import { changeEmailSchema, changeNameSchema, changePasswordSchema, myAccountSchema } from '@jazz/contracts';
import type { AppDeps } from '../deps';
import { requireUser, signedIn } from '../auth/middleware';
import { countsEach, RateLimiter } from '../http/rate-limit';
import { defineRoute } from '../http/route';

const byUser = (ctx: Context) => signedIn(ctx).id;

/**
 * The signed-in user's own account (the dashboard's "Account settings"): who they are as
 * stored now, a new password, a new e-mail address proved by a mailed link.
 */
export function accountRoutes(deps: AppDeps): Router {
  const { users } = deps.services;
  const window = deps.config.rateWindowMs;
  // a stolen token must not guess the current password, nor make the site mail an inbox at will
  const passwordTries = countsEach(new RateLimiter(10, window, deps.now), byUser);
  const linkMails = countsEach(new RateLimiter(3, window * 60, deps.now), byUser);
  const router = new Router({ prefix: '/users/me' });

  defineRoute(
    router,
    {
      method: 'get',
      path: '/',
      summary: 'The signed-in account as stored now.',
      guard: requireUser,
      answer: myAccountSchema,
    },
    (ctx) => {
      ctx.body = users.me(signedIn(ctx).id);
    },
  );

  defineRoute(
    router,
    {
      method: 'put',
      path: '/password',
      summary: 'A new password (the current one given); answers a new token, earlier sessions end.',
      guard: [requireUser, passwordTries],
      body: changePasswordSchema,
      answer: z.object({ token: z.string() }),
    },
    async (ctx) => {
      ctx.body = await users.changePassword(signedIn(ctx).id, ctx.request.body);
    },
  );

  defineRoute(
    router,
    {
      method: 'put',
      path: '/name',
      summary: "The account's own name.",
      guard: requireUser,
      body: changeNameSchema,
      answer: myAccountSchema,
    },
    (ctx) => {
      ctx.body = users.changeName(signedIn(ctx).id, ctx.request.body);
    },
  );

  defineRoute(
    router,
    {
      method: 'put',
      path: '/email',
      summary: 'A new address (the current password given), in use once the mailed link proves it (202).',
      guard: [requireUser, passwordTries, linkMails],
      body: changeEmailSchema,
      answer: myAccountSchema,
      status: 202,
    },
    async (ctx) => {
      ctx.status = 202;
      ctx.body = await users.changeEmail(signedIn(ctx).id, ctx.request.body);
    },
  );

  defineRoute(
    router,
    {
      method: 'post',
      path: '/verification',
      summary: 'Mails the link that proves the address again (202).',
      guard: [requireUser, linkMails],
      // `next`: where the confirmed page leads back to
      body: z.object({ next: z.string().optional() }),
      answer: myAccountSchema,
      status: 202,
    },
    (ctx, { body }) => {
      ctx.status = 202;
      ctx.body = users.resendVerification(signedIn(ctx).id, body.next);
    },
  );

  return router;
}
