import type Router from '@koa/router';
import type { Middleware } from 'koa';
import { z } from 'zod';
import type { FieldErrors } from '@jazz/contracts';
import { defineRoute, updateBody, withFieldErrors, type RouteSpec } from './route';

/** The address's parameters before the record's id (a press kit's `key`), as the router read them. */
type OwnerParams = Record<string, string>;

/** An area's service as the admin writes its records (`owner`: see AdminWrites' `params`). */
export interface RecordWrites {
  create(body: unknown, owner: OwnerParams): unknown;
  update(id: string, body: unknown, owner: OwnerParams): unknown;
  remove(id: string, owner: OwnerParams): unknown;
  /** One record, as the admin edits it (404 when absent). */
  get?(id: string): unknown;
}

/** What the three writes of an area take and answer. */
export interface AdminWrites {
  /** The address part: /{area}/create ('' for a router whose prefix is the area's). */
  area: string;
  /** The name in an update's body: { eventComparatorData, eventData }. */
  entity: string;
  /** The record's name in the summaries when it is not `entity` ('press photo'). */
  label?: string;
  /** The parameters `area` names before the id (`press/:key/photos`: { key }), checked on every write. */
  params?: z.ZodObject;
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
  const { area, entity, records, guard, data, record, format, read, prepare, label = entity } = writes;
  const owner = writes.params ?? z.object({});
  const ownerAndId = owner.extend(idParams.shape);
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
        summary: `One ${label}, as the admin edits it.`,
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
      summary: `Creates a ${label}.`,
      guard,
      ...(writes.params && { params: owner }),
      ...body,
      body: format ? withFieldErrors(create, format) : create,
      answer: record,
      status: 201,
    },
    async (ctx) => {
      ctx.body = await records.create(ctx.request.body, ctx.params);
      ctx.status = 201;
    },
  );

  defineRoute(
    router,
    {
      method: 'put',
      path: `${at}/update/:id`,
      summary: `Updates a ${label} unless it changed since it was loaded (409).`,
      guard,
      params: ownerAndId,
      ...body,
      body: writes.update ?? updateBody(entity, data, { ...(format && { format }) }),
      answer: record,
    },
    async (ctx, { params }) => {
      ctx.body = await records.update(params.id, ctx.request.body, ctx.params);
    },
  );

  defineRoute(
    router,
    {
      method: 'delete',
      path: `${at}/delete/:id`,
      summary: `Deletes a ${label}.`,
      guard,
      params: ownerAndId,
      answer: removed,
    },
    (ctx, { params }) => {
      ctx.body = records.remove(params.id, ctx.params);
    },
  );
}
