// `npm run backup -- <folder>` and `npm run restore -- <backup folder>` (README, "Backups");
// `seed`: the demo content of a first start, run by server.ts in a child process.
import { join, resolve } from 'node:path';
import { dataDirOf, loadConfig } from '../config';
import { openDatabase } from '../db';
import { createLogger } from '../http/logger';
import { seedDemoContent } from '../seed';
import { backup, restore } from './backup';
import { restoredKeyNote, secretsKeyNote } from './secrets-note';

// whatever is written here (database, secret, mail with reset links) is the owner's alone
process.umask(0o077);
const [command, target] = process.argv.slice(2);
const dataDir = dataDirOf();

try {
  if (command === 'backup' && target) {
    console.log(await backup(dataDir, resolve(target)));
    // stdout stays the folder alone (scripts read it); the note is for the person
    console.error(secretsKeyNote(dataDir));
  } else if (command === 'seed') {
    const config = loadConfig();
    const db = openDatabase(join(config.dataDir, 'site.db'));
    await seedDemoContent(db, config, createLogger(config.logLevel));
    db.close();
  } else if (command === 'restore' && target) {
    restore(resolve(target), dataDir);
    console.log(`Restored ${resolve(target)} into ${dataDir}`);
    console.error(restoredKeyNote(dataDir));
  } else {
    console.error('Usage: npm run backup -- <folder>   |   npm run restore -- <backup folder>');
    process.exit(2);
  }
} catch (err) {
  console.error(err instanceof Error ? err.message : String(err));
  process.exit(1);
}
