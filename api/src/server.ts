import { spawn } from 'node:child_process';
import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { createApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db';
import { Announcer } from './follow/announcer';
import { standardOutput } from './http/log-output';
import { createLogger } from './http/logger';
import { createContentVersion } from './http/content-version';
import { serverOptions } from './http/timeouts';
import { LessonReminders } from './lessons/reminders';
import { CalendarSyncJob } from './calendar-sync/job';
import { CallsTimer } from './calls/timer';
import { Mailer } from './mail/mailer';
import { mailSender } from './mail/sender';
import { demoSeedPending, seedDemoContent } from './seed';
import { createServices } from './services';
import { HitRecorder } from './stats/recorder';
import { ensureAdmin } from './users/bootstrap';

/**
 * The demo content of a first start, in a child process: its photos go through sharp, whose
 * libvips and allocator arenas would stay in this process's memory for good (226 to 266 MB
 * after a first start, 118 MB after a restart). The child runs the same entry's CLI (`seed`)
 * with this process's flags and loaders; should it fail, the seed runs here.
 */
async function seedFirstStart(): Promise<void> {
  if (!demoSeedPending(db)) return;
  const cli = fileURLToPath(new URL(import.meta.url.endsWith('.ts') ? './ops/cli.ts' : './cli.js', import.meta.url));
  // its output comes through this process's bounded outputs, line by line, not on inherited
  // descriptors: a Node process that exits puts its stdout and stderr back in blocking mode, and
  // those descriptors are this process's too, so with a stalled log reader every later log line
  // would block the server (and the child itself could block on a full pipe before exiting)
  const child = spawn(process.execPath, [...process.execArgv, cli, 'seed'], { stdio: ['ignore', 'pipe', 'pipe'] });
  createInterface({ input: child.stdout, crlfDelay: Infinity }).on('line', (line) => stdout.write(line + '\n'));
  createInterface({ input: child.stderr, crlfDelay: Infinity }).on('line', (line) => stderr.write(line + '\n'));
  const code = await new Promise<number | null>((done) => {
    child.once('close', (status) => done(status));
    child.once('error', () => done(null));
  });
  if (code !== 0 || demoSeedPending(db)) {
    logger.error(`the demo seed's process ended with ${code}; seeding in the server`);
    await seedDemoContent(db, config, logger);
  }
}

/** The only place that listens: start-up, first-run bootstrap and graceful shutdown. */
// everything this process writes (database, WAL, secret, media, mail) is the owner's alone
process.umask(0o077);
const config = loadConfig();
// Everything the process writes goes through bounded outputs: a log reader that stalls or goes
// away costs log lines, never a request (docs/operations.md, "Health and logs").
const stdout = standardOutput('stdout', config.logBufferBytes);
const stderr = standardOutput('stderr', config.logBufferBytes);
/** A plain line for the person at the console. */
const say = (message: string) => stdout.write(message + '\n');
const logger = createLogger(config.logLevel, config.logOutput === 'stdout' ? stdout : stderr);
const db = openDatabase(join(config.dataDir, 'site.db'));
const mailer = new Mailer({
  db,
  from: mailSender(db, config),
  smtpUrl: config.smtpUrl,
  mailDir: join(config.dataDir, 'mail'),
  logger,
  ratePerMinute: config.mailRate,
});
// one graph of services for the app and the background jobs: a site-wide limit exists once
const services = createServices({ db, config, mailer, logger });
const announcer = new Announcer({ db, config, mailer, logger, services });
const reminders = new LessonReminders({ db, config, mailer, logger, services });
const calendarSync = new CalendarSyncJob({ db, config, mailer, logger, services });
const calls = new CallsTimer({ db, config, mailer, logger, services });

// the one-time admin password is for the person at the console: plain lines, not a JSON log line
// with its box escaped into one string; written first, before anything else, and kept even past
// the bound, so a stalled reader still gets it when it reads again
await ensureAdmin(db, config, {
  info: (message) => stdout.write(message + '\n', true),
  error: (message) => stderr.write(message + '\n', true),
});
await seedFirstStart();
mailer.start();
announcer.start();
reminders.start();
calendarSync.start();
calls.start();

const content = createContentVersion(db);
// statistics: hits are written in batches, every second and at shutdown
const hits = new HitRecorder({
  db,
  content,
  logger,
  timeZone: config.timezone,
  diskBudgetBytes: config.statsDiskBudgetBytes,
  maxDayValues: config.statsDayValues,
});
hits.start();
const app = createApp({ db, config, mailer, logger, content, hits, services });
const server = createServer(serverOptions(config), app.callback()).listen(config.port, config.host, () => {
  // the bound port, so PORT=0 (any free port) prints where it really listens
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  say(
    `Site and API on http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${port} (Node.js ${process.version})`,
  );
  if (!config.smtpUrl) say(`No SMTP_URL: mail is written to ${join(config.dataDir, 'mail')}`);
});
// a port in use is a configuration problem: say so in one line, not with a stack trace
server.on('error', (error: NodeJS.ErrnoException) => {
  stderr.write(
    `Can not listen on ${config.host}:${config.port}: ${error.code ?? error.message}. Set PORT or HOST.\n`,
    true,
  );
  process.exit(1);
});

let closing = false;
function shutdown(signal: string) {
  // a second Ctrl+C means "now": stop waiting for open requests and the mail queue
  if (closing) process.exit(1);
  closing = true;
  say(`${signal}: closing`);
  const force = setTimeout(() => process.exit(1), 10_000);
  force.unref();
  server.close(() => {
    announcer.stop();
    hits.stop();
    reminders.stop();
    calendarSync.stop();
    calls.stop();
    void mailer.stop().finally(() => {
      db.close();
      process.exit(0);
    });
  });
  server.closeIdleConnections();
}
process.on('SIGTERM', () => shutdown('SIGTERM'));
process.on('SIGINT', () => shutdown('SIGINT'));
