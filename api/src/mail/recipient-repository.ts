import type { Db } from '../db';

/** SQL for who receives the site's own mail (contact messages, booking requests). */
export function createRecipientRepository(db: Db) {
  const firstAdmin = db.prepare<[], { email: string }>(
    `SELECT email FROM users
     WHERE EXISTS (SELECT 1 FROM json_each(users.roles) WHERE value = 'admin')
     ORDER BY created_at, id LIMIT 1`,
  );
  return {
    /** The address of the admin created first, or null when there is no admin. */
    firstAdminEmail: (): string | null => firstAdmin.get()?.email ?? null,
  };
}

export type RecipientRepository = ReturnType<typeof createRecipientRepository>;
