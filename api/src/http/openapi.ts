import type Router from '@koa/router';
import { z } from 'zod';
import { isRecord } from '@jazz/contracts';
import { defineRoute, specOf, type AnyRouteSpec } from './route';

/** A route of a router: its methods (HEAD left out: GET answers it) and path. */
export interface ServedRoute {
  method: string;
  path: string;
  spec: AnyRouteSpec | undefined;
}

/** Every route `router` serves, walked from its layers (nested routers' layers are copied in). */
export function servedRoutes(router: Router): ServedRoute[] {
  return router.stack.flatMap((layer) => {
    const spec = specOf(layer.stack[layer.stack.length - 1]);
    return layer.methods
      .filter((method) => method !== 'HEAD')
      .map((method) => ({ method: method.toLowerCase(), path: String(layer.path), spec }));
  });
}

/** `/events/edit/:id` as OpenAPI writes it: `/events/edit/{id}`. */
export const openApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');

const schemaOf = (schema: z.ZodType, io: 'input' | 'output') => {
  const { $schema: _dialect, ...json } = z.toJSONSchema(schema, {
    io,
    unrepresentable: 'any',
    target: 'draft-2020-12',
  });
  return json;
};

/** Path or query parameters of an object schema, one per key. */
function parametersOf(schema: z.ZodObject | undefined, where: 'path' | 'query') {
  if (!schema) return [];
  const json = schemaOf(schema, 'input');
  const required = new Set(Array.isArray(json.required) ? json.required : []);
  const properties = isRecord(json.properties) ? json.properties : {};
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: where,
    required: where === 'path' || required.has(name),
    schema: property,
  }));
}

const message = { type: 'object', properties: { message: { type: 'string' } } };
const fieldErrors = { type: 'object', additionalProperties: { type: 'string' } };
const json = (schema: object) => ({ 'application/json': { schema } });

function operationOf(spec: AnyRouteSpec) {
  const answer =
    spec.status === 204
      ? { description: 'No content.' }
      : spec.answer instanceof z.ZodType
        ? { description: 'The answer.', content: json(schemaOf(spec.answer, 'output')) }
        : { description: spec.answer.description ?? spec.answer.type, content: { [spec.answer.type]: {} } };
  const responses: Record<string, object> = { [String(spec.status ?? 200)]: answer };
  if (spec.params || spec.query || spec.body)
    responses['400'] = { description: 'A value is missing or wrong: a message per field.', content: json(fieldErrors) };
  if (spec.guard) {
    responses['401'] = { description: 'Not signed in (or refused before anything is read).', content: json(message) };
    responses['403'] = { description: 'Signed in without the right.', content: json(message) };
  }
  const body = spec.body
    ? { required: true, content: json(schemaOf(spec.body, 'input')) }
    : spec.rawBody && {
        required: true,
        description: spec.rawBody.description,
        content: Object.fromEntries(spec.rawBody.types.map((type) => [type, {}])),
      };
  return {
    summary: spec.summary,
    parameters: [...parametersOf(spec.params, 'path'), ...parametersOf(spec.query, 'query')],
    ...(body && { requestBody: body }),
    responses,
  };
}

/**
 * The OpenAPI 3.1 document of `routers`, from the specs their routes declare (http/route.ts). A
 * route without one is still listed, with its path and method only (a test refuses any).
 */
export function openApiDocument(
  title: string,
  version: string,
  routers: readonly Router[],
  others: readonly AnyRouteSpec[] = [],
) {
  const paths: Record<string, Record<string, object>> = {};
  const routes = [...routers.flatMap(servedRoutes), ...others.map((spec) => ({ ...spec, spec }))];
  for (const route of routes) {
    const path = openApiPath(route.path);
    paths[path] ??= {};
    paths[path][route.method] = route.spec
      ? operationOf(route.spec)
      : { summary: 'Not described.', responses: { default: { description: 'Not described.' } } };
  }
  return { openapi: '3.1.0', info: { title, version }, paths };
}

/**
 * GET /api/openapi.json on `api`: the document of `routers` (the API's and the pages' served
 * beside it) and of `others` (the feeds), built on the first request (every route is defined by
 * then) and kept.
 */
export function openApiRoute(api: Router, routers: () => readonly Router[], others: readonly AnyRouteSpec[]): void {
  let document: object | undefined;
  defineRoute(
    api,
    {
      method: 'get',
      path: '/openapi.json',
      summary: 'This document: every route of the API, with what it takes and answers (OpenAPI 3.1).',
      answer: z.looseObject({ openapi: z.literal('3.1.0'), paths: z.record(z.string(), z.unknown()) }),
    },
    (ctx) => {
      document ??= openApiDocument("The site's API", '1', routers(), others);
      ctx.body = document;
    },
  );
}
