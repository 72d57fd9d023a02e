import Router from '@koa/router';
import { returnPath } from '@jazz/contracts/paths';
import type { Context } from 'koa';
import type { AppDeps } from '../deps';
import { escapeHtml } from '@jazz/contracts/escape';
import { mailLinkPage } from '../follow/pages';
import { HttpError } from '../http/errors';
import { countsEach, RateLimiter } from '../http/rate-limit';
import { defineRoute } from '../http/route';
import { z } from 'zod';

/**
 * `/account/verify/{token}`, the link of a verification mail: the GET page only shows a
 * Confirm button, whose POST proves the address (a mail scanner opening the link proves
 * nothing). Works without JavaScript, like the follow pages.
 */
export function verifyPages(deps: AppDeps): Router {
  const { verification, siteName } = deps.services;
  const tries = new RateLimiter(30, deps.config.rateWindowMs, deps.now);
  const router = new Router();
  // every try counts, before anything else
  const page = {
    guard: countsEach(tries),
    params: z.object({ token: z.string() }),
    answer: { type: 'text/html', description: 'A page of the site.' },
  };

  const send = (ctx: Context, status: number, title: string, body: string) => {
    ctx.status = status;
    ctx.set('Cache-Control', 'no-store');
    ctx.set('X-Robots-Tag', 'noindex');
    ctx.type = 'text/html; charset=utf-8';
    ctx.body = mailLinkPage(siteName(), title, body);
  };
  const invalid = (ctx: Context, message: string) =>
    send(
      ctx,
      404,
      'This link can not be used',
      `<p>${escapeHtml(message)} Sign in and open My Account to have a new link sent.</p><p><a href="/dashboard">My Account</a></p>`,
    );

  defineRoute(
    router,
    {
      ...page,
      method: 'get',
      path: '/account/verify/:token',
      summary: 'The page of a verification link: a Confirm button.',
    },
    (ctx, { params }) => {
      const link = verification.linkOf(params.token);
      if (!link) return invalid(ctx, 'This link is invalid, was used already or has expired.');
      send(
        ctx,
        200,
        'Confirm your e-mail address',
        `<p>Confirm that <strong>${escapeHtml(link.email)}</strong> is your address.</p>
<form method="post"><button type="submit">Confirm</button></form>`,
      );
    },
  );

  defineRoute(
    router,
    {
      ...page,
      method: 'post',
      path: '/account/verify/:token',
      summary: "Proves the account's address; `next` is where to go on.",
      query: z.object({ next: z.string().optional() }),
    },
    (ctx, { params, query }) => {
      try {
        const { email } = verification.confirm(params.token);
        // the link carries where the student was (the lesson time he chose), through the log in
        const next = returnPath(query.next);
        const onward = next
          ? `<p><a href="/login?next=${escapeHtml(encodeURIComponent(next))}">${next.startsWith('/lessons') ? 'Back to your lesson time' : 'Continue'}</a></p>`
          : '';
        send(
          ctx,
          200,
          'E-mail address confirmed',
          `<p><strong>${escapeHtml(email)}</strong> is confirmed as the address of your account.</p>${onward}<p><a href="/dashboard">My Account</a></p>`,
        );
      } catch (error) {
        if (!(error instanceof HttpError)) throw error;
        invalid(ctx, String(error.body.message));
      }
    },
  );

  return router;
}
