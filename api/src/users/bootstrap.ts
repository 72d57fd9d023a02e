import { z } from 'zod';
import { MESSAGES } from '@jazz/contracts';
import type { Config } from '../config';
import type { Db } from '../db';
import type { Logger } from '../http/logger';
import { newId } from '../ids';
import { hashPassword, randomPassword } from './password';
import { createUserRepository } from './repository';

/** A valid e-mail the shared schema accepts (so the admin can edit the account later). */
function defaultAdminEmail(siteUrl: string): string {
  const candidate = `admin@${new URL(siteUrl).hostname}`;
  return z.email().safeParse(candidate).success ? candidate : 'admin@example.com';
}

function box(lines: string[]): string {
  const width = Math.max(...lines.map((line) => line.length));
  const rule = '+' + '-'.repeat(width + 2) + '+';
  return [rule, ...lines.map((line) => `| ${line.padEnd(width)} |`), rule].join('\n');
}

/**
 * First start (docs/product.md): when no admin exists, create one. ADMIN_EMAIL and ADMIN_PASSWORD
 * name it; whatever is missing is filled in (admin@<site host>, a random password), and a
 * random password is printed once, since it is stored only as a hash.
 */
export async function ensureAdmin(db: Db, config: Config, logger: Logger): Promise<void> {
  const repo = createUserRepository(db);
  if (repo.countAdmins() > 0) return;

  const email = (config.adminEmail ?? defaultAdminEmail(config.siteUrl)).trim().toLowerCase();
  if (!z.email().safeParse(email).success) throw new Error(`ADMIN_EMAIL is not a valid e-mail address: ${email}`);
  const given = config.adminPassword;
  if (given !== undefined && given.length < 8) throw new Error(`ADMIN_PASSWORD: ${MESSAGES.password}`);
  const password = given ?? randomPassword();
  const passwordHash = await hashPassword(password);

  const existing = repo.findByEmail(email);
  if (existing) {
    // Someone may have registered this address before it was configured: the account becomes
    // the admin with the configured password, and every session it had ends.
    repo.transaction(() => {
      repo.update(existing.id, { ...existing, roles: ['user', 'admin'] });
      repo.setPassword(existing.id, passwordHash);
      repo.markVerified(existing.id);
    });
  } else {
    repo.insert({
      id: newId(),
      firstName: 'Site',
      lastName: 'Admin',
      email,
      passwordHash,
      roles: ['user', 'admin'],
      emailVerified: true,
    });
  }

  if (given !== undefined) {
    logger.info(`Admin account ${email} ${existing ? 'promoted' : 'created'} from ADMIN_EMAIL/ADMIN_PASSWORD.`);
    return;
  }
  logger.info(
    box([
      'No admin existed, so one was created. This password is shown ONCE:',
      '',
      `  e-mail:   ${email}`,
      `  password: ${password}`,
      '',
      `Log in at ${config.siteUrl}/login, set your own e-mail under View Users,`,
      'then change this password under My Account -> Account settings.',
    ]),
  );
}
