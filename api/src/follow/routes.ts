import { sendCsv } from '../http/csv-body';
import Router from '@koa/router';
import type { Context, Next } from 'koa';
import { z } from 'zod';
import { ACCOUNT_MESSAGES, digestHoldSchema, FOLLOW_MESSAGES, followSchema, myFollowSchema } from '@jazz/contracts';
import type { AppDeps } from '../deps';
import { HttpError } from '../http/errors';
import { signedIn } from '../auth/middleware';
import { inboxKey } from '../http/address-key';
import { formFields, plainFormPost } from '../http/plain-form';
import { countsEach, RateLimiter } from '../http/rate-limit';
import { defineRoute } from '../http/route';

/** The follow form without script: its "All bands" box, else the bands ticked (disabled boxes are not sent). */
const followFormBody = (params: URLSearchParams) => ({
  ...formFields(params),
  groups: params.has('all') ? 'all' : params.getAll('groups'),
});

/** Show announcements: the public follow form, a signed-in user's own choice, the admin's Followers screen. */
export function followRoutes(deps: AppDeps): Router {
  const router = new Router();
  followFormRoutes(router, deps);
  ownFollowRoutes(router, deps);
  followersRoutes(router, deps);
  return router;
}

/** The public follow form: asks for announcements, mails a link to confirm. */
function followFormRoutes(router: Router, deps: AppDeps): void {
  const { follow } = deps.services;
  // per address of the visitor, and per address mailed: nobody can flood an inbox with confirmations
  const perClient = new RateLimiter(5, deps.config.rateWindowMs, deps.now);
  const perEmail = new RateLimiter(3, deps.config.rateWindowMs * 60, deps.now);

  defineRoute(
    router,
    {
      method: 'post',
      path: '/follow',
      summary: 'Asks for show announcements: mails a link to confirm (202, the same answer for any address).',
      // first: the page's own HTML form, posted without script, is answered with a page
      guard: [plainFormPost('follow', followFormBody), countsEach(perClient)],
      body: followSchema,
      answer: z.object({ message: z.string() }),
      status: 202,
    },
    async (ctx) => {
      // the inbox is counted after validation and the human check: the limiter keeps only a
      // valid address's short inbox key, and unsolved requests use up nobody's allowance
      await follow.request(ctx.request.body, (email) => perEmail.hit(inboxKey(email)));
      // the same answer for a new, a pending and a confirmed address: it reveals none of them
      ctx.status = 202;
      ctx.body = { message: FOLLOW_MESSAGES.accepted };
    },
  );
}

/** A signed-in user's own follow, read and set. */
function ownFollowRoutes(router: Router, deps: AppDeps): void {
  const { follow, users } = deps.services;
  // the account's address speaks for the follow only once it is proved (else anyone could
  // register a fan's address and read or change his follows)
  const verified = async (ctx: Context, next: Next) => {
    if (!users.isVerified(signedIn(ctx).id))
      throw new HttpError(403, { message: ACCOUNT_MESSAGES.unverified, reason: 'unverified' });
    await next();
  };

  defineRoute(
    router,
    {
      method: 'get',
      path: '/follow/me',
      summary: "The signed-in user's follow (a proved address only).",
      guard: verified,
      answer: myFollowSchema,
    },
    (ctx) => {
      ctx.body = follow.mine(signedIn(ctx).email);
    },
  );

  defineRoute(
    router,
    {
      method: 'put',
      path: '/follow/me',
      summary: "Sets the signed-in user's follow: all bands, some, or none (null).",
      guard: verified,
      body: myFollowSchema,
      answer: myFollowSchema,
    },
    (ctx) => {
      ctx.body = follow.setMine(signedIn(ctx), ctx.request.body);
    },
  );
}

/** The admin's Followers screen: the summary, the digest, the export. */
function followersRoutes(router: Router, deps: AppDeps): void {
  const { follow, groups } = deps.services;
  const { requireAdmin } = deps.auth;

  defineRoute(
    router,
    {
      method: 'get',
      path: '/followers',
      summary: 'The followers, counted per band, and the digest waiting to go.',
      guard: requireAdmin,
      answer: z.looseObject({}).describe("The Followers screen's summary."),
    },
    (ctx) => {
      ctx.body = follow.summary(groups.list().map((group) => group.name));
    },
  );

  defineRoute(
    router,
    {
      method: 'post',
      path: '/followers/digest/send',
      summary: 'Sends the waiting digest now; answers how many mails were queued.',
      guard: requireAdmin,
      body: z.object({}),
      answer: z.object({ queued: z.number().int() }),
    },
    (ctx) => {
      ctx.body = { queued: follow.sendDigest() };
    },
  );

  defineRoute(
    router,
    {
      method: 'put',
      path: '/followers/digest/hold',
      summary: 'Holds the digest (or lets it go again).',
      guard: requireAdmin,
      body: digestHoldSchema,
      answer: digestHoldSchema,
    },
    (ctx, { body }) => {
      follow.setHeld(body.held);
      ctx.body = { held: body.held };
    },
  );

  defineRoute(
    router,
    {
      method: 'get',
      path: '/followers/export.csv',
      summary: 'The followers as CSV.',
      guard: requireAdmin,
      answer: { type: 'text/csv' },
    },
    (ctx) => {
      sendCsv(ctx, 'followers.csv', follow.exportCsv());
    },
  );
}
