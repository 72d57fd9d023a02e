import type Router from '@koa/router';
import type { RouterContext, RouterMiddleware } from '@koa/router';
import type { Middleware, Next } from 'koa';
import { z } from 'zod';
import { comparatorKey, comparatorMissing, isRecord, toFieldErrors, type FieldErrors } from '@jazz/contracts';
import { jsonBody } from './body';
import { badRequest } from './errors';

/** The methods a route may have (GET also answers HEAD, as @koa/router does). */
export type Method = 'get' | 'post' | 'put' | 'delete';

/** An answer that is not JSON (a CSV, a calendar, a page): its media type. */
export interface FileAnswer {
  type: string;
  description?: string;
}

/** A body the handler reads itself (a file, a form): documented, never parsed before the handler. */
export interface RawBody {
  types: readonly string[];
  description: string;
}

/** An object schema of path parameters or query parameters. */
type Fields = z.ZodObject;

/**
 * What a route is, declared where it is defined: the address, who may call it, what it takes and
 * what it answers. The schemas validate each request (after the guard) and write
 * GET /api/openapi.json (http/openapi.ts).
 */
export interface RouteSpec<P extends Fields, Q extends Fields, B extends z.ZodType> {
  method: Method;
  /** The router's path, `:name` for a parameter (each named in `params`). */
  path: string;
  summary: string;
  /**
   * Who may call it (requireAdmin, requireUser...), and anything that must count every attempt
   * (a rate limit). Runs first: a refused request is 401/403 whatever it sent, and no body is read.
   */
  guard?: Middleware | readonly Middleware[];
  params?: P;
  /** A parameter given twice counts once, its first value. */
  query?: Q;
  /** The JSON body: unknown keys are dropped, a bad value is the 400 `{ field: message }`. */
  body?: B;
  /** How the body is read (withBody: its limit and gate); jsonBody when absent. */
  read?: Middleware;
  /** Runs on the body as read, before it is checked (the Bandcamp pages resolved to their players). */
  prepare?: (ctx: RouterContext) => Promise<void>;
  /** A body the handler reads itself instead of `body`. */
  rawBody?: RawBody;
  /** The answer's schema (documented only: an answer is never checked at run time), or a file's type. */
  answer: z.ZodType | FileAnswer;
  /** The status of a success; 200 when absent. */
  status?: number;
}

/** What the handler is given: the request's parts as their schemas read them. */
export interface RouteInput<P extends Fields, Q extends Fields, B extends z.ZodType> {
  params: z.output<P>;
  query: z.output<Q>;
  body: z.output<B>;
}

/** The key under which a route's handler carries its spec (openapi.ts walks the router for it). */
export const ROUTE_SPEC = Symbol('route spec');

/** A spec as openapi.ts reads it (its schemas' exact types forgotten). */
export type AnyRouteSpec = RouteSpec<Fields, Fields, z.ZodType>;

/** The spec of a router layer's handler, if it was defined with defineRoute. */
export function specOf(middleware: unknown): AnyRouteSpec | undefined {
  if (typeof middleware !== 'function') return undefined;
  const spec: unknown = Reflect.get(middleware, ROUTE_SPEC);
  return spec === undefined ? undefined : (spec as AnyRouteSpec);
}

/** How a schema's failure becomes the 400's `{ field: message }` (toFieldErrors unless told). */
const formatters = new WeakMap<z.ZodType, (error: z.ZodError, input: unknown) => FieldErrors>();

/** A copy of a body schema with its own 400 (a band's video rows are named as the page forms name them). */
export function withFieldErrors<S extends z.ZodType>(
  schema: S,
  format: (error: z.ZodError, input: unknown) => FieldErrors,
): S {
  const copy = schema.clone();
  formatters.set(copy, format);
  return copy;
}

/** How an update body's data is checked beyond its schema. */
export interface UpdateBodyOptions {
  /** The 400 of its data (toFieldErrors unless told: rows are named by pageFieldErrors...). */
  format?: (error: z.ZodError) => FieldErrors;
  /** The message when the data is left out (else it is checked as an empty record). */
  missing?: string;
  /** Other keys the update reads beside the two (a series' `from`). */
  extra?: z.ZodRawShape;
}

/**
 * The body of an update (docs/product.md): `{ xComparatorData, xData }`. Problems of the data are
 * named by the data's own fields ({ title: ... }), as the form shows them; then a missing comparator.
 */
export function updateBody<S extends z.ZodType>(entity: string, data: S, options: UpdateBodyOptions = {}) {
  const { format = toFieldErrors, missing, extra } = options;
  const dataKey = `${entity}Data`;
  const schema = z.object({
    [dataKey]: missing ? data : data.optional(),
    [comparatorKey(entity)]: z.record(z.string(), z.unknown(), { error: comparatorMissing(entity) }),
    ...extra,
  });
  return withFieldErrors(schema, (error, input) => {
    const sent = isRecord(input) ? input[dataKey] : undefined;
    if (missing && !isRecord(sent)) return { [dataKey]: missing };
    const checked = data.safeParse(sent ?? {});
    return checked.success ? toFieldErrors(error) : format(checked.error);
  });
}

function parsed(schema: z.ZodType, input: unknown, errors: FieldErrors): unknown {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  Object.assign(errors, (formatters.get(schema) ?? toFieldErrors)(result.error, input));
  return undefined;
}

/** Each parameter's first value (`?a=1&a=2` reads 1). */
function firstValues(query: Record<string, string | string[] | undefined>): Record<string, string | undefined> {
  const first: Record<string, string | undefined> = {};
  for (const [name, value] of Object.entries(query)) first[name] = Array.isArray(value) ? value[0] : value;
  return first;
}

/** Drops the keys of the body as sent that its schema does not know (the services read the rest). */
function dropUnknownKeys(schema: z.ZodType, body: unknown): void {
  if (!(schema instanceof z.ZodObject) || !isRecord(body)) return;
  for (const key of Object.keys(body)) if (!(key in schema.shape)) Reflect.deleteProperty(body, key);
}

/** The one check of a route's params, query and body; undefined when it declares none. */
function checkOf(spec: AnyRouteSpec): RouterMiddleware | undefined {
  const { params, query, body } = spec;
  if (!params && !query && !body) return undefined;
  return (ctx: RouterContext, next: Next) => {
    const errors: FieldErrors = {};
    const input = {
      params: params ? parsed(params, ctx.params, errors) : {},
      query: query ? parsed(query, firstValues(ctx.query), errors) : {},
      // no body at all reads as an empty one
      body: body ? parsed(body, ctx.request.body ?? {}, errors) : undefined,
    };
    if (Object.keys(errors).length) throw badRequest(errors);
    if (body) dropUnknownKeys(body, ctx.request.body);
    ctx.state.input = input;
    return next();
  };
}

const PARAM = /:(\w+)/g;

/**
 * Defines one route on `router`: guard, body reader, the check of its schemas, then `handler`
 * with the request's parts as read. The spec rides on the handler for GET /api/openapi.json.
 */
export function defineRoute<P extends Fields, Q extends Fields, B extends z.ZodType>(
  router: Router,
  spec: RouteSpec<P, Q, B>,
  handler: (ctx: RouterContext, input: RouteInput<P, Q, B>) => unknown,
): void {
  // a path parameter no schema names would be missing from the document: refused at start
  for (const [, name] of spec.path.matchAll(PARAM))
    if (!spec.params?.shape[name!]) throw new Error(`${spec.method} ${spec.path}: declare :${name} in params`);
  const guards = spec.guard === undefined ? [] : Array.isArray(spec.guard) ? spec.guard : [spec.guard];
  const read = spec.body ? [spec.read ?? jsonBody] : spec.read ? [spec.read] : [];
  const check = checkOf(spec as AnyRouteSpec);
  const answer = async (ctx: RouterContext) => {
    await handler(ctx, (ctx.state.input ?? { params: ctx.params, query: {}, body: undefined }) as RouteInput<P, Q, B>);
  };
  Object.assign(answer, { [ROUTE_SPEC]: spec });
  const { prepare } = spec;
  const prepared: RouterMiddleware[] = prepare ? [async (ctx, next) => (await prepare(ctx), next())] : [];
  const chain: RouterMiddleware[] = [...guards, ...read, ...prepared, ...(check ? [check] : []), answer];
  router[spec.method](spec.path, ...chain);
}

declare module 'koa' {
  interface DefaultState {
    /** The request's parts as its route's schemas read them (http/route.ts). */
    input?: unknown;
  }
}

/**
 * A route whose handler only computes its answer: the JSON body, sent with the spec's status (201
 * for a create; 200 unless it says another). `ctx` is there for what the input does not carry
 * (the signed-in user, the body as sent).
 */
export function answerRoute<P extends Fields, Q extends Fields, B extends z.ZodType>(
  router: Router,
  spec: RouteSpec<P, Q, B>,
  answer: (input: RouteInput<P, Q, B>, ctx: RouterContext) => unknown,
): void {
  defineRoute(router, spec, async (ctx, input) => {
    const body = await answer(input, ctx);
    if (spec.status !== undefined) ctx.status = spec.status;
    ctx.body = body;
  });
}

/** What an action route declares: defineRoute's spec without the method and the body, which it fixes. */
export type ActionSpec<P extends Fields> = Omit<RouteSpec<P, Fields, z.ZodType>, 'method' | 'body' | 'query'> & {
  params: P;
};

/**
 * A POST that acts on the record its address names and reads no field (renew a link, accept an
 * edit): its body is the empty object, its answer what `act` answers.
 */
export function actionRoute<P extends Fields>(
  router: Router,
  spec: ActionSpec<P>,
  act: (params: z.output<P>) => unknown,
): void {
  answerRoute(router, { ...spec, method: 'post', body: z.object({}) }, ({ params }) => act(params));
}
