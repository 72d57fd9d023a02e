import Router from '@koa/router';
import type { Context } from 'koa';
import type { FollowGroups } from '@jazz/contracts';
import type { AppDeps } from '../deps';
import { readFormBody } from '../http/plain-form';
import { createMessagePages } from '../site/message-page';
import { escapeAttribute, escapeHtml } from '@jazz/contracts/escape';
import { bandsText } from './digest';
import { z } from 'zod';
import { defineRoute } from '../http/route';

const STYLE = `
body{margin:0;font-family:Georgia,'Times New Roman',serif;background:#111;color:#eee;line-height:1.5}
main{max-width:34rem;margin:12vh auto;padding:0 1.25rem}
h1{font-weight:normal;letter-spacing:.04em}
a{color:#e8c27a}
button{font:inherit;background:#e8c27a;color:#111;border:0;border-radius:4px;padding:.6rem 1.4rem;cursor:pointer;min-height:44px}
button:focus-visible,input:focus-visible{outline:3px solid #fff;outline-offset:2px}
fieldset{border:1px solid #555;border-radius:4px;margin:1rem 0;padding:.5rem 1rem}
label{display:flex;gap:.6rem;align-items:center;min-height:44px}
input[type=checkbox]{width:1.2rem;height:1.2rem}
`;

/**
 * The page on its own, when the site's layout can not be rendered (the site is not built):
 * the links in mails must work without JavaScript, in any mail app, always.
 */
function page(siteName: string, title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><link rel="icon" href="/favicon.svg" type="image/svg+xml"><title>${escapeHtml(title)} | ${escapeHtml(siteName)}</title>
<style>${STYLE}</style></head>
<body><main><h1>${escapeHtml(title)}</h1>${body}<p><a href="/shows">See the shows on ${escapeHtml(siteName)}</a></p></main></body></html>`;
}

/** What every page of a mail's link declares: its token, and HTML. */
const mailLink = {
  params: z.object({ token: z.string() }),
  answer: { type: 'text/html', description: 'A page of the site.' },
};

/** A page of a mail's link: in the site's layout (header, nav, footer) when it renders, else on its own. */
function linkPageSender(deps: AppDeps) {
  const follow = deps.services.follow;
  const inLayout = createMessagePages(deps);
  const send = async (ctx: Context, status: number, title: string, body: string) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.set('X-Robots-Tag', 'noindex');
    if (await inLayout(ctx, status, { title, html: body })) return;
    ctx.status = status;
    ctx.type = 'text/html; charset=utf-8';
    ctx.body = page(follow.siteName(), title, body);
  };
  return send;
}

type SendPage = ReturnType<typeof linkPageSender>;

const following = (groups: FollowGroups) => escapeHtml(bandsText(groups));

/** The unsubscribe page's boxes of the bands to keep, when more than one band is followed. */
function keepBoxes(groups: FollowGroups): string {
  const bands = groups === 'all' ? [] : groups;
  return bands.length > 1
    ? `<fieldset><legend>Or keep the announcements of some bands:</legend>${bands
        .map(
          (name) =>
            `<label><input type="checkbox" name="keep" value="${escapeAttribute(name)}"> ${escapeHtml(name)}</label>`,
        )
        .join('')}</fieldset>`
    : '';
}

/**
 * The pages behind the links in mails: confirming a follow (a button, so that a mail scanner
 * opening the link confirms nothing) and unsubscribing (RFC 8058: a POST ends it at once).
 */
export function followPages(deps: AppDeps): Router {
  const router = new Router();
  const send = linkPageSender(deps);
  confirmPages(router, deps, send);
  unsubscribePages(router, deps, send);
  return router;
}

/** A follow's link: the page with its Confirm button, and the confirmation. */
function confirmPages(router: Router, deps: AppDeps, send: SendPage): void {
  const follow = deps.services.follow;
  const expired = (ctx: Context) =>
    send(
      ctx,
      404,
      'This link has expired',
      '<p>The link is older than a week or was used already. You can ask again on the shows page.</p>',
    );

  defineRoute(
    router,
    {
      ...mailLink,
      method: 'get',
      path: '/follow/confirm/:token',
      summary: 'The page of a follow link: a Confirm button.',
    },
    (ctx, { params }) => {
      const request = follow.requestOf(params.token);
      if (!request) return expired(ctx);
      return send(
        ctx,
        200,
        'Confirm show announcements',
        `<p>Get an e-mail at <strong>${escapeHtml(request.email)}</strong> when a show of ${following(request.groups)} is announced.</p>
<form method="post"><button type="submit">Confirm</button></form>`,
      );
    },
  );

  defineRoute(
    router,
    { ...mailLink, method: 'post', path: '/follow/confirm/:token', summary: 'Confirms a follow.' },
    (ctx, { params }) => {
      const follower = follow.confirm(params.token);
      if (!follower) return expired(ctx);
      return send(
        ctx,
        200,
        'You are following the shows',
        `<p>We will e-mail <strong>${escapeHtml(follower.email)}</strong> when a show of ${following(follower.groups)} is announced. Each mail has a link to stop them.</p>`,
      );
    },
  );
}

/** An announcement's unsubscribe link: the page with the bands to keep, and the one-click POST. */
function unsubscribePages(router: Router, deps: AppDeps, send: SendPage): void {
  const follow = deps.services.follow;

  defineRoute(
    router,
    {
      ...mailLink,
      method: 'get',
      path: '/unsubscribe/:token',
      summary: 'The page of an unsubscribe link: the bands to keep and a button.',
    },
    (ctx, { params }) => {
      const follower = follow.followerOfToken(params.token);
      if (!follower)
        return send(ctx, 404, 'Unsubscribed', '<p>This address gets no show announcements (any more).</p>');
      const keep = keepBoxes(follower.groups);
      return send(
        ctx,
        200,
        'Stop show announcements',
        `<p>Stop the e-mails to <strong>${escapeHtml(follower.email)}</strong> about shows of ${following(follower.groups)}.</p>
<form method="post">${keep}<button type="submit">Unsubscribe</button></form>`,
      );
    },
  );

  defineRoute(
    router,
    {
      ...mailLink,
      method: 'post',
      path: '/unsubscribe/:token',
      summary: 'Unsubscribes (RFC 8058 one-click), or keeps the bands ticked.',
      rawBody: { types: ['application/x-www-form-urlencoded'], description: '`keep`: a band to keep, once per band.' },
    },
    async (ctx, { params }) => {
      const form = await readFormBody(ctx);
      const follower = follow.followerOfToken(params.token);
      // gone already: a second click, or a mail client's retry, is not an error
      if (!follower) return send(ctx, 200, 'Unsubscribed', '<p>You get no more show announcements.</p>');
      const kept = follow.unsubscribe(follower, form.getAll('keep'));
      if (kept) return send(ctx, 200, 'Announcements changed', `<p>You now follow ${following(kept)} only.</p>`);
      return send(
        ctx,
        200,
        'Unsubscribed',
        '<p>You get no more show announcements. Your address has been removed.</p>',
      );
    },
  );
}

/** The page of the links in mails, for the other areas that mail links (account verification). */
export const mailLinkPage = page;

/** What the page of a link that carries a secret (a contract's, a call's) declares: its token, and HTML. */
export const tokenPageSpec = {
  params: z.object({ token: z.string() }),
  answer: { type: 'text/html', description: 'A page of its own.' },
};

/**
 * Sends the page of a link that carries a secret (a contract's, a call's): never cached, never
 * indexed, and its address never sent on as a referrer.
 */
export function sendTokenPage(ctx: Context, siteName: string, status: number, title: string, body: string): void {
  ctx.set('Cache-Control', 'no-store');
  ctx.set('X-Robots-Tag', 'noindex');
  ctx.set('Referrer-Policy', 'no-referrer');
  ctx.status = status;
  ctx.type = 'text/html; charset=utf-8';
  ctx.body = page(siteName, title, body);
}
