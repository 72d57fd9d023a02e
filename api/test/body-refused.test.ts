import { request } from 'node:http';
import { describe, expect, it } from 'vitest';
import { adminForThisFile, serverForThisFile } from './harness';

/**
 * A body over its route's limit is answered 413 with its message once the client has sent it
 * all (issue 46, major 9): answered while the client was still sending, the connection closed
 * on unread bytes and a busy machine turned the 413 into a reset ("the server can not be
 * reached" for a photo over the limit). The client here sends 32 MB to a form's route (1 MB):
 * the server stops reading at the limit, so without the drain the answer can only come before
 * the client has finished, if at all.
 */
const server = serverForThisFile();
const admin = adminForThisFile(server);

interface Sent {
  status: number;
  body: string;
  /** Whether the client had sent its whole body when the answer arrived. */
  answeredAfterTheBody: boolean;
}

function sendLargeBody(url: string, token: string, bytes: number): Promise<Sent> {
  const chunk = Buffer.alloc(64 * 1024, ' ');
  return new Promise((done, fail) => {
    let sentAll = false;
    const req = request(
      `${url}/api/events/create`,
      {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'Content-Length': String(bytes + 2),
          Authorization: `Bearer ${token}`,
        },
      },
      (res) => {
        const answeredAfterTheBody = sentAll;
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (text: string) => (body += text));
        res.on('end', () => done({ status: res.statusCode ?? 0, body, answeredAfterTheBody }));
      },
    );
    req.on('error', fail);
    const write = async () => {
      req.write('{');
      for (let left = bytes; left > 0; left -= chunk.length) {
        const part = left >= chunk.length ? chunk : chunk.subarray(0, left);
        // each chunk once the socket took the one before: a sender as fast as the server reads
        if (!req.write(part)) await new Promise((drained) => req.once('drain', drained));
        if (req.destroyed) return;
      }
      req.end('}', () => (sentAll = true));
    };
    write().catch(fail);
  });
}

describe('a body over its limit', () => {
  it('is answered 413 with its message after the client has sent it, never with a reset', async () => {
    const sent = await sendLargeBody(server.url, admin.token, 32 * 1024 * 1024);
    expect(sent.status).toBe(413);
    expect(JSON.parse(sent.body)).toEqual({ message: 'The request is too large.' });
    expect(sent.answeredAfterTheBody).toBe(true);
    // the server still answers on
    expect((await server.request('GET', '/api/events', {})).status).toBe(200);
  });
});
