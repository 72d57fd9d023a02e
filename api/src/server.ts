import { join } from 'node:path';
import { consoleLogger, createApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db';
import { Mailer } from './mail/mailer';
import { seedDemoContent } from './seed';
import { ensureAdmin } from './users/bootstrap';

/** The only place that listens: start-up, first-run bootstrap and graceful shutdown. */
const config = loadConfig();
const db = openDatabase(join(config.dataDir, 'site.db'));
const mailer = new Mailer({
  db,
  from: config.mailFrom,
  smtpUrl: config.smtpUrl,
  mailDir: join(config.dataDir, 'mail'),
  logger: consoleLogger,
});

await ensureAdmin(db, config, consoleLogger);
await seedDemoContent(db, config, consoleLogger);
mailer.start();

const app = createApp({ db, config, mailer });
const server = app.listen(config.port, config.host, () => {
  console.log(`Site and API on http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${config.port}`);
  if (!config.smtpUrl) console.log(`No SMTP_URL: mail is written to ${join(config.dataDir, 'mail')}`);
});

let closing = false;
function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  console.log(`${signal}: closing`);
  const force = setTimeout(() => process.exit(1), 10_000);
  force.unref();
  server.close(() => {
    void mailer.stop().finally(() => {
      db.close();
      process.exit(0);
    });
  });
  server.closeIdleConnections();
}
process.on('SIGTERM', () => shutdown('SIGTERM'));
process.on('SIGINT', () => shutdown('SIGINT'));
