import { copyFileSync, existsSync, mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { checkIntegrity } from '../db';
import { propertyOf } from '@jazz/contracts';

/**
 * What a backup holds besides the database: uploaded media, the signing key, mail files. Never
 * the secrets key (`secrets-key`): a backup alone must not open people's tax numbers or the
 * calendar password, so the owner keeps that file apart (`npm run backup` says where it is).
 */
const EXTRAS = ['media', 'mail', 'jwt-secret'] as const;
const DATABASE = 'site.db';

/**
 * Copies `from` into `to` (files 0600, folders 0700). A file removed while the copy runs (an
 * image deleted by the admin) is skipped, not an error: the database snapshot is what counts.
 */
function copyTree(from: string, to: string): number {
  let copied = 0;
  const stat = statSync(from, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) {
    try {
      copyFileSync(from, to);
      return 1;
    } catch (err) {
      if (propertyOf(err, 'code') === 'ENOENT') return 0;
      throw err;
    }
  }
  mkdirSync(to, { recursive: true, mode: 0o700 });
  for (const name of readdirSync(from)) copied += copyTree(join(from, name), join(to, name));
  return copied;
}

const stamp = (date: Date) =>
  date
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replace(/:/g, '-');

/**
 * A consistent snapshot of a live site: SQLite's online backup API copies the database page
 * by page while the server keeps reading and writing, then the media (content-addressed, so a
 * file copied after the snapshot is at worst an extra one). Returns the dated folder made
 * under `destination`.
 */
export async function backup(dataDir: string, destination: string, now = new Date()): Promise<string> {
  const source = join(dataDir, DATABASE);
  if (!existsSync(source)) throw new Error(`No database at ${source}: is DATA_DIR right?`);
  const folder = join(destination, `backup-${stamp(now)}`);
  if (existsSync(folder)) throw new Error(`${folder} exists already`);
  mkdirSync(folder, { recursive: true, mode: 0o700 });
  const db = new Database(source, { readonly: true, fileMustExist: true });
  try {
    await db.backup(join(folder, DATABASE));
  } finally {
    db.close();
  }
  let files = 0;
  for (const extra of EXTRAS) files += copyTree(join(dataDir, extra), join(folder, extra));
  writeFileSync(
    join(folder, 'backup.json'),
    JSON.stringify({ createdAt: now.toISOString(), database: DATABASE, files }, null, 2) + '\n',
  );
  return folder;
}

/**
 * Fills an empty (or missing) DATA_DIR from a backup folder, with the server stopped. Refuses a
 * data folder that holds anything, so a restore never mixes with or overwrites live data.
 */
export function restore(folder: string, dataDir: string): void {
  const source = join(folder, DATABASE);
  if (!existsSync(source)) throw new Error(`${folder} is not a backup: it has no ${DATABASE}`);
  const integrity = checkIntegrity(source);
  if (integrity !== 'ok') throw new Error(`The backed-up database is damaged: ${integrity}`);
  if (existsSync(dataDir) && readdirSync(dataDir).length > 0)
    throw new Error(`DATA_DIR ${dataDir} is not empty: restore only into an empty folder (stop the server first).`);
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  copyTree(source, join(dataDir, DATABASE));
  for (const extra of EXTRAS) copyTree(join(folder, extra), join(dataDir, extra));
}
