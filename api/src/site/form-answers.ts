import Router from '@koa/router';
import { z } from 'zod';
import type { Context } from 'koa';
import { BOOKING_MESSAGES, CONTACT_MESSAGES, FOLLOW_MESSAGES } from '@jazz/contracts';
import { escapeAttribute, escapeHtml } from '@jazz/contracts/escape';
import type { AppDeps } from '../deps';
import { mailLinkPage } from '../follow/pages';
import { PLAIN_FORM_RESULTS, PLAIN_FORMS, type PlainForm, type PlainFormResult } from '../http/plain-form';
import { defineRoute } from '../http/route';
import { createMessagePages } from './message-page';

/** Where a visitor goes back to, and what was sent, per plain form. */
const FORMS: Record<PlainForm, { what: string; back: string; backText: string; sent: string }> = {
  follow: { what: 'Your request', back: '/shows', backText: 'Back to the shows', sent: FOLLOW_MESSAGES.accepted },
  contact: {
    what: 'Your message',
    back: '/contact',
    backText: 'Back to the contact page',
    sent: CONTACT_MESSAGES.success,
  },
  booking: {
    what: 'Your booking request',
    back: '/press#booking',
    backText: 'Back to the booking request',
    sent: BOOKING_MESSAGES.success,
  },
};

/** The pages that only work with JavaScript, and what each would have done. */
const SCRIPT_ONLY: [path: string, doing: string][] = [
  ['/login', 'Logging in'],
  ['/register', 'Creating an account'],
  ['/forgotpassword', 'Asking for a new password'],
  ['/resetpassword/:id/:token', 'Resetting a password'],
  ['/dashboard', 'Changing your account'],
  ['/lessons', 'Booking a lesson'],
];

/** What these routes answer: a page of the site. */
const HTML_PAGE = { type: 'text/html', description: 'A page of the site.' } as const;

const isOneOf = <T extends string>(list: readonly T[], value: unknown): value is T =>
  typeof value === 'string' && (list as readonly string[]).includes(value);

/**
 * The pages a public form's post is answered with when the page's script did not send it
 * (JavaScript off, or not loaded yet): `GET /forms/{follow|contact|booking}?result=...` says what
 * happened (the JSON routes redirect there, http/plain-form.ts), and a post to a page whose form
 * needs JavaScript (log in, register, the password forms, the dashboard, a lesson) is answered
 * with the page that says so. The human check needs script: then the page gives the booking
 * contact of the site's press kit (or MAIL_FROM), never CONTACT_TO or an admin's address.
 */
export function formAnswerPages(deps: AppDeps): Router {
  const { config, services } = deps;
  const router = new Router();
  const inLayout = createMessagePages(deps);

  const send = async (ctx: Context, status: number, title: string, html: string, renderAs?: string) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.set('X-Robots-Tag', 'noindex');
    if (await inLayout(ctx, status, { title, html }, renderAs)) return;
    ctx.status = status;
    ctx.type = 'text/html; charset=utf-8';
    ctx.body = mailLinkPage(services.siteName(), title, html);
  };

  /** The press kit's booking contact (its own words, escaped), else the site's sender address. */
  const contactHtml = () => {
    const written = services.press.read('site').contact.trim();
    if (written)
      return `<div class="form-contact">${written
        .split(/\n\s*\n/)
        .map((paragraph) => `<p>${escapeHtml(paragraph.trim()).replace(/\n/g, '<br>')}</p>`)
        .join('')}</div>`;
    const address = /<([^>]+)>/.exec(config.mailFrom)?.[1] ?? config.mailFrom;
    return `<p><a href="mailto:${escapeAttribute(address)}">${escapeHtml(address)}</a></p>`;
  };

  const answer = (form: PlainForm, result: PlainFormResult): [title: string, html: string] => {
    const { what, sent } = FORMS[form];
    switch (result) {
      case 'sent':
        return ['Sent', `<p>${escapeHtml(sent)}</p>`];
      case 'check':
        return [
          `${what} was not sent`,
          `<p>The check that you are a person needs JavaScript, which is off or did not load in your browser. Turn it on and send the form again, or write to:</p>${contactHtml()}`,
        ];
      case 'invalid':
        return [
          `${what} was not sent`,
          '<p>A field was empty or not valid. Go back, check the form and send it again.</p>',
        ];
      case 'busy':
        return [`${what} was not sent`, '<p>Too many tries in a short time. Please wait a moment and try again.</p>'];
    }
  };

  defineRoute(
    router,
    {
      method: 'get',
      path: '/forms/:form',
      summary: 'What a public form posted without script came to (Post/Redirect/Get).',
      params: z.object({ form: z.string() }),
      query: z.object({ result: z.string().optional() }),
      answer: HTML_PAGE,
    },
    async (ctx, { params, query }) => {
      const { form } = params;
      const { result } = query;
      if (!isOneOf(PLAIN_FORMS, form) || !isOneOf(PLAIN_FORM_RESULTS, result))
        return send(ctx, 404, 'Nothing was sent', '<p>This page says what a form of this site sent.</p>');
      const [title, html] = answer(form, result);
      const { back, backText } = FORMS[form];
      await send(ctx, 200, title, `${html}<p><a href="${back}">${backText}</a></p>`);
    },
  );

  // The body (a password, maybe) is never read: nothing is done with it.
  for (const [path, doing] of SCRIPT_ONLY)
    defineRoute(
      router,
      {
        method: 'post',
        path,
        summary: `${doing} without script: the page saying it needs JavaScript.`,
        ...(path.includes(':') && { params: z.object({ id: z.string(), token: z.string() }) }),
        answer: HTML_PAGE,
      },
      (ctx) =>
        send(
          ctx,
          200,
          `${doing} needs JavaScript`,
          `<p>${doing} needs JavaScript, which is off or did not load in your browser: nothing was sent. Turn it on and reload the page.</p>`,
          '/forms/script',
        ),
    );

  return router;
}
