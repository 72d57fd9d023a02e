import Router from '@koa/router';
import { z } from 'zod';
import type { Context } from 'koa';
import { escapeAttribute, escapeHtml } from '@jazz/contracts/escape';
import { dateText, dateTimeText } from '@jazz/contracts/shows';
import type { AppDeps } from '../deps';
import { sendTokenPage, tokenPageSpec } from '../follow/pages';
import { readFormBody } from '../http/plain-form';
import { countsEach } from '../http/rate-limit';
import { defineRoute } from '../http/route';
import { tokenPageLimiter } from '../http/token-pages';
import type { CallLink } from './service';

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * A player's page of a call (docs/calls.md) and his feed: public, noindex, no account. GET shows
 * the gig and two buttons; only the POST answers (a mail scanner opening the link answers
 * nothing). An unknown link and one that ended answer alike (404).
 */
export function callPages(deps: AppDeps): Router {
  const { calls, siteName } = deps.services;
  const router = new Router();
  // every look at a token counts, known or not (api/src/http/token-pages.ts)
  const limit = countsEach(tokenPageLimiter());

  const send = (ctx: Context, status: number, title: string, body: string) =>
    sendTokenPage(ctx, siteName(), status, title, body);
  const unknown = (ctx: Context) =>
    send(ctx, 404, 'This link is not valid', '<p>This link is unknown or has ended.</p>');

  const show = (ctx: Context, link: CallLink | undefined) => {
    if (!link) return unknown(ctx);
    const { call, ask, event, open } = link;
    const { lines, timeZone } = calls.gig(event, call.fee);
    const gig = `<ul>${lines.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>${
      call.note ? `<p>${escapeHtml(call.note)}</p>` : ''
    }`;
    const action = `/call/${escapeAttribute(ctx.params.token!)}`;
    const state = open
      ? `<p>Please answer by ${escapeHtml(dateTimeText(ask.deadline, timeZone))}.</p>
<form method="post" action="${action}"><input type="hidden" name="answer" value="yes"><button type="submit">Yes, I'm in</button></form>
<form method="post" action="${action}"><input type="hidden" name="answer" value="no"><button type="submit">Can't make it</button></form>`
      : ask.answer === 'yes' && call.state === 'confirmed'
        ? "<p><strong>You're in. Thank you!</strong> A confirmation is on its way by mail.</p>"
        : ask.answer === 'no'
          ? '<p><strong>Thank you for letting us know.</strong> This call is closed.</p>'
          : '<p><strong>This call is closed</strong> and takes no answer.</p>';
    // the heading asks what the mail asked while it takes an answer, then names the chair
    const when = `${event.group || event.title}, ${dateText(event.startDate, timeZone)}`;
    const title = open ? `Can you play ${call.instrument}? ${when}` : `${capitalized(call.instrument)} for ${when}`;
    return send(ctx, 200, title, gig + state);
  };

  defineRoute(
    router,
    {
      ...tokenPageSpec,
      method: 'get',
      path: '/call/:token',
      guard: limit,
      summary: 'A call to a player: the gig and the two answers.',
    },
    (ctx) => show(ctx, calls.link(ctx.params.token!)),
  );

  defineRoute(
    router,
    {
      ...tokenPageSpec,
      method: 'post',
      path: '/call/:token',
      guard: limit,
      summary: "A player's answer to his call.",
      rawBody: { types: ['application/x-www-form-urlencoded'], description: '`answer`: `yes` or `no`.' },
    },
    async (ctx) => {
      const form = await readFormBody(ctx);
      const answer = form.get('answer');
      const token = ctx.params.token!;
      return show(ctx, answer === 'yes' || answer === 'no' ? calls.answer(token, answer) : calls.link(token));
    },
  );

  defineRoute(
    router,
    {
      method: 'get',
      path: '/people/:file',
      guard: limit,
      summary: "A player's calendar feed of his calls (`<token>.ics`).",
      params: z.object({ file: z.string() }),
      answer: { type: 'text/calendar', description: 'The iCalendar feed of his confirmed gigs.' },
    },
    (ctx) => {
      const match = /^(.+)\.ics$/.exec(ctx.params.file!);
      const ics = match ? calls.feed(match[1]!) : undefined;
      // an unknown feed answers as an unknown call link does
      if (!ics) return unknown(ctx);
      ctx.set('Cache-Control', 'no-store');
      ctx.set('X-Robots-Tag', 'noindex');
      ctx.type = 'text/calendar; charset=utf-8';
      ctx.body = ics;
    },
  );

  return router;
}
