import { once } from 'node:events';
import { createServer } from 'node:http';
import { connect, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { describe, expect, it, vi } from 'vitest';
import { serverOptions } from '../src/http/timeouts';
import { adminForThisFile, serverForThisFile } from './harness';

const server = serverForThisFile({ config: { bodyTimeoutMs: 500, headersTimeoutMs: 500, uploadTimeoutMs: 3000 } });
const admin = adminForThisFile(server);

/** Names of the raw connections in the order the server closed them. */
const closings: string[] = [];

/**
 * A raw connection to `port`, trickling a byte every 100 ms and collecting what the server
 * answers until it closes; `closed` resolves then. The server closing it while bytes are still
 * on their way resets it (ECONNRESET): that is its close, not an error of the test.
 */
async function rawConnection(port: number, name = 'connection') {
  const socket: Socket = connect(port, '127.0.0.1');
  await once(socket, 'connect');
  let answer = '';
  socket.on('data', (chunk: Buffer) => (answer += chunk.toString('latin1')));
  socket.on('error', () => {});
  const closed = new Promise<void>((resolve) => socket.on('close', () => resolve(void closings.push(name))));
  const trickle = setInterval(() => socket.writable && socket.write('a'), 100);
  void closed.finally(() => clearInterval(trickle));
  return { socket, closed, answer: () => answer };
}

/** A login whose body trickles: the server closes it at the body deadline (500 ms here). */
async function trickledLogin(name: string) {
  const conn = await rawConnection(portOf(server.url), name);
  conn.socket.write(
    'POST /api/users/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000000\r\n\r\n{"email":"',
  );
  return conn;
}

/** An admin's upload (an import unless said) whose body trickles: closed at the upload deadline (3 s here). */
async function trickledUpload(name: string, path = '/api/events/import', type = 'text/csv') {
  const conn = await rawConnection(portOf(server.url), name);
  conn.socket.write(
    `POST ${path} HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${admin.token}\r\nContent-Type: ${type}\r\nContent-Length: 1000000\r\n\r\n`,
  );
  return conn;
}

const portOf = (url: string) => Number(new URL(url).port);

describe('slow and aborted requests', () => {
  // Each deadline is shown by what closes first, never by a clock: Node's own request timeout
  // (300 s) is far past the test's, so a connection left open fails it.
  it('answers 408 to a body that trickles past the body deadline, and closes', async () => {
    closings.length = 0;
    const upload = await trickledUpload('upload');
    const login = await trickledLogin('login');
    await login.closed;
    expect(login.answer()).toMatch(/^HTTP\/1\.1 408/);
    // before: held until Node's 300 s request timeout; now at the body deadline, not the upload's
    expect(closings).toEqual(['login']);
    upload.socket.destroy();
    await upload.closed;
  });

  it('closes a connection whose body trickles on after the answer, or into the beacon, past the deadline', async () => {
    for (const start of [
      // answered 404 at once, but the body still arrives for keep-alive
      'POST /api/nope HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000000\r\n\r\n{',
      // the statistics' beacon is read early in the chain, before the other routes
      'POST /api/hits HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 8000\r\n\r\n{',
    ]) {
      closings.length = 0;
      const upload = await trickledUpload('upload');
      const conn = await rawConnection(portOf(server.url), 'body');
      conn.socket.write(start);
      await conn.closed;
      // before: held until the upload deadline
      expect(closings).toEqual(['body']);
      upload.socket.destroy();
      await upload.closed;
    }
  });

  it("gives an admin's upload its own longer deadline: imports, press files", async () => {
    for (const [path, type] of [
      ['/api/events/import', 'text/csv'],
      ['/api/press/site/photos/create', 'application/json'],
    ]) {
      closings.length = 0;
      const upload = await trickledUpload('upload', path, type);
      const login = await trickledLogin('login');
      await upload.closed;
      expect(upload.answer(), path).toMatch(/^HTTP\/1\.1 408/);
      // the login that started after it was closed first, at the shorter body deadline
      expect(closings, path).toEqual(['login', 'upload']);
      await login.closed;
    }
  });

  it('closes a connection whose headers trickle past the headers deadline', async () => {
    const http = createServer(serverOptions(server.config), server.app.callback()).listen(0, '127.0.0.1');
    await once(http, 'listening');
    try {
      const conn = await rawConnection((http.address() as AddressInfo).port);
      conn.socket.write('GET / HTTP/1.1\r\nHost: x\r\nX-Slow: ');
      // before: held until Node's 60 s headers timeout
      await conn.closed;
      expect(conn.socket.destroyed).toBe(true);
    } finally {
      http.close();
    }
  });

  it('logs an aborted request as one line, with no error', async () => {
    server.errors.length = 0;
    server.requests.length = 0;
    for (const [path, type] of [
      ['/api/events/import', 'text/csv'],
      ['/api/users/login', 'application/json'],
    ] as const) {
      const socket = connect(portOf(server.url), '127.0.0.1');
      await once(socket, 'connect');
      // the server says "100 Continue" once it has read the head and handed the request on
      socket.write(
        `POST ${path} HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${admin.token}\r\nContent-Type: ${type}\r\nContent-Length: 5000\r\nExpect: 100-continue\r\n\r\n`,
      );
      await once(socket, 'data');
      socket.write('half');
      socket.destroy();
      const logged = server.requests.length + 1;
      await vi.waitFor(() => expect(server.requests).toHaveLength(logged));
    }
    expect(server.requests.map((line) => [line.path, line.aborted])).toEqual([
      ['/api/events/import', true],
      ['/api/users/login', true],
    ]);
    expect(server.errors).toEqual([]);
  });
});
