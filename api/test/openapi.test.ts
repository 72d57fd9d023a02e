import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import { routersOf } from '../src/app';
import { FEED_ROUTES } from '../src/site/feed-routes';
import { openApiPath, servedRoutes } from '../src/http/openapi';
import { adminForThisFile, memberForThisFile, serverForThisFile } from './harness';

const server = serverForThisFile();
const admin = adminForThisFile(server);
const member = memberForThisFile(server);

const METHODS = new Set(['get', 'put', 'post', 'delete', 'patch', 'options', 'head', 'trace']);

/** "GET /api/events/edit/{id}" for every operation of a document. */
function operationsOf(paths: Record<string, Record<string, unknown>>): string[] {
  return Object.entries(paths).flatMap(([path, item]) =>
    Object.keys(item)
      .filter((key) => METHODS.has(key))
      .map((method) => `${method.toUpperCase()} ${path}`),
  );
}

describe('GET /api/openapi.json (api/src/http/openapi.ts)', () => {
  it('is an OpenAPI 3.1 document a validator accepts', async () => {
    const res = await server.request('GET', '/api/openapi.json');
    expect(res.status).toBe(200);
    expect(res.body.openapi).toBe('3.1.0');
    const validator = new Validator();
    const result = await validator.validate(res.body);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it('lists every route the routers serve, and nothing else, each declared with its schemas', async () => {
    const routes = routersOf(server.app).flatMap(servedRoutes);
    expect(routes.length).toBeGreaterThan(80);
    const served = [...routes, ...FEED_ROUTES].map(
      (route) => `${route.method.toUpperCase()} ${openApiPath(route.path)}`,
    );
    const { body } = await server.request('GET', '/api/openapi.json');
    expect(operationsOf(body.paths).sort()).toEqual([...new Set(served)].sort());
    // every route was defined with defineRoute (a spec), none only listed
    expect(routes.filter((route) => !route.spec).map((route) => `${route.method} ${route.path}`)).toEqual([]);
    // the mail links' pages are served beside the API, and described with it
    expect(body.paths['/unsubscribe/{token}'].post).toBeDefined();
    expect(body.paths['/api/openapi.json'].get).toBeDefined();
  });

  it('names each path parameter, and documents bodies and queries from the contracts', async () => {
    const { body } = await server.request('GET', '/api/openapi.json');
    for (const [path, item] of Object.entries<Record<string, { parameters: { name: string; in: string }[] }>>(
      body.paths,
    )) {
      const names = [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);
      for (const operation of Object.values(item))
        expect(
          operation.parameters.filter((p) => p.in === 'path').map((p) => p.name),
          path,
        ).toEqual(names);
    }
    const create = body.paths['/api/events/create'].post;
    expect(create.requestBody.content['application/json'].schema.properties).toHaveProperty('startDate');
    expect(create.responses['201']).toBeDefined();
    expect(create.responses['401']).toBeDefined();
    const page = body.paths['/api/events'].get.parameters.map((p: { name: string }) => p.name);
    expect(page).toEqual(expect.arrayContaining(['from', 'to', 'limit', 'after']));
  });
});

describe("the site's feeds in the document (api/src/site/feed-routes.ts)", () => {
  it('answers each plain feed the table lists with the type it declares', async () => {
    const plain = FEED_ROUTES.filter((route) => !route.path.includes(':'));
    expect(plain.length).toBeGreaterThanOrEqual(4);
    for (const route of plain) {
      const res = await server.request('GET', route.path);
      expect(res.status, route.path).toBe(200);
      const { answer } = route;
      expect('type' in answer && res.headers.get('content-type')).toContain('type' in answer ? answer.type : '-');
    }
  });
});

describe('the route schemas (api/src/http/route.ts)', () => {
  it("runs the route's guard first: anonymous is 401 and a plain user 403, whatever the body", async () => {
    const bad = { title: 42, startDate: 'never' };
    expect((await server.request('POST', '/api/events/create', { body: bad })).status).toBe(401);
    const res = await server.request('POST', '/api/events/create', { token: member.token, body: bad });
    expect(res.status).toBe(403);
    expect((await server.request('PUT', '/api/lessons/move/x', { body: { start: 'no' } })).status).toBe(401);
    expect((await server.request('PUT', '/api/users/me/name', { body: {} })).status).toBe(401);
  });

  it('answers a bad value with the 400 { field: message } of the contract', async () => {
    const res = await server.request('POST', '/api/events/create', { token: admin.token, body: { group: '' } });
    expect(res.status).toBe(400);
    expect(typeof res.body.group).toBe('string');
    const page = await server.request('GET', '/api/bookings?limit=0', { token: admin.token });
    expect(page.status).toBe(400);
    expect(page.body).toEqual({ limit: 'Limit must be a whole number from 1 to 200.' });
  });

  it('drops the body keys a route does not know instead of refusing them', async () => {
    const res = await server.request('POST', '/api/venues/create', {
      token: admin.token,
      body: { name: 'The Flynn', city: 'Burlington', region: 'VT', _id: 'mine', sequence: 7, extra: { a: 1 } },
    });
    expect(res.status, res.text).toBe(201);
    expect(res.body._id).not.toBe('mine');
    expect(res.body).not.toHaveProperty('extra');
    // a user sending his whole record back, roles included, changes his name only
    const me = await server.request('GET', '/api/users/me', { token: member.token });
    const renamed = await server.request('PUT', '/api/users/me/name', {
      token: member.token,
      body: { ...me.body, firstName: 'Sam', roles: ['admin', 'user'] },
    });
    expect(renamed.status, renamed.text).toBe(200);
    expect(renamed.body.firstName).toBe('Sam');
    expect(renamed.body.roles).toEqual(['user']);
  });
});
