import { sendCsv } from '../http/csv-body';
import Router from '@koa/router';
import type { Context } from 'koa';
import { ACCOUNT_MESSAGES, digestHoldSchema, FOLLOW_MESSAGES } from '@jazz/contracts';
import type { AppDeps } from '../deps';
import { jsonBody } from '../http/body';
import { HttpError, unauthorized, validate } from '../http/errors';
import { inboxKey } from '../http/address-key';
import { RateLimiter } from '../http/rate-limit';

/** Show announcements: the public follow form, a signed-in user's own choice, the admin's Followers screen. */
export function followRoutes(deps: AppDeps): Router {
  const { follow, groups, users } = deps.services;
  const { requireAdmin } = deps.auth;
  // per address of the visitor, and per address mailed: nobody can flood an inbox with confirmations
  const perClient = new RateLimiter(5, deps.config.rateWindowMs, deps.now);
  const perEmail = new RateLimiter(3, deps.config.rateWindowMs * 60, deps.now);
  const router = new Router();

  const signedIn = (ctx: Context) => {
    const user = ctx.state.user;
    if (!user) throw unauthorized();
    return user;
  };
  // the account's address speaks for the follow only once it is proved (else anyone could
  // register a fan's address and read or change his follows)
  const verified = (ctx: Context) => {
    const user = signedIn(ctx);
    if (!users.isVerified(user.id))
      throw new HttpError(403, { message: ACCOUNT_MESSAGES.unverified, reason: 'unverified' });
    return user;
  };

  router.post('/follow', jsonBody, async (ctx) => {
    perClient.hit(ctx.ip);
    // the inbox is counted after validation and the human check: the limiter keeps only a
    // valid address's short inbox key, and unsolved requests use up nobody's allowance
    await follow.request(ctx.request.body, (email) => perEmail.hit(inboxKey(email)));
    // the same answer for a new, a pending and a confirmed address: it reveals none of them
    ctx.status = 202;
    ctx.body = { message: FOLLOW_MESSAGES.accepted };
  });

  router.get('/follow/me', (ctx) => {
    ctx.body = follow.mine(verified(ctx).email);
  });

  router.put('/follow/me', jsonBody, (ctx) => {
    ctx.body = follow.setMine(verified(ctx), ctx.request.body);
  });

  router.get('/followers', requireAdmin, (ctx) => {
    ctx.body = follow.summary(groups.list().map((group) => group.name));
  });

  router.post('/followers/digest/send', requireAdmin, jsonBody, (ctx) => {
    ctx.body = { queued: follow.sendDigest() };
  });

  router.put('/followers/digest/hold', requireAdmin, jsonBody, (ctx) => {
    const { held } = validate(digestHoldSchema, ctx.request.body);
    follow.setHeld(held);
    ctx.body = { held };
  });

  router.get('/followers/export.csv', requireAdmin, (ctx) => {
    sendCsv(ctx, 'followers.csv', follow.exportCsv());
  });

  return router;
}
