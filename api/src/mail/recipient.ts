import type { Config } from '../config';
import type { Db } from '../db';
import { createRecipientRepository } from './recipient-repository';

/**
 * Where mail meant for the musician goes (contact messages, booking requests): CONTACT_TO when
 * set, else the first admin's address (the owner, who created the site), read at send time so
 * a changed admin address counts at once. `contact@host` only while no admin exists at all.
 */
export function ownerAddress(deps: { db: Db; config: Pick<Config, 'contactTo' | 'siteUrl'> }): () => string {
  const repo = createRecipientRepository(deps.db);
  return () => deps.config.contactTo ?? repo.firstAdminEmail() ?? `contact@${new URL(deps.config.siteUrl).hostname}`;
}
