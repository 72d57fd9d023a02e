import type Router from '@koa/router';
import type { Middleware } from 'koa';
import { jsonBody } from './body';

/** An area's service as the admin writes its records. */
export interface RecordWrites {
  create(body: unknown): unknown;
  update(id: string, body: unknown): unknown;
  remove(id: string): unknown;
}

/**
 * The admin's three writes of an area whose bodies are form-sized JSON, at the addresses every
 * area shares: POST /{area}/create (201), PUT /{area}/update/:id and DELETE /{area}/delete/:id.
 */
export function adminWrites(router: Router, area: string, records: RecordWrites, requireAdmin: Middleware): void {
  router.post(`/${area}/create`, requireAdmin, jsonBody, (ctx) => {
    ctx.status = 201;
    ctx.body = records.create(ctx.request.body);
  });

  router.put(`/${area}/update/:id`, requireAdmin, jsonBody, (ctx) => {
    ctx.body = records.update(ctx.params.id!, ctx.request.body);
  });

  router.delete(`/${area}/delete/:id`, requireAdmin, (ctx) => {
    ctx.body = records.remove(ctx.params.id!);
  });
}
