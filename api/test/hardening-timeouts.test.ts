import { once } from 'node:events';
import { createServer } from 'node:http';
import { connect, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { serverOptions } from '../src/http/timeouts';
import { adminForThisFile, serverForThisFile } from './harness';

const server = serverForThisFile({ config: { bodyTimeoutMs: 500, headersTimeoutMs: 500, uploadTimeoutMs: 3000 } });
const admin = adminForThisFile(server);

/** A raw connection to `port`, collecting what the server answers until it closes. */
async function rawConnection(port: number) {
  const socket: Socket = connect(port, '127.0.0.1');
  await once(socket, 'connect');
  let answer = '';
  socket.on('data', (chunk: Buffer) => (answer += chunk.toString('latin1')));
  const closed = new Promise<number>((resolve) => {
    const started = performance.now();
    socket.on('close', () => resolve(performance.now() - started));
  });
  // trickles a byte every 100 ms until the connection closes
  const trickle = setInterval(() => socket.writable && socket.write('a'), 100);
  void closed.finally(() => clearInterval(trickle));
  return { socket, closed, answer: () => answer };
}

const portOf = (url: string) => Number(new URL(url).port);

describe('slow and aborted requests', () => {
  it('answers 408 to a body that trickles past the body deadline, and closes', async () => {
    const conn = await rawConnection(portOf(server.url));
    conn.socket.write(
      'POST /api/users/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000000\r\n\r\n{"email":"',
    );
    const took = await conn.closed;
    expect(conn.answer()).toMatch(/^HTTP\/1\.1 408/);
    // before: held until Node's 300 s request timeout
    expect(took).toBeLessThan(3000);
  });

  it('closes a connection whose body trickles on after the answer, or into the beacon, past the deadline', async () => {
    for (const start of [
      // answered 404 at once, but the body still arrives for keep-alive
      'POST /api/nope HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000000\r\n\r\n{',
      // the statistics' beacon is read early in the chain, before the other routes
      'POST /api/hits HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 8000\r\n\r\n{',
    ]) {
      const conn = await rawConnection(portOf(server.url));
      conn.socket.write(start);
      // before: held until the upload deadline (here 3.5 s; in production 10 minutes)
      expect(await conn.closed).toBeLessThan(3000);
    }
  });

  it("gives an admin's upload its own longer deadline: imports, press files", async () => {
    for (const [path, type] of [
      ['/api/events/import', 'text/csv'],
      ['/api/press/site/photos/create', 'application/json'],
    ]) {
      const conn = await rawConnection(portOf(server.url));
      conn.socket.write(
        `POST ${path} HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${admin.token}\r\nContent-Type: ${type}\r\nContent-Length: 1000000\r\n\r\n`,
      );
      const took = await conn.closed;
      expect(conn.answer(), path).toMatch(/^HTTP\/1\.1 408/);
      expect(took, path).toBeGreaterThan(2500);
    }
  });

  it('closes a connection whose headers trickle past the headers deadline', async () => {
    const http = createServer(serverOptions(server.config), server.app.callback()).listen(0, '127.0.0.1');
    await once(http, 'listening');
    try {
      const conn = await rawConnection((http.address() as AddressInfo).port);
      conn.socket.write('GET / HTTP/1.1\r\nHost: x\r\nX-Slow: ');
      const took = await conn.closed;
      expect(took).toBeLessThan(3000);
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
      socket.write(
        `POST ${path} HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${admin.token}\r\nContent-Type: ${type}\r\nContent-Length: 5000\r\n\r\nhalf`,
      );
      await new Promise((resolve) => setTimeout(resolve, 50));
      socket.destroy();
    }
    for (let i = 0; i < 100 && server.requests.length < 2; i++) await new Promise((r) => setTimeout(r, 20));
    expect(server.requests.map((line) => [line.path, line.aborted])).toEqual([
      ['/api/events/import', true],
      ['/api/users/login', true],
    ]);
    expect(server.errors).toEqual([]);
  });
});
