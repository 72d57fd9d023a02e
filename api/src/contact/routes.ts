import Router from '@koa/router';
import { z } from 'zod';
import { contactMessageSchema, contactSchema } from '@jazz/contracts';
import type { AppDeps } from '../deps';
import { plainFormPost } from '../http/plain-form';
import { countsEach, RateLimiter } from '../http/rate-limit';
import { defineRoute } from '../http/route';

/** An ALTCHA v2 challenge, as the widget reads it. */
const challengeAnswer = z.looseObject({}).describe('An ALTCHA challenge (v2) for the altcha widget.');

/** The contact form (POST /contact), its human check and the admin's list of messages. */
export function contactRoutes(deps: AppDeps): Router {
  const { altcha, contact } = deps.services;
  // Every attempt counts, valid or not: a form that fails five times a minute is not a person.
  const limiter = new RateLimiter(5, deps.config.rateWindowMs, deps.now);
  const router = new Router();

  defineRoute(
    router,
    { method: 'get', path: '/altcha/challenge', summary: 'A human check for a public form.', answer: challengeAnswer },
    async (ctx) => {
      ctx.set('Cache-Control', 'no-store');
      ctx.body = await altcha.challenge();
    },
  );

  defineRoute(
    router,
    {
      method: 'post',
      path: '/contact',
      summary: 'Sends a message to the owner (behind the human check and a rate limit).',
      // first: the page's own HTML form, posted without script, is answered with a page
      guard: [plainFormPost('contact'), countsEach(limiter)],
      body: contactSchema,
      answer: z.literal(true),
    },
    async (ctx) => {
      await contact.submit(ctx.request.body);
      ctx.body = true;
    },
  );

  defineRoute(
    router,
    {
      method: 'get',
      path: '/contact/messages',
      summary: 'The messages sent through the contact form.',
      guard: deps.auth.requireAdmin,
      answer: z.array(contactMessageSchema),
    },
    (ctx) => {
      ctx.body = contact.list();
    },
  );

  return router;
}
