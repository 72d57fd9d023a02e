import { ApiError, createApiClient, type ApiClient } from '@jazz/client/api-client';
import type { EventData } from '@jazz/contracts';
import { forThisFile } from '@jazz/testing/per-file';
import { startTestServer, type TestServer } from '@jazz/api/testing';
import { beforeEach, vi } from 'vitest';
import { createMemoryStorage } from '../src/core/memory-storage';
import { createOfflineClient } from '../src/core/offline-client';
import { Outbox } from '../src/core/outbox';
import type { DraftStorage } from '../src/core/outbox-types';
import { SyncEngine } from '../src/core/sync';
import { startGate } from './gate';
import { testEventData } from '@jazz/testing/factories';

export const eventData = (title: string, extra: Partial<EventData> = {}): EventData =>
  testEventData({
    group: 'Whitesell Brothers Quartet',
    venue: 'The Flynn',
    location: 'Burlington, VT',
    title,
    timeText: '7:30 PM - 10 PM',
    ...extra,
  });

/** The real API behind a gate that can be cut, an admin token, and the desktop's client pieces. */
export async function startDesk() {
  const server: TestServer = await startTestServer();
  const gate = await startGate(server.url);
  const admin = await server.admin();
  return { server, gate, admin };
}

/** startDesk for this test file (closed after its last test), its gate open at each test's start. */
export function deskForThisFile() {
  const desk = forThisFile(startDesk, async ({ gate, server }) => {
    await gate.close();
    await server.close();
  });
  beforeEach(() => desk.gate.up());
  return desk;
}

export function desktop(
  url: string,
  token: string,
  options: { storage?: DraftStorage; wrap?: (api: ApiClient) => ApiClient } = {},
) {
  const api = createApiClient({ baseURL: url, timeoutMs: 5000 });
  api.setToken(token);
  const storage = options.storage ?? createMemoryStorage();
  const outbox = new Outbox(storage);
  // a wrapper (fault injection) sits in front of the real API for direct sends and sync alike
  const wire = options.wrap ? options.wrap(api) : api;
  const engine = new SyncEngine(outbox, wire, { baseDelayMs: 20, maxDelayMs: 100 });
  const client = createOfflineClient(wire, outbox, engine);
  return { api, storage, outbox, engine, client };
}

/**
 * Fault injection for `desktop`'s `wrap`: each call of `area.method` reaches the server, and its
 * answer is lost on the way back (a socket hang-up) whenever `losing()`, asked after each send, says so.
 */
export function losingAnswers<A extends 'events' | 'photos'>(
  area: A,
  method: keyof ApiClient[A],
  losing: () => boolean,
) {
  return (api: ApiClient): ApiClient => ({
    ...api,
    [area]: {
      ...api[area],
      [method]: async (...args: unknown[]) => {
        const send = api[area][method] as (...a: unknown[]) => Promise<unknown>;
        const answer = await send(...args);
        if (losing()) throw new ApiError(0, 'socket hang up');
        return answer;
      },
    },
  });
}

/** Waits until `check` holds (vi.waitFor, which asks again every 20 ms), at most `ms`. */
export async function until(check: () => boolean | Promise<boolean>, ms = 5000) {
  await vi.waitFor(
    async () => {
      if (!(await check())) throw new Error('not yet');
    },
    { timeout: ms, interval: 20 },
  );
}
