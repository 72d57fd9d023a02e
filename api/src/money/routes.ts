import Router from '@koa/router';
import type { AppDeps } from '../deps';
import { isRecord } from '@jazz/contracts';
import { BODY_LIMITS, jsonBody, withBody } from '../http/body';
import { sendCsv } from '../http/csv-body';

/** Money (docs/money.md): a show's deal, settlement and pay, a series' deal, money settings. Admin-only. */
export function moneyRoutes(deps: AppDeps): Router {
  const router = new Router();
  const { money, moneySettings, receipts, invoices, reports, users } = deps.services;
  const { requireAdmin } = deps.auth;
  // a receipt is a phone's photo or a scanned PDF of up to 40 MB, a third more in base64
  const receiptBody = withBody({ limit: BODY_LIMITS.press, gate: deps.imageUploads });

  // the fixed addresses first: "settings" and "series" are not event ids
  router.get('/money/settings', requireAdmin, (ctx) => {
    ctx.body = moneySettings.read();
  });
  router.put('/money/settings', requireAdmin, jsonBody, (ctx) => {
    ctx.body = moneySettings.update(ctx.request.body);
  });

  router.get('/money/report', requireAdmin, (ctx) => {
    ctx.body = reports.report(ctx.query);
  });

  // the 1099 list: TINs masked; the full TINs only with the account's password again (a POST)
  router.get('/money/1099.csv', requireAdmin, (ctx) => {
    sendCsv(ctx, `1099-${String(ctx.query.year)}.csv`, reports.list1099(ctx.query.year, false));
  });
  router.post('/money/1099.csv', requireAdmin, jsonBody, async (ctx) => {
    const body = isRecord(ctx.request.body) ? ctx.request.body : {};
    await users.confirmPassword(ctx.state.user!.id, body.currentPassword);
    sendCsv(ctx, `1099-${String(body.year)}.csv`, reports.list1099(body.year, true));
  });

  router.get('/money/mileage.csv', requireAdmin, (ctx) => {
    sendCsv(ctx, `mileage-${String(ctx.query.year)}.csv`, reports.mileageCsv(ctx.query.year));
  });

  router.get('/money/receivables', requireAdmin, (ctx) => {
    ctx.body = invoices.receivables();
  });

  router.get('/money/series/:seriesId', requireAdmin, (ctx) => {
    ctx.body = money.getSeries(ctx.params.seriesId!);
  });
  router.put('/money/series/:seriesId', requireAdmin, jsonBody, (ctx) => {
    ctx.body = money.updateSeries(ctx.params.seriesId!, ctx.request.body);
  });

  router.put('/money/update/:eventId', requireAdmin, jsonBody, (ctx) => {
    ctx.body = money.update(ctx.params.eventId!, ctx.request.body);
  });

  router.post('/money/:eventId/receipts', requireAdmin, receiptBody, (ctx) => {
    money.get(ctx.params.eventId!);
    ctx.status = 201;
    ctx.body = receipts.save(ctx.params.eventId!, ctx.request.body);
  });

  // served under /api to admins only, never under the public /media path
  router.get('/money/:eventId/receipts/:id', requireAdmin, (ctx) => {
    const { receipt, bytes } = receipts.read(ctx.params.eventId!, ctx.params.id!);
    ctx.type = receipt.type;
    ctx.set('Content-Disposition', `inline; filename="receipt-${receipt.id}"`);
    ctx.body = bytes;
  });

  router.get('/money/:eventId', requireAdmin, (ctx) => {
    ctx.body = money.get(ctx.params.eventId!);
  });

  return router;
}
