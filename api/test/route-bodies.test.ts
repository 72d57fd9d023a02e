import type Router from '@koa/router';
import { beforeAll, describe, expect, it } from 'vitest';
import { API_AREAS, createDeps } from '../src/app';
import type { AppDeps } from '../src/deps';
import { DECLARES_BODY } from '../src/http/body';
import { adminForThisFile, memberForThisFile, serverForThisFile } from './harness';

/** Writes that read their body themselves, as a stream or text: never through the JSON parser. */
const OWN_READERS = new Set(['POST /audio/upload', 'POST /events/import']);

const server = serverForThisFile();
const admin = adminForThisFile(server);
const member = memberForThisFile(server);
let deps: AppDeps;

beforeAll(() => {
  const { db, config, mailer } = server;
  deps = createDeps({ db, config, mailer, logger: { info: () => {}, error: () => {} } });
});

describe('route-level bodies (api/src/http/body.ts)', () => {
  it('every write route of the API declares the body it reads where it is defined', () => {
    const undeclared: string[] = [];
    let writes = 0;
    for (const area of API_AREAS) {
      const router: Router = area(deps);
      for (const layer of router.stack) {
        for (const method of layer.methods.filter((m) => ['POST', 'PUT', 'PATCH'].includes(m))) {
          const name = `${method} ${layer.path}`;
          writes += 1;
          const declared = layer.stack.some((fn) => DECLARES_BODY in fn);
          if (!declared && !OWN_READERS.has(name)) undeclared.push(name);
        }
      }
    }
    expect(writes).toBeGreaterThan(30);
    expect(undeclared).toEqual([]);
  });
});

describe('the bodies as a client meets them', () => {
  it('refuses a member unread before a large body, and reads an admin one to its limit', async () => {
    const big = JSON.stringify({ name: 'Big', bio: 'x'.repeat(2_000_000) });
    const refused = await server.request('POST', '/api/groups/create', { token: member.token, raw: big });
    expect(refused.status).toBe(403);
    // over the 1 MB of a form, within the 200 MB of a group: read, then judged by the contract
    const read = await server.request('POST', '/api/groups/create', { token: admin.token, raw: big });
    expect(read.status).not.toBe(413);
    const form = await server.request('POST', '/api/venues/create', { token: admin.token, raw: big });
    expect(form.status).toBe(413);
  });

  it('parses no body for a path no route answers', async () => {
    const res = await server.request('POST', '/api/nothing-here', { raw: '{not json' });
    expect(res.status).toBe(404);
  });
});
