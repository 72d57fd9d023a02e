import Router from '@koa/router';
import type { Context } from 'koa';
import { escapeAttribute, escapeHtml } from '@jazz/contracts/escape';
import type { AppDeps } from '../deps';
import { sendTokenPage, tokenPageSpec } from '../follow/pages';
import { readFormBody } from '../http/plain-form';
import { HttpError } from '../http/errors';
import { countsEach } from '../http/rate-limit';
import { defineRoute } from '../http/route';
import { tokenPageLimiter } from '../http/token-pages';

/**
 * The buyer's page of a contract (docs/money.md): public, noindex, no account. GET shows the
 * contract and the form; only the POST signs (a mail scanner opening the link signs nothing).
 * An unknown link and one that ended answer alike.
 */
export function contractPages(deps: AppDeps): Router {
  const { contracts, siteName } = deps.services;
  const router = new Router();
  // every look at a token counts, known or not: a guesser meets a 429 long before a contract
  const limit = countsEach(tokenPageLimiter());

  // the page of its own (as account verification's): no script, works in any mail app's browser
  const send = (ctx: Context, status: number, title: string, body: string) =>
    sendTokenPage(ctx, siteName(), status, title, body);
  const unknown = (ctx: Context) =>
    send(ctx, 404, 'This link is not valid', '<p>This contract link is unknown or has ended. Ask for a new one.</p>');

  const show = (ctx: Context, error = '') => {
    const view = contracts.view(ctx.params.token!);
    if (!view) return unknown(ctx);
    const text = `<pre style="white-space:pre-wrap;font:inherit">${escapeHtml(view.body)}</pre>`;
    const form = view.signed
      ? `<p><strong>${escapeHtml(view.signed)}</strong></p>`
      : `<form method="post" action="/contract/${escapeAttribute(ctx.params.token!)}">
<label for="contract-name">Type your full name to sign</label>
<input id="contract-name" name="name" autocomplete="name" required maxlength="200">
${error ? `<p role="alert">${escapeHtml(error)}</p>` : ''}
<button type="submit">Sign</button></form>`;
    return send(ctx, 200, view.title, text + form);
  };

  defineRoute(
    router,
    {
      ...tokenPageSpec,
      method: 'get',
      path: '/contract/:token',
      guard: limit,
      summary: 'A contract to sign: the text and the Sign form.',
    },
    (ctx) => show(ctx),
  );

  defineRoute(
    router,
    {
      ...tokenPageSpec,
      method: 'post',
      path: '/contract/:token',
      guard: limit,
      summary: 'Signs a contract with the typed name.',
      rawBody: { types: ['application/x-www-form-urlencoded'], description: '`name`: the full name typed to sign.' },
    },
    async (ctx) => {
      const form = await readFormBody(ctx);
      try {
        if (!contracts.sign(ctx.params.token!, form.get('name') ?? '')) return unknown(ctx);
      } catch (error) {
        if (error instanceof HttpError && error.status === 400) return show(ctx, 'Type your full name to sign.');
        throw error;
      }
      return show(ctx);
    },
  );

  return router;
}
