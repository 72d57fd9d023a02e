import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { forThisFile } from '@jazz/testing/per-file';
import bcrypt from 'bcryptjs';
import type { Role } from '@jazz/contracts';
import { createApp } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import { openDatabase } from '../src/db';
import { Announcer } from '../src/follow/announcer';
import type { AppLogger, RequestLine } from '../src/http/logger';
import { LessonReminders } from '../src/lessons/reminders';
import { CalendarSyncJob } from '../src/calendar-sync/job';
import { CallsTimer } from '../src/calls/timer';
import { newId } from '../src/ids';
import { Mailer, type MailerOptions } from '../src/mail/mailer';
import { createServices } from '../src/services';
import { mailSender } from '../src/mail/sender';
import { createUserRepository } from '../src/users/repository';
import { startSmtpCapture } from './smtp-capture';

export interface TestResponse<T = any> {
  status: number;
  headers: Headers;
  body: T;
  text: string;
}

export interface RequestOptions {
  body?: unknown;
  /** A raw body sent as is (for malformed JSON and the like). */
  raw?: string;
  token?: string;
  headers?: Record<string, string>;
}

export interface TestServerOptions {
  config?: Partial<Config>;
  mailer?: Partial<Pick<MailerOptions, 'retryDelay' | 'maxAttempts' | 'ratePerMinute'>>;
  /** Point SMTP at a closed port, to test mail failures. */
  smtpUrl?: string;
  /** The app's clock of rate limits, so a test moves past a window instead of waiting for it. */
  now?: () => number;
  /** An existing data folder to start on (a restart); a fresh temporary one when absent. */
  dataDir?: string;
  /**
   * Starts the announcer's timer (show digests ANNOUNCE_DELAY after a change), as the server
   * does. Off by default: a file that does not test digests has no timer looking every 30 s.
   */
  announcer?: boolean;
  /** Starts the lesson reminders' timer, as the server does; off by default (tests call tick()). */
  reminders?: boolean;
  /**
   * Starts the calendar sync's timer (pushes every few seconds, pulls every 10 minutes), as the
   * server does; off by default: tests call POST /api/calendar-sync/run.
   */
  calendarSync?: boolean;
  /** Starts the calls' timer, as the server does; off by default (tests call calls.tick()). */
  calls?: boolean;
}

/**
 * Boots the real app on port 0 with a fresh temporary database, data folder and a real SMTP
 * server capturing mail. One per test file (beforeAll), closed in afterAll.
 */
export async function startTestServer(options: TestServerOptions = {}) {
  const dir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'jazz-api-test-'));
  const smtp = await startSmtpCapture();
  const config: Config = {
    ...loadConfig({
      DATA_DIR: dir,
      SITE_URL: 'http://localhost:3999',
      JWT_SECRET: 'test-secret-' + newId(),
      ALTCHA_COST: '1000',
    }),
    smtpUrl: options.smtpUrl ?? smtp.url,
    // a zero window turns rate limits off (every hit opens a new window), so tests may log in
    // freely; a test of a 429 passes its own window, e.g. { rateWindowMs: 60000 }
    rateWindowMs: 0,
    // a student's booking notices go at once (a test of withdrawing them passes its own delay)
    lessonNoticeDelayMs: 0,
    ...options.config,
  };
  const errors: { message: string; error: unknown }[] = [];
  const infos: string[] = [];
  const requests: RequestLine[] = [];
  const logger: AppLogger = {
    info: (message) => infos.push(message),
    error: (message, error) => errors.push({ message, error }),
    request: (line) => void (requests.length < 10_000 && requests.push(line)),
  };
  const db = openDatabase(join(dir, 'site.db'));
  const mailer = new Mailer({
    db,
    from: mailSender(db, config),
    smtpUrl: config.smtpUrl,
    mailDir: join(dir, 'mail'),
    logger,
    // tests send mail fast; a test of MAIL_RATE passes its own
    ratePerMinute: 100_000,
    ...options.mailer,
  });
  const users = createUserRepository(db);
  // one graph of services for the app and the jobs, as server.ts builds it
  const services = createServices({ db, config, mailer, logger, ...(options.now && { now: options.now }) });
  const announcer = new Announcer({ db, config, mailer, logger, services });
  if (options.announcer) announcer.start();
  const reminders = new LessonReminders({
    db,
    config,
    mailer,
    logger,
    services,
    ...(options.now && { now: options.now }),
  });
  if (options.reminders) reminders.start();
  const calendarSync = new CalendarSyncJob({ db, config, mailer, logger, services });
  if (options.calendarSync) calendarSync.start();
  const calls = new CallsTimer({ db, config, mailer, logger, services, ...(options.now && { now: options.now }) });
  if (options.calls) calls.start();
  const app = createApp({ db, config, mailer, logger, services, ...(options.now && { now: options.now }) });
  const server: Server = app.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  async function request<T = any>(method: string, path: string, opts: RequestOptions = {}): Promise<TestResponse<T>> {
    const headers: Record<string, string> = { ...opts.headers };
    if (opts.token) headers.Authorization = `Bearer ${opts.token}`;
    let body: string | undefined = opts.raw;
    if (opts.body !== undefined) {
      body = JSON.stringify(opts.body);
      headers['Content-Type'] = 'application/json';
    } else if (opts.raw !== undefined) headers['Content-Type'] ??= 'application/json';
    const res = await fetch(url + path, { method, headers, body });
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      /* not JSON: keep the text */
    }
    return { status: res.status, headers: res.headers, body: parsed as T, text };
  }

  /** Inserts a user straight into the database (fast set-up for permission tests). */
  async function createUser(
    fields: {
      email?: string;
      password?: string;
      roles?: string[];
      firstName?: string;
      lastName?: string;
      /** Verified unless false, like an account an admin creates. */
      emailVerified?: boolean;
    } = {},
  ) {
    const user = {
      id: newId(),
      email: fields.email ?? `user-${newId()}@example.com`,
      password: fields.password ?? 'correct horse battery',
      roles: fields.roles ?? ['user'],
      firstName: fields.firstName ?? 'Test',
      lastName: fields.lastName ?? 'User',
    };
    users.insert({
      id: user.id,
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      passwordHash: bcrypt.hashSync(user.password, 4),
      // as given: a test may store roles the API would never write
      roles: user.roles as Role[],
      emailVerified: fields.emailVerified ?? true,
    });
    return user;
  }

  async function login(email: string, password: string): Promise<string> {
    const res = await request<{ token: string }>('POST', '/api/users/login', { body: { email, password } });
    if (res.status !== 200) throw new Error(`login failed: ${res.status} ${res.text}`);
    return res.body.token;
  }

  /** A fresh admin and its token. */
  async function admin() {
    const user = await createUser({ roles: ['user', 'admin'] });
    return { ...user, token: await login(user.email, user.password) };
  }

  /** A fresh ordinary user and its token. */
  async function member() {
    const user = await createUser();
    return { ...user, token: await login(user.email, user.password) };
  }

  /** Stops as a process exit would (connections, mail queue, database closed), keeping the data folder. */
  async function stop() {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    announcer.stop();
    reminders.stop();
    calendarSync.stop();
    calls.stop();
    await mailer.stop();
    await smtp.close();
    db.close();
  }

  async function close() {
    await stop();
    rmSync(dir, { recursive: true, force: true });
  }

  return {
    url,
    dir,
    db,
    config,
    mailer,
    services,
    announcer,
    reminders,
    calls,
    smtp,
    errors,
    infos,
    requests,
    app,
    request,
    createUser,
    login,
    admin,
    member,
    stop,
    close,
    options,
  };
}

export type TestServer = Awaited<ReturnType<typeof startTestServer>>;

/**
 * Stops a server and starts a new app on the same data folder and signing secret (tokens stay
 * valid), on a new port: a restart. The new server owns the folder: close that one.
 */
export async function restartTestServer(server: TestServer): Promise<TestServer> {
  await server.stop();
  const { options, config } = server;
  return startTestServer({
    ...options,
    dataDir: server.dir,
    config: { ...options.config, jwtSecret: config.jwtSecret },
  });
}

/** The API for this test file: started before its first test, closed after its last. */
export const serverForThisFile = (options: TestServerOptions = {}) =>
  forThisFile(
    () => startTestServer(options),
    (server) => server.close(),
  );

/** A fresh admin of the file's server, signed in before the file's first test. */
export const adminForThisFile = (server: TestServer) => forThisFile(() => server.admin());

/** A fresh ordinary user of the file's server, signed in before the file's first test. */
export const memberForThisFile = (server: TestServer) => forThisFile(() => server.member());
