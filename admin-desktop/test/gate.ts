import { once } from 'node:events';
import { createConnection, createServer, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';

/**
 * A TCP pass-through to the real API that can be cut. It keeps its port for its whole life:
 * while down it resets every connection at once (as a laptop offline sees a refused
 * connection) and drops the open ones, but never stops listening, so no other test file's
 * server can take the port and answer in its place.
 */
export async function startGate(target: string) {
  let { hostname, port } = new URL(target);
  const sockets = new Set<Socket>();
  let open = true;

  const server = createServer((client) => {
    if (!open) return void client.resetAndDestroy();
    const upstream = createConnection({ host: hostname, port: Number(port) });
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on('close', () => sockets.delete(s));
      s.on('error', () => s.destroy());
    }
    client.pipe(upstream).pipe(client);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const gatePort = (server.address() as AddressInfo).port;

  return {
    url: `http://127.0.0.1:${gatePort}`,
    async up() {
      // connections already knocking (a send started while down) are answered as down first:
      // the old listener refused them in the kernel, this one accepts them on the next poll
      await new Promise((resolve) => setImmediate(resolve));
      open = true;
    },
    async down() {
      open = false;
      for (const s of sockets) s.destroy();
    },
    /** Where connections go from now on (a restarted server on its new port). */
    retarget(next: string) {
      ({ hostname, port } = new URL(next));
    },
    close: () => {
      open = false;
      for (const s of sockets) s.destroy();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
