import { randomUUID } from 'node:crypto';
import type { Context, Next } from 'koa';
import pino from 'pino';
import { standardOutput } from './log-output';

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** One request as its log line names it: never a body, a header or a query string. */
export interface RequestLine {
  reqId: string;
  method: string;
  path: string;
  status: number;
  /** Milliseconds from the request's arrival to its answer being decided. */
  responseTimeMs: number;
  /** The client went away, or was cut off, before its request arrived whole. */
  aborted?: true;
}

/** The app's logger: messages and errors, plus one line per request. */
export interface AppLogger extends Logger {
  request?(line: RequestLine): void;
}

/**
 * JSON lines through pino, at `level` (LOG_LEVEL), to stdout's bounded output (log-output.ts)
 * unless a destination is given. pino writes each line at once to it: its own asynchronous
 * stdout gathered the lines written while a write was under way into one string and measured
 * its whole length again for every new line, and buffered without a bound when the reader (the
 * journal) was slower than the requests; the bounded output drops and counts lines instead.
 */
export function createLogger(
  level: LogLevel,
  destination: { write(line: string): unknown } = standardOutput('stdout'),
): AppLogger {
  const log = pino(
    { level, base: undefined, timestamp: pino.stdTimeFunctions.isoTime },
    { write: (line: string) => destination.write(line) },
  );
  return {
    info: (message) => log.info(message),
    error: (message, error) => log.error(error === undefined ? {} : { err: error }, message),
    request: (line) => log.info(line, 'request'),
  };
}

/** What the app's parts log through: the pino logger in production, a capture in tests. */
export interface Logger {
  info(message: string): void;
  error(message: string, error?: unknown): void;
}

// Paths whose last segments are secrets (reset links, e-mail confirmation and unsubscribe
// tokens, a call's answer link, a player's feed): the log keeps the route and hides the rest.
const SECRET_PATHS =
  /^(\/api\/users\/_resetpassword|\/resetpassword|\/follow\/confirm|\/unsubscribe|\/account\/verify|\/contract|\/call|\/people)\/.*/;
export const loggedPath = (path: string): string => path.replace(SECRET_PATHS, '$1/[redacted]');

declare module 'koa' {
  interface DefaultState {
    requestId?: string;
    /** Set when the request was aborted before it arrived whole. */
    aborted?: boolean;
  }
}

const REQUEST_ID = /^[A-Za-z0-9._:-]{1,100}$/;

/** A request's id: the proxy's X-Request-Id when it sent a sane one, else a new one. */
export const requestIdOf = (incoming: string | undefined): string =>
  incoming !== undefined && REQUEST_ID.test(incoming) ? incoming : randomUUID();

/**
 * First in the chain: gives every request an id (a proxy's X-Request-Id when it sent a sane
 * one), sends it back as X-Request-Id, and logs one line when the answer is decided.
 */
export function requestLog(logger: AppLogger) {
  return async (ctx: Context, next: Next) => {
    const started = performance.now();
    const reqId = requestIdOf(ctx.get('X-Request-Id'));
    ctx.state.requestId = reqId;
    ctx.set('X-Request-Id', reqId);
    try {
      await next();
    } finally {
      logger.request?.({
        reqId,
        method: ctx.method,
        path: loggedPath(ctx.path),
        status: ctx.status,
        responseTimeMs: Math.round((performance.now() - started) * 10) / 10,
        ...(ctx.state.aborted && { aborted: true as const }),
      });
    }
  };
}
