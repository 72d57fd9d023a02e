import { once } from 'node:events';
import { createConnection, createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';

/**
 * A TCP pass-through to the real API that can be cut: while down nothing listens on its port
 * (connections are refused, as with a laptop offline) and open connections are dropped.
 */
export async function startGate(target: string) {
  const { hostname, port } = new URL(target);
  const sockets = new Set<Socket>();
  let server: Server | null = null;
  let gatePort = 0;

  async function up() {
    if (server) return;
    server = createServer((client) => {
      const upstream = createConnection({ host: hostname, port: Number(port) });
      for (const s of [client, upstream]) {
        sockets.add(s);
        s.on('close', () => sockets.delete(s));
        s.on('error', () => s.destroy());
      }
      client.pipe(upstream).pipe(client);
    });
    server.listen(gatePort, '127.0.0.1');
    await once(server, 'listening');
    gatePort = (server.address() as AddressInfo).port;
  }

  async function down() {
    if (!server) return;
    const closing = server;
    server = null;
    for (const s of sockets) s.destroy();
    await new Promise<void>((resolve) => closing.close(() => resolve()));
  }

  await up();
  return { url: `http://127.0.0.1:${gatePort}`, up, down };
}
