import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { SECRETS_KEY_FILE } from '../secrets/secrets';

/** What `npm run backup` says of the secrets key it leaves out (docs/operations.md, "Backups"). */
export function secretsKeyNote(dataDir: string): string {
  const key = join(dataDir, SECRETS_KEY_FILE);
  if (!existsSync(key)) return 'No secrets key yet (no tax number or calendar password is stored).';
  return [
    `Not in the backup: the secrets key ${key}, which opens people's tax numbers and the calendar password.`,
    'Keep a copy of it apart from the backups (a password manager or another disk): a backup and its key',
    'together reveal those secrets. Restored without it, the site keeps everything but them.',
  ].join('\n');
}

/** What `npm run restore` says: where to put the key back, before the first start. */
export function restoredKeyNote(dataDir: string): string {
  const key = join(dataDir, SECRETS_KEY_FILE);
  return [
    `Copy the secrets key kept apart to ${key} (mode 0600) before starting the site.`,
    'Started without it, the site makes a new key: tax numbers and the calendar password are then to be entered again.',
  ].join('\n');
}
