import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, lstatSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { DEFAULT_LOG_BUFFER_BYTES, MIN_LOG_BUFFER_BYTES } from './http/log-output';
import { LOG_LEVELS, type LogLevel } from './http/logger';
import { isOneOf } from '@jazz/contracts';
import { isTimeZone } from '@jazz/contracts/time';

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  siteUrl: string;
  timezone: string;
  /** SITE_CURRENCY: the ISO 4217 code of every amount (docs/money.md); USD when unset. */
  currency: string;
  jwtSecret: string;
  /** Lifetime of a login token, in seconds. */
  tokenTtl: number;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** CONTACT_TO; without it the owner's mail goes to the first admin (mail/recipient.ts). */
  contactTo: string | undefined;
  /** Where the built site lives (site/dist); tests may point elsewhere. */
  siteDist: string;
  /** Proof-of-work difficulty of the contact form's human check. */
  altchaCost: number;
  /** Rate limits are per window of `rateWindowMs`; tests shrink them to check 429s. */
  rateWindowMs: number;
  /** Seconds a show announcement waits after the last change before the digest goes out. */
  announceDelay: number;
  /** Mails handed to SMTP per minute at most. */
  mailRate: number;
  /** All of a request's headers must arrive within this (slowloris). */
  headersTimeoutMs: number;
  /** A request body must arrive whole within this, however slowly it trickles. */
  bodyTimeoutMs: number;
  /** The same for an admin's uploads (photos, group images, audio, imports). */
  uploadTimeoutMs: number;
  /** Confirmation mails (follow, e-mail verification) per hour, site-wide (CONFIRMATION_MAILS_PER_HOUR). */
  confirmationMailsPerHour: number;
  /** Account mails (password resets) per hour, site-wide: a budget of their own (mail/budgets.ts). */
  accountMailsPerHour: number;
  /** Lesson and booking mails to visitors per hour, site-wide: a budget of their own. */
  lessonMailsPerHour: number;
  /** Bytes the statistics may take on disk (200 MB); past it the oldest raw hits go first. */
  statsDiskBudgetBytes: number;
  /** Bytes of anonymous request bodies in flight at once, site-wide (32 MB); past it 503 unread. */
  anonymousBodyBytes: number;
  /** The same for one client address (4 MB). */
  anonymousBodyBytesPerAddress: number;
  /**
   * A student's own booking notices (his and the owner's) wait this long in the mail queue: a
   * cancel within it takes them back and sends nothing (60 s; the tests' harness sets 0).
   */
  lessonNoticeDelayMs: number;
  /** A download (photos.zip, an original) that makes no progress this long is closed (30 s). */
  downloadStallMs: number;
  /** Distinct pages, sources or event subjects one statistics day keeps; past it they are `other`. */
  statsDayValues: number;
  /** Statistics hits one client address may add per minute; past it they are answered and dropped. */
  hitsPerMinute: number;
  /** How many reverse proxies stand in front (TRUST_PROXY); 0 means none, X-Forwarded-For is ignored. */
  trustProxy: number;
  /** pino level of the JSON log lines (LOG_LEVEL). */
  logLevel: LogLevel;
  /** Characters of log lines that may wait for a slow reader before lines are dropped (LOG_BUFFER_BYTES). */
  logBufferBytes: number;
  /** Where the JSON log lines go (LOG_OUTPUT): stdout, or stderr. */
  logOutput: 'stdout' | 'stderr';
  /** Shows per page when the whole public list of GET /api/events is built (500; tests set fewer). */
  wholeListPage?: number;
  /** Replaces Bandcamp's origin when the server looks up a player (tests serve a page locally). */
  embedLookupBase?: string;
}

const repoRoot = resolve(import.meta.dirname, '..', '..');

/** DATA_DIR, absolute; ./data of the repository by default. */
export const dataDirOf = (env: NodeJS.ProcessEnv = process.env): string =>
  resolve(env.DATA_DIR ?? join(repoRoot, 'data'));

/**
 * The configuration the server runs with: the environment read by `readConfig`, then the data
 * folder prepared (created, tightened) and the signing key read from it or generated there.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const settings = readConfig(env);
  prepareDataDir(settings.dataDir);
  return { ...settings, jwtSecret: env.JWT_SECRET ?? persistentSecret(settings.dataDir) };
}

/**
 * Reads and checks the environment variables of docs/product.md (every one is optional) and touches
 * nothing on disk: tools that only need a setting (the bench scripts) read it here.
 */
export function readConfig(env: NodeJS.ProcessEnv = process.env): Omit<Config, 'jwtSecret'> {
  const port = env.PORT ? Number(env.PORT) : 3000;
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT must be a port number, got ${env.PORT}`);
  const dataDir = dataDirOf(env);
  const trustProxy = env.TRUST_PROXY ? Number(env.TRUST_PROXY) : 0;
  if (!Number.isInteger(trustProxy) || trustProxy < 0 || trustProxy > 10)
    throw new Error(`TRUST_PROXY must be the number of proxies in front (0 to 10), got ${env.TRUST_PROXY}`);
  const logLevel = env.LOG_LEVEL || 'info';
  if (!isOneOf(LOG_LEVELS, logLevel)) throw new Error(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}`);
  const logBufferBytes = positiveNumber(env, 'LOG_BUFFER_BYTES', DEFAULT_LOG_BUFFER_BYTES);
  if (!Number.isInteger(logBufferBytes) || logBufferBytes < MIN_LOG_BUFFER_BYTES)
    throw new Error(
      `LOG_BUFFER_BYTES must be a whole number of ${MIN_LOG_BUFFER_BYTES} or more, got ${env.LOG_BUFFER_BYTES}`,
    );
  const logOutput = env.LOG_OUTPUT || 'stdout';
  if (logOutput !== 'stdout' && logOutput !== 'stderr')
    throw new Error(`LOG_OUTPUT must be stdout or stderr, got ${logOutput}`);
  const siteUrl = (env.SITE_URL ?? `http://localhost:${port}`).replace(/\/+$/, '');
  const timezone = env.SITE_TIMEZONE ?? 'America/New_York';
  if (!isTimeZone(timezone)) throw new Error(`SITE_TIMEZONE is not a known time zone: ${timezone}`);
  const currency = (env.SITE_CURRENCY || 'USD').toUpperCase();
  try {
    new Intl.NumberFormat('en-US', { style: 'currency', currency });
  } catch {
    throw new Error(`SITE_CURRENCY is not an ISO 4217 currency code: ${currency}`);
  }
  const host = new URL(siteUrl).hostname;
  return {
    port,
    host: env.HOST ?? '127.0.0.1',
    dataDir,
    siteUrl,
    timezone,
    currency,
    tokenTtl: 7 * 24 * 3600,
    adminEmail: env.ADMIN_EMAIL || undefined,
    adminPassword: env.ADMIN_PASSWORD || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    // a bare address gets the site's name as its display name when sent (mail/sender.ts)
    mailFrom: env.MAIL_FROM || `no-reply@${host}`,
    contactTo: env.CONTACT_TO || undefined,
    siteDist: resolve(env.SITE_DIST ?? join(repoRoot, 'site', 'dist')),
    altchaCost: env.ALTCHA_COST ? Number(env.ALTCHA_COST) : 50_000,
    rateWindowMs: 60_000,
    announceDelay: positiveNumber(env, 'ANNOUNCE_DELAY', 600),
    mailRate: positiveNumber(env, 'MAIL_RATE', 60),
    confirmationMailsPerHour: positiveNumber(env, 'CONFIRMATION_MAILS_PER_HOUR', 100),
    accountMailsPerHour: 100,
    lessonMailsPerHour: 200,
    hitsPerMinute: positiveNumber(env, 'HITS_PER_MINUTE', 300),
    statsDiskBudgetBytes: 200 * 1024 * 1024,
    downloadStallMs: 30_000,
    lessonNoticeDelayMs: 60_000,
    anonymousBodyBytes: 32 * 1024 * 1024,
    anonymousBodyBytesPerAddress: 4 * 1024 * 1024,
    statsDayValues: 200,
    headersTimeoutMs: 10_000,
    bodyTimeoutMs: 20_000,
    uploadTimeoutMs: 10 * 60_000,
    trustProxy,
    logLevel,
    logBufferBytes,
    logOutput,
  };
}

/**
 * The data folder holds password hashes, the signing key and mails with reset links: it is
 * the owner's alone. Created 0700; an existing one is tightened (folders 0700, files 0600),
 * since an older version or a copy may have left it readable by others.
 */
export function prepareDataDir(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const tighten = (path: string) => {
    const stat = lstatSync(path);
    if (stat.isSymbolicLink()) return;
    if (stat.isDirectory()) {
      if ((stat.mode & 0o777) !== 0o700) chmodSync(path, 0o700);
      for (const name of readdirSync(path)) tighten(join(path, name));
    } else if ((stat.mode & 0o077) !== 0) chmodSync(path, stat.mode & 0o600);
  };
  tighten(dir);
}

function positiveNumber(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0) throw new Error(`${name} must be a number of 0 or more, got ${raw}`);
  return value;
}

/** The signing key is generated once and kept beside the database, so tokens survive restarts. */
function persistentSecret(dataDir: string): string {
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret + '\n', { mode: 0o600 });
  return secret;
}
