import type Router from '@koa/router';
import type { Middleware } from 'koa';
import { z } from 'zod';
import type { FieldErrors } from '@jazz/contracts';
import { defineRoute, updateBody, withFieldErrors, type RouteSpec } from './route';

/** An area's service as the admin writes its records. */
export interface RecordWrites {
  create(body: unknown): unknown;
  update(id: string, body: unknown): unknown;
  remove(id: string): unknown;
  /** One record, as the admin edits it (404 when absent). */
  get?(id: string): unknown;
}

/** What the three writes of an area take and answer. */
export interface AdminWrites {
  /** The address part: /{area}/create ('' for a router whose prefix is the area's). */
  area: string;
  /** The name in an update's body: { eventComparatorData, eventData }. */
  entity: string;
  records: RecordWrites;
  guard: Middleware;
  /** The fields of a record as the form sends them. */
  data: z.ZodType;
  /** A record as stored and answered. */
  record: z.ZodType;
  /** The update's body when it reads more than the two parts (updateBody's `extra`). */
  update?: z.ZodType;
  /** The create's body when it is not `data` (a photo's image, an account's password). */
  create?: z.ZodType;
  /** The 400 of the data when it names rows (pageFieldErrors). */
  format?: (error: z.ZodError) => FieldErrors;
  /** How the bodies are read (withBody with an image's limit and gate); jsonBody when absent. */
  read?: Middleware;
  /** Also GET /{area}/edit/:id, one record: the admin's only, or anyone's ('public'). */
  edit?: 'admin' | 'public';
  /** Runs on a create's or update's body before it is checked (RouteSpec's `prepare`). */
  prepare?: RouteSpec<z.ZodObject, z.ZodObject, z.ZodType>['prepare'];
}

export const idParams = z.object({ id: z.string() });
/** What a delete answers. */
export const removed = z.object({ _id: z.string() });

/**
 * The admin's three writes of an area, at the addresses every area shares: POST /{area}/create
 * (201), PUT /{area}/update/:id and DELETE /{area}/delete/:id; with `edit`, GET /{area}/edit/:id.
 */
export function adminWrites(router: Router, writes: AdminWrites): void {
  const { area, entity, records, guard, data, record, format, read, prepare } = writes;
  const at = area ? `/${area}` : '';
  const create = writes.create ?? data;
  const body = { ...(read && { read }), ...(prepare && { prepare }) };
  const { get } = records;
  if (writes.edit && get)
    defineRoute(
      router,
      {
        method: 'get',
        path: `${at}/edit/:id`,
        summary: `One ${entity}, as the admin edits it.`,
        ...(writes.edit === 'admin' && { guard }),
        params: idParams,
        answer: record,
      },
      (ctx, { params }) => {
        ctx.body = get(params.id);
      },
    );
  defineRoute(
    router,
    {
      method: 'post',
      path: `${at}/create`,
      summary: `Creates a ${entity}.`,
      guard,
      ...body,
      body: format ? withFieldErrors(create, format) : create,
      answer: record,
      status: 201,
    },
    async (ctx) => {
      ctx.body = await records.create(ctx.request.body);
      ctx.status = 201;
    },
  );

  defineRoute(
    router,
    {
      method: 'put',
      path: `${at}/update/:id`,
      summary: `Updates a ${entity} unless it changed since it was loaded (409).`,
      guard,
      params: idParams,
      ...body,
      body: writes.update ?? updateBody(entity, data, { ...(format && { format }) }),
      answer: record,
    },
    async (ctx, { params }) => {
      ctx.body = await records.update(params.id, ctx.request.body);
    },
  );

  defineRoute(
    router,
    {
      method: 'delete',
      path: `${at}/delete/:id`,
      summary: `Deletes a ${entity}.`,
      guard,
      params: idParams,
      answer: removed,
    },
    (ctx, { params }) => {
      ctx.body = records.remove(params.id);
    },
  );
}
