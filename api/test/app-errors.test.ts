import { describe, expect, it } from 'vitest';
import { serverForThisFile } from './harness';

const server = serverForThisFile();

function socketError(code: string) {
  return Object.assign(new Error(code), { code });
}

describe("errors after an answer started (Koa's 'error' event)", () => {
  it('ignores a client that went away mid-download', () => {
    server.errors.length = 0;
    for (const code of ['ECONNRESET', 'EPIPE', 'ECONNABORTED', 'ERR_STREAM_PREMATURE_CLOSE'])
      server.app.emit('error', socketError(code));
    expect(server.errors).toEqual([]);
  });

  it('logs a real failure through the app logger, naming the request', () => {
    server.errors.length = 0;
    const failure = new Error('disk read failed');
    server.app.emit('error', failure, { method: 'GET', path: '/media/x.webp', req: { destroyed: false } });
    expect(server.errors).toEqual([{ message: 'Error while answering GET /media/x.webp', error: failure }]);
  });
});
