import Router from '@koa/router';
import { z } from 'zod';
import { moneyDataSchema, moneySettingsSchema, seriesDealDataSchema } from '@jazz/contracts/money';
import type { AppDeps } from '../deps';
import { BODY_LIMITS, withBody } from '../http/body';
import { sendCsv } from '../http/csv-body';
import { answerRoute, defineRoute, updateBody } from '../http/route';

const eventParams = z.object({ eventId: z.string() });
const yearQuery = z.object({ year: z.string().regex(/^\d{4}$/, { error: 'Years are written as 2026.' }) });
const showMoney = z.looseObject({}).describe("A show's money with its computed totals (docs/money.md).");
const seriesMoney = z.looseObject({}).describe("A series' deal.");
const settingsAnswer = z.looseObject({}).describe('The money settings.');
const csv = { type: 'text/csv' } as const;

/** Money (docs/money.md): a show's money, a series' deal, settings, receipts, reports. Admin-only. */
export function moneyRoutes(deps: AppDeps): Router {
  const router = new Router();
  const { money, receipts } = deps.services;
  const guard = deps.auth.requireAdmin;
  // a receipt is a phone's photo or a scanned PDF of up to 40 MB, a third more in base64
  const receiptBody = withBody({ limit: BODY_LIMITS.press, gate: deps.imageUploads });

  // the fixed addresses (settings, report...) are moneyDeskRoutes', mounted before this area
  const seriesParams = z.object({ seriesId: z.string() });
  answerRoute(
    router,
    {
      method: 'get',
      path: '/money/series/:seriesId',
      summary: "A series' deal.",
      guard,
      params: seriesParams,
      answer: seriesMoney,
    },
    ({ params }) => money.getSeries(params.seriesId),
  );
  answerRoute(
    router,
    {
      method: 'put',
      path: '/money/series/:seriesId',
      summary: "Saves a series' deal; its following dates are computed again.",
      guard,
      params: seriesParams,
      body: updateBody('money', seriesDealDataSchema),
      answer: seriesMoney,
    },
    ({ params }, ctx) => money.updateSeries(params.seriesId, ctx.request.body),
  );

  answerRoute(
    router,
    {
      method: 'put',
      path: '/money/update/:eventId',
      summary: "Saves a show's money; the totals are computed and stored.",
      guard,
      params: eventParams,
      body: updateBody('money', moneyDataSchema),
      answer: showMoney,
    },
    ({ params }, ctx) => money.update(params.eventId, ctx.request.body),
  );

  answerRoute(
    router,
    {
      method: 'post',
      path: '/money/:eventId/receipts',
      summary: 'Keeps a receipt (an image or a PDF of up to 40 MB) of a show.',
      guard,
      params: eventParams,
      read: receiptBody,
      body: z.object({ file: z.string({ error: 'Send the receipt as a data URL.' }) }),
      answer: z.looseObject({}).describe('The receipt: id, type, size.'),
      status: 201,
    },
    ({ params }, ctx) => {
      money.get(params.eventId);
      return receipts.save(params.eventId, ctx.request.body);
    },
  );

  // served under /api to admins only, never under the public /media path
  defineRoute(
    router,
    {
      method: 'get',
      path: '/money/:eventId/receipts/:id',
      summary: 'A receipt, to admins only.',
      guard,
      params: z.object({ eventId: z.string(), id: z.string() }),
      answer: { type: 'application/octet-stream', description: 'The image or PDF as kept.' },
    },
    (ctx, { params }) => {
      const { receipt, bytes } = receipts.read(params.eventId, params.id);
      ctx.type = receipt.type;
      ctx.set('Content-Disposition', `inline; filename="receipt-${receipt.id}"`);
      ctx.body = bytes;
    },
  );

  answerRoute(
    router,
    {
      method: 'get',
      path: '/money/:eventId',
      summary: "A show's money (an empty record when it has none).",
      guard,
      params: eventParams,
      answer: showMoney,
    },
    ({ params }) => money.get(params.eventId),
  );

  return router;
}

/** Money's fixed addresses: settings, the report, the 1099 list, the mileage log, receivables. Admin-only. */
export function moneyDeskRoutes(deps: AppDeps): Router {
  const router = new Router();
  const { moneySettings, invoices, reports, users } = deps.services;
  const guard = deps.auth.requireAdmin;

  // the fixed addresses first: "settings", "series", "report"... are not event ids
  answerRoute(
    router,
    { method: 'get', path: '/money/settings', summary: 'The money settings.', guard, answer: settingsAnswer },
    () => moneySettings.read(),
  );
  answerRoute(
    router,
    {
      method: 'put',
      path: '/money/settings',
      summary: 'Saves the money settings.',
      guard,
      body: updateBody('settings', moneySettingsSchema),
      answer: settingsAnswer,
    },
    (_, ctx) => moneySettings.update(ctx.request.body),
  );

  answerRoute(
    router,
    {
      method: 'get',
      path: '/money/report',
      summary: 'Income by band, venue, month or year.',
      guard,
      query: z.object({ from: z.string(), to: z.string(), by: z.string().optional() }),
      answer: z.looseObject({}).describe('{ rows, totals }'),
    },
    ({ query }) => reports.report(query),
  );

  defineRoute(
    router,
    {
      method: 'get',
      path: '/money/1099.csv',
      summary: 'The 1099 list of a year, TINs masked.',
      guard,
      query: yearQuery,
      answer: csv,
    },
    (ctx, { query }) => {
      sendCsv(ctx, `1099-${query.year}.csv`, reports.list1099(query.year, false));
    },
  );
  // the full TINs only with the account's password given again
  defineRoute(
    router,
    {
      method: 'post',
      path: '/money/1099.csv',
      summary: 'The 1099 list of a year with the full TINs.',
      guard,
      body: z.object({ year: z.coerce.string(), currentPassword: z.string({ error: 'Enter your password.' }) }),
      answer: csv,
    },
    async (ctx, { body }) => {
      await users.confirmPassword(ctx.state.user?.id ?? '', body.currentPassword);
      sendCsv(ctx, `1099-${body.year}.csv`, reports.list1099(body.year, true));
    },
  );

  defineRoute(
    router,
    {
      method: 'get',
      path: '/money/mileage.csv',
      summary: 'The mileage log of a year.',
      guard,
      query: yearQuery,
      answer: csv,
    },
    (ctx, { query }) => {
      sendCsv(ctx, `mileage-${query.year}.csv`, reports.mileageCsv(query.year));
    },
  );

  answerRoute(
    router,
    {
      method: 'get',
      path: '/money/receivables',
      summary: 'Open invoices by age.',
      guard,
      answer: z.looseObject({}).describe('{ invoices, totals }'),
    },
    () => invoices.receivables(),
  );

  return router;
}
