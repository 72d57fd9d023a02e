import type { Writable } from 'node:stream';

/** LOG_BUFFER_BYTES by default: what may wait for a slow log reader before lines are dropped. */
export const DEFAULT_LOG_BUFFER_BYTES = 4 * 1024 * 1024;
/** The smallest LOG_BUFFER_BYTES: room for a few long lines (an error's stack). */
export const MIN_LOG_BUFFER_BYTES = 64 * 1024;

/** Where the process's lines go: stdout or stderr, through a bounded buffer. */
export interface LogOutput {
  /**
   * Writes one line (ending in a newline) without ever blocking. While more than the bound waits
   * for the reader, the line is dropped and counted, unless `keep` (the one-time admin password,
   * written first, when nothing waits yet).
   */
  write(line: string, keep?: boolean): void;
}

/**
 * Lines for a stream whose reader may stall or go away. process.stdout and process.stderr on a
 * pipe or socket (a pager, `tee`, a container's log driver, journald) write what the reader takes
 * at once and keep the rest in memory, without a bound; here the rest is bounded by `limitBytes`
 * (counted in characters, as the stream counts what waits), beyond which lines are dropped and
 * counted. When the stream has written everything out again, one warning line says how many
 * were dropped and between which instants. An error (EPIPE: the reader closed; any other) ends
 * the output: nothing more is written, the process goes on without logs. A file or a
 * terminal is written at once by Node and never holds anything back: there the bound never acts.
 */
export function boundedOutput(stream: Writable, limitBytes: number, now: () => Date = () => new Date()): LogOutput {
  let closed = false;
  let dropped = 0;
  let firstDrop = '';
  let lastDrop = '';
  // Node's stdout and stderr are never destroyed: they report EPIPE on every later write
  // instead, and an 'error' with no listener would end the process
  stream.on('error', () => (closed = true));
  stream.on('close', () => (closed = true));
  /** After each line is out: once nothing waits any more, say what was dropped. */
  const written = (error?: Error | null) => {
    if (error) closed = true;
    if (closed || dropped === 0 || stream.writableLength > 0) return;
    const line = {
      level: 40,
      time: now().toISOString(),
      msg: `${dropped} log lines dropped: their reader was behind`,
      dropped,
      from: firstDrop,
      to: lastDrop,
    };
    dropped = 0;
    send(JSON.stringify(line) + '\n');
  };
  function send(line: string) {
    try {
      stream.write(line, written);
    } catch {
      // a stream that throws (a file on a full disk) is done with
      closed = true;
    }
  }
  return {
    write(line, keep = false) {
      if (closed) return;
      if (!keep && stream.writableLength + line.length > limitBytes) {
        lastDrop = now().toISOString();
        if (dropped === 0) firstDrop = lastDrop;
        dropped++;
        return;
      }
      send(line);
    },
  };
}

const outputs = new WeakMap<Writable, LogOutput>();

/** The one bounded output of process.stdout or process.stderr in this process. */
export function standardOutput(which: 'stdout' | 'stderr', limitBytes = DEFAULT_LOG_BUFFER_BYTES): LogOutput {
  const stream = process[which];
  let output = outputs.get(stream);
  if (!output) outputs.set(stream, (output = boundedOutput(stream, limitBytes)));
  return output;
}
