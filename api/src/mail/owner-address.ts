import type { Config } from '../config';
import type { Db } from '../db';

/**
 * Where mail for the site's owner goes (PRODUCT.md: "Mails without CONTACT_TO go to the first
 * admin"): CONTACT_TO when it is set, else the admin who has existed longest, else the
 * configured default. Read at each mail, so a change of admins counts at once.
 */
export function createOwnerAddress(db: Db, config: Pick<Config, 'contactTo' | 'contactToGiven'>): () => string {
  const firstAdmin = db
    .prepare<[], string>(
      `SELECT email FROM users WHERE EXISTS (SELECT 1 FROM json_each(users.roles) WHERE value = 'admin')
       ORDER BY created_at, id LIMIT 1`,
    )
    .pluck();
  return () => (config.contactToGiven ? config.contactTo : (firstAdmin.get() ?? config.contactTo));
}
