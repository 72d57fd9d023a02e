// `npm run backup -- <folder>` and `npm run restore -- <backup folder>` (README, "Backups").
import { resolve } from 'node:path';
import { dataDirOf } from '../config';
import { backup, restore } from './backup';

// whatever is written here (database, secret, mail with reset links) is the owner's alone
process.umask(0o077);
const [command, target] = process.argv.slice(2);
const dataDir = dataDirOf();

try {
  if (command === 'backup' && target) {
    console.log(await backup(dataDir, resolve(target)));
  } else if (command === 'restore' && target) {
    restore(resolve(target), dataDir);
    console.log(`Restored ${resolve(target)} into ${dataDir}`);
  } else {
    console.error('Usage: npm run backup -- <folder>   |   npm run restore -- <backup folder>');
    process.exit(2);
  }
} catch (err) {
  console.error(err instanceof Error ? err.message : String(err));
  process.exit(1);
}
