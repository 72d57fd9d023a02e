import Router from '@koa/router';
import { z } from 'zod';
import { personFeedSchema } from '@jazz/contracts/calls';
import { personDataSchema, personSchema } from '@jazz/contracts/money';
import type { AppDeps } from '../deps';
import { adminWrites, idParams } from '../http/admin-writes';
import { actionRoute, answerRoute, defineRoute } from '../http/route';
import { attachment } from '../press/downloads';

const yearQuery = z.object({ year: z.string().regex(/^\d{4}$/, { error: 'Years are written as 2026.' }) });

/** People (docs/money.md): the players he pays. Every route is admin-only. */
export function peopleRoutes(deps: AppDeps): Router {
  const router = new Router();
  const { people, reports, calls } = deps.services;
  const { requireAdmin } = deps.auth;

  answerRoute(
    router,
    {
      method: 'get',
      path: '/people',
      summary: 'Every person he pays.',
      guard: requireAdmin,
      answer: z.array(personSchema),
    },
    () => people.list(),
  );

  adminWrites(router, {
    area: 'people',
    entity: 'person',
    records: people,
    guard: requireAdmin,
    data: personDataSchema,
    record: personSchema,
  });

  answerRoute(
    router,
    {
      method: 'get',
      path: '/people/:id/statement',
      summary: "A person's year: every payout paid in it, reimbursements apart.",
      guard: requireAdmin,
      params: idParams,
      query: yearQuery,
      answer: z.looseObject({}).describe('The statement: the person, the year, each payout, the totals.'),
    },
    ({ params, query }) => reports.statement(params.id, query.year),
  );

  defineRoute(
    router,
    {
      method: 'get',
      path: '/people/:id/statement.pdf',
      summary: "A person's year as a PDF.",
      guard: requireAdmin,
      params: idParams,
      query: yearQuery,
      answer: { type: 'application/pdf' },
    },
    async (ctx, { params, query }) => {
      const { name, pdf } = await reports.statementPdf(params.id, query.year);
      ctx.type = 'application/pdf';
      ctx.set('Content-Disposition', attachment(name));
      ctx.body = pdf;
    },
  );

  // his calendar feed of calls (docs/calls.md): the owner reads it to hand it on, and renews it
  // when it has gone where it should not
  answerRoute(
    router,
    {
      method: 'get',
      path: '/people/feed/:id',
      summary: "A person's calendar feed address (`/people/{token}.ics`), or null before his first confirmed gig.",
      guard: requireAdmin,
      params: idParams,
      answer: personFeedSchema,
    },
    ({ params }) => calls.feedOfPerson(params.id),
  );

  actionRoute(
    router,
    {
      path: '/people/feed/renew/:id',
      summary: 'Gives a person a new calendar feed address; the old one then answers 404, as an unknown one.',
      guard: requireAdmin,
      params: idParams,
      answer: personFeedSchema,
    },
    (params) => calls.renewFeed(params.id),
  );

  return router;
}
