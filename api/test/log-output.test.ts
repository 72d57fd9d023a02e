import { Writable } from 'node:stream';
import { describe, expect, it, vi } from 'vitest';
import { readConfig } from '../src/config';
import { boundedOutput } from '../src/http/log-output';

/** A reader that takes lines only when told: `stall()` holds every write until `release()`. */
function reader() {
  const lines: string[] = [];
  let held: (() => void)[] | undefined;
  const stream = new Writable({
    decodeStrings: false,
    write(chunk: string, _encoding, done) {
      lines.push(chunk);
      if (held) held.push(done);
      else done();
    },
  });
  return {
    stream,
    lines,
    stall: () => (held = []),
    release: () => {
      const waiting = held ?? [];
      held = undefined;
      waiting.forEach((done) => done());
    },
  };
}

const line = (n: number) => JSON.stringify({ n, pad: 'x'.repeat(1000) }) + '\n';
const clock = () => new Date('2026-03-08T12:00:00Z');

describe('the bounded log output', () => {
  it('writes every line while the reader keeps up', () => {
    const log = reader();
    const output = boundedOutput(log.stream, 64 * 1024, clock);
    for (let n = 0; n < 500; n++) output.write(line(n));
    expect(log.lines).toHaveLength(500);
  });

  it('drops and counts what is past the bound while the reader stalls, keeps a line it must, and says what it lost', async () => {
    const log = reader();
    const output = boundedOutput(log.stream, 64 * 1024, clock);
    log.stall();
    for (let n = 0; n < 500; n++) output.write(line(n));
    // short lines fill the bound to the brim
    for (let n = 0; n < 1000; n++) output.write('.\n');
    output.write('the password\n', true);
    // the stream took the first line and holds the rest: 64 KB of them, and the one kept
    expect(log.stream.writableLength - 'the password\n'.length).toBeGreaterThanOrEqual(64 * 1024 - 1);
    expect(log.stream.writableLength - 'the password\n'.length).toBeLessThanOrEqual(64 * 1024);

    log.release();
    await vi.waitFor(() => expect(log.lines.at(-1)).toContain('"dropped"'));
    const texts = log.lines;
    expect(texts).toContain('the password\n');
    const written = texts.filter((text) => text.startsWith('{"n"') || text === '.\n').length;
    const summary = JSON.parse(texts.at(-1)!) as Record<string, unknown>;
    expect(summary).toEqual({
      level: 40,
      time: '2026-03-08T12:00:00.000Z',
      msg: `${1500 - written} log lines dropped: their reader was behind`,
      dropped: 1500 - written,
      from: '2026-03-08T12:00:00.000Z',
      to: '2026-03-08T12:00:00.000Z',
    });
    expect(written).toBeLessThan(1500);
  });

  it('ends quietly when the reader goes away', async () => {
    const stream = new Writable({
      write(_chunk, _encoding, done) {
        done(Object.assign(new Error('write EPIPE'), { code: 'EPIPE' }));
      },
    });
    const output = boundedOutput(stream, 64 * 1024, clock);
    output.write(line(1));
    await new Promise<void>((done) => stream.on('close', () => done()));
    expect(() => output.write(line(2))).not.toThrow();
  });
});

describe('LOG_BUFFER_BYTES and LOG_OUTPUT', () => {
  it('default to 4 MB on stdout and refuse what can not work', () => {
    expect(readConfig({})).toMatchObject({ logBufferBytes: 4 * 1024 * 1024, logOutput: 'stdout' });
    expect(readConfig({ LOG_BUFFER_BYTES: '1000000', LOG_OUTPUT: 'stderr' })).toMatchObject({
      logBufferBytes: 1_000_000,
      logOutput: 'stderr',
    });
    expect(() => readConfig({ LOG_BUFFER_BYTES: '1000' })).toThrow(/LOG_BUFFER_BYTES/);
    expect(() => readConfig({ LOG_OUTPUT: 'file' })).toThrow(/LOG_OUTPUT/);
  });
});
