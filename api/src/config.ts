import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  siteUrl: string;
  timezone: string;
  jwtSecret: string;
  /** Lifetime of a login token, in seconds. */
  tokenTtl: number;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  contactTo: string;
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
}

const repoRoot = resolve(import.meta.dirname, '..', '..');

/** Reads the environment variables of PRODUCT.md; every one is optional. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = env.PORT ? Number(env.PORT) : 3000;
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT must be a port number, got ${env.PORT}`);
  const dataDir = resolve(env.DATA_DIR ?? join(repoRoot, 'data'));
  mkdirSync(dataDir, { recursive: true });
  const siteUrl = (env.SITE_URL ?? `http://localhost:${port}`).replace(/\/+$/, '');
  const timezone = env.SITE_TIMEZONE ?? 'America/New_York';
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: timezone });
  } catch {
    throw new Error(`SITE_TIMEZONE is not a known time zone: ${timezone}`);
  }
  const host = new URL(siteUrl).hostname;
  return {
    port,
    host: env.HOST ?? '127.0.0.1',
    dataDir,
    siteUrl,
    timezone,
    jwtSecret: env.JWT_SECRET ?? persistentSecret(dataDir),
    tokenTtl: 7 * 24 * 3600,
    adminEmail: env.ADMIN_EMAIL || undefined,
    adminPassword: env.ADMIN_PASSWORD || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? `Website <no-reply@${host}>`,
    contactTo: env.CONTACT_TO ?? `contact@${host}`,
    siteDist: resolve(env.SITE_DIST ?? join(repoRoot, 'site', 'dist')),
    altchaCost: env.ALTCHA_COST ? Number(env.ALTCHA_COST) : 50_000,
    rateWindowMs: 60_000,
    announceDelay: positiveNumber(env, 'ANNOUNCE_DELAY', 600),
    mailRate: positiveNumber(env, 'MAIL_RATE', 60),
  };
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
