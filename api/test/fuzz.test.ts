import { beforeAll, describe, expect, it } from 'vitest';
import { SPEC_EVENT_FIELDS } from '@jazz/testing/factories';
import { contactForm, solvedAltcha } from './contact-solve';
import { FIELD_VALUES, ODD_IDS, RAW_BODIES, randomJson, seededRandom, type Mutation } from './fuzz-cases';
import { adminForThisFile, serverForThisFile, type TestResponse, type TestServer } from './harness';
import { validRegistration } from './users-helpers';

/**
 * Robustness over real HTTP (docs/product.md: "never a 500 for bad input; never a stack trace"):
 * every route gets malformed JSON, wrong types and huge or odd values in every field, random
 * JSON and odd ids, with an admin token so the admin routes reach their validation. Every
 * answer must be a JSON 4xx (or a success, where the value happens to be valid), carry the
 * security headers, and nothing may reach the error log.
 */
const server = serverForThisFile();
const admin = adminForThisFile(server);
let ids = { group: '', event: '', user: '' };

beforeAll(async () => {
  const auth = { token: admin.token };
  const group = await server.request('POST', '/api/groups/create', { ...auth, body: { name: 'Fuzz Band' } });
  const event = await server.request('POST', '/api/events/create', {
    ...auth,
    body: { group: 'Fuzz Band', venue: 'Somewhere', startDate: '2030-01-01T20:00:00.000Z' },
  });
  const user = await server.createUser();
  ids = { group: group.body._id, event: event.body._id, user: user.id };
});

type Body = Record<string, unknown>;
interface BodyRoute {
  method: string;
  path: () => string;
  /** A valid body, built fresh (update routes read the current record as their comparator). */
  base: () => Promise<Body>;
  /** Paths of the fields to mutate: "a" or "a.b" for a field of a nested object. */
  fields: string[];
  /** Fields the route ignores, so any value there may succeed. */
  ignored?: string[];
  /** The base body is refused on purpose (a wrong password, a made-up reset token). */
  baseRefused?: boolean;
  /** A page's form posts here without script: a form body gets the answer page (a 303 to it). */
  plainForm?: boolean;
}

const current = async (path: string): Promise<Body> => {
  const { _id, id, updatedAt, courses, ...rest } = (await server.request('GET', path, { token: admin.token })).body;
  void [_id, id, updatedAt, courses];
  return rest as Body;
};
const nested = (top: string, keys: string[]) => [top, ...keys.map((key) => `${top}.${key}`)];
const USER = ['firstName', 'lastName', 'email', 'roles'];
const GROUP = ['name', 'description', 'images'];
const EVENT = [...SPEC_EVENT_FIELDS];

const BODY_ROUTES: BodyRoute[] = [
  {
    method: 'POST',
    path: () => '/api/users/register',
    base: async () => validRegistration({ roles: ['user'], courses: [] }),
    fields: ['firstName', 'lastName', 'email', 'password', 'password2', 'roles', 'courses'],
    ignored: ['roles', 'courses'],
  },
  {
    method: 'POST',
    path: () => '/api/users/login',
    base: async () => ({ email: admin.email, password: 'wrong password' }),
    fields: ['email', 'password'],
    baseRefused: true,
  },
  {
    method: 'POST',
    path: () => '/api/users/passwordReset',
    base: async () => ({ email: admin.email }),
    fields: ['email'],
  },
  {
    method: 'POST',
    path: () => '/api/users/resetpassword',
    base: async () => ({ id: ids.user, token: 'a'.repeat(43), password: 'long enough' }),
    fields: ['id', 'token', 'password'],
    baseRefused: true,
  },
  {
    method: 'POST',
    path: () => '/api/users/create',
    base: async () => ({ ...validRegistration(), roles: ['user'] }),
    fields: ['firstName', 'lastName', 'email', 'password', 'password2', 'roles'],
  },
  {
    method: 'PUT',
    path: () => `/api/users/update/${ids.user}`,
    base: async () => {
      const user = await current(`/api/users/edit/${ids.user}`);
      return { userComparatorData: user, userData: { ...user } };
    },
    fields: [...nested('userData', USER), ...nested('userComparatorData', USER)],
  },
  {
    method: 'POST',
    path: () => '/api/groups/create',
    base: async () => ({ name: 'A band', images: {} }),
    fields: GROUP,
  },
  {
    method: 'PUT',
    path: () => `/api/groups/update/${ids.group}`,
    base: async () => {
      const group = await current(`/api/groups/edit/${ids.group}`);
      return { groupComparatorData: group, groupData: { ...group } };
    },
    fields: [...nested('groupData', GROUP), ...nested('groupComparatorData', GROUP)],
  },
  {
    method: 'POST',
    path: () => '/api/events/create',
    base: async () => ({ group: 'A band', venue: 'A club', startDate: '2031-05-01T23:00:00.000Z' }),
    fields: EVENT,
  },
  {
    method: 'PUT',
    path: () => `/api/events/update/${ids.event}`,
    base: async () => {
      const event = await current(`/api/events/edit/${ids.event}`);
      return { eventComparatorData: event, eventData: { ...event } };
    },
    fields: [...nested('eventData', EVENT), ...nested('eventComparatorData', EVENT)],
  },
  {
    method: 'POST',
    path: () => '/api/contact',
    base: async () => ({ ...contactForm(), altcha: await solvedAltcha(server) }),
    fields: ['firstName', 'lastName', 'email', 'subject', 'message', 'altcha'],
    // the contact page's form posts here without script too: a form body is answered with the
    // page that says what came of it (docs/islands.md, "Forms without their script")
    plainForm: true,
  },
];

function withField(body: Body, path: string, value: unknown): Body {
  const [top, key] = path.split('.') as [string, string | undefined];
  if (key === undefined) return { ...body, [top]: value };
  return { ...body, [top]: { ...(body[top] as Body), [key]: value } };
}

/** What is wrong with one answer, or null when it keeps the contract. */
function problem(res: TestResponse, mayBeValid: boolean): string | null {
  if (res.status >= 500) return `status ${res.status}`;
  if (!mayBeValid && (res.status < 400 || res.status >= 500)) return `status ${res.status}, expected a 4xx`;
  if (res.headers.get('x-content-type-options') !== 'nosniff') return 'no security headers';
  if (/\n\s+at |node_modules|\/work\/|\w+Error:/.test(res.text)) return `a stack trace: ${res.text.slice(0, 200)}`;
  if (res.status >= 400 && !res.headers.get('content-type')?.startsWith('application/json'))
    return `not JSON: ${res.headers.get('content-type')} ${res.text.slice(0, 80)}`;
  return null;
}

describe.each(
  BODY_ROUTES.map(
    (route) =>
      [
        `${route.method} ${(route.path.toString().split('`')[1] ?? route.path()).replace(/\$\{[^}]+\}/, ':id')}`,
        route,
      ] as const,
  ),
)('%s', (_name, route) => {
  it('answers every hostile body with a JSON 4xx, never a 500 or a stack trace', { timeout: 120_000 }, async () => {
    const failures: string[] = [];
    const send = async (label: string, opts: Parameters<TestServer['request']>[2], mayBeValid = false) => {
      const res = await server.request(route.method, route.path(), { token: admin.token, ...opts });
      const wrong = problem(res, mayBeValid);
      if (wrong) failures.push(`${label}: ${wrong}`);
    };

    for (const { label, raw, contentType } of RAW_BODIES)
      await send(
        label,
        { raw, headers: contentType ? { 'Content-Type': contentType } : {} },
        !!route.plainForm && contentType === 'application/x-www-form-urlencoded',
      );
    await send('no body at all', {});

    for (const field of route.fields)
      for (const mutation of FIELD_VALUES as Mutation[]) {
        const valid = route.ignored?.includes(field) || mutation.mayBeValid || mutation.validIn?.test(field);
        await send(
          `${field} = ${mutation.label}`,
          { body: withField(await route.base(), field, mutation.value) },
          !!valid,
        );
        await send(`${field} missing`, { body: withField(await route.base(), field, undefined) }, true);
      }

    const rand = seededRandom(20_260_101 + route.fields.length);
    for (let i = 0; i < 25; i++) {
      const field = route.fields[Math.floor(rand() * route.fields.length)]!;
      await send(`random #${i} in ${field}`, { body: withField(await route.base(), field, randomJson(rand)) }, true);
      await send(`random body #${i}`, { body: randomJson(rand) }, true);
    }

    expect(failures).toEqual([]);
    expect(server.errors.map((e) => e.message)).toEqual([]);
  });
});

const ID_ROUTES: [string, (id: string) => string][] = [
  ['GET', (id) => `/api/groups/edit/${id}`],
  ['DELETE', (id) => `/api/groups/delete/${id}`],
  ['PUT', (id) => `/api/groups/update/${id}`],
  ['GET', (id) => `/api/events/edit/${id}`],
  ['DELETE', (id) => `/api/events/delete/${id}`],
  ['PUT', (id) => `/api/events/update/${id}`],
  ['GET', (id) => `/api/users/edit/${id}`],
  ['DELETE', (id) => `/api/users/delete/${id}`],
  ['PUT', (id) => `/api/users/update/${id}`],
  ['GET', (id) => `/api/users/_resetpassword/${id}/${id}`],
  ['GET', (id) => `/media/${id}`],
  ['GET', (id) => `/api/${id}`],
];

describe('ids and paths', () => {
  it('answers odd ids on every id route with a JSON 4xx', async () => {
    const failures: string[] = [];
    for (const [method, path] of ID_ROUTES)
      for (const id of ODD_IDS) {
        const res = await server.request(method, path(id), {
          token: admin.token,
          body: method === 'PUT' ? {} : undefined,
        });
        // media is served as files, not JSON; everything else must keep the API's contract
        const wrong = path(id).startsWith('/media/')
          ? res.status === 404
            ? null
            : `status ${res.status}`
          : problem(res, false);
        if (wrong) failures.push(`${method} ${path(id).slice(0, 80)}: ${wrong}`);
      }
    expect(failures).toEqual([]);
    expect(server.errors.map((e) => e.message)).toEqual([]);
  });

  it('answers odd headers with a 4xx or the normal answer, never a 500', async () => {
    const failures: string[] = [];
    const headerSets: Record<string, string>[] = [
      { Authorization: 'Bearer' },
      { Authorization: 'Bearer ' + 'x'.repeat(6000) },
      { Authorization: 'Basic YWRtaW46YWRtaW4=' },
      { Authorization: 'Bearer a.b.c' },
      { 'Idempotency-Key': 'ü' },
      { 'Idempotency-Key': 'x'.repeat(300) },
      { 'Content-Encoding': 'gzip' },
      { 'Content-Encoding': 'br' },
      { 'Content-Encoding': 'klingon' },
    ];
    for (const route of BODY_ROUTES)
      for (const headers of headerSets) {
        const res = await server.request(route.method, route.path(), {
          token: headers.Authorization ? undefined : admin.token,
          raw: '{"name":"x"}',
          headers,
        });
        const wrong = problem(res, true);
        if (wrong) failures.push(`${route.method} ${route.path()} ${JSON.stringify(headers).slice(0, 60)}: ${wrong}`);
      }
    expect(failures).toEqual([]);
    expect(server.errors.map((e) => e.message)).toEqual([]);
  });
});
