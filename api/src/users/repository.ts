import { propertyOf, type Role, type SignedInUser, type User } from '@jazz/contracts';
import { transactionOf, type Db, jsonColumn } from '../db';
import { idsOf, nowIso } from '../ids';

interface UserRow {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  password_hash: string;
  roles: string;
  courses: string;
  token_version: number;
  email_verified_at: string | null;
}

/** A stored user: the public fields plus what only the server may see. */
export interface StoredUser extends User {
  passwordHash: string;
  tokenVersion: number;
  /** The address was proved by a mailed link (or is trusted: see docs/product.md "Accounts and mail"). */
  emailVerified: boolean;
}

/**
 * A user to insert: the identity a token will carry, the password's hash, and whether the
 * address counts as verified already (created by an admin, the ADMIN_EMAIL admin).
 */
export type NewUser = SignedInUser & { passwordHash: string; emailVerified?: boolean };

/** A live verification link: whose, and which address it proves. */
export interface VerificationRow {
  userId: string;
  email: string;
}

export interface ResetRow {
  id: number;
  token_hash: string;
}

const toUser = (row: UserRow): StoredUser => ({
  ...idsOf(row.id),
  firstName: row.first_name,
  lastName: row.last_name,
  email: row.email,
  roles: jsonColumn<Role[]>(row.roles),
  courses: jsonColumn<string[]>(row.courses),
  passwordHash: row.password_hash,
  tokenVersion: row.token_version,
  emailVerified: row.email_verified_at !== null,
});

/** Drops the hash and token version: the only shape a route may answer with. */
export const toPublic = ({ _id, id, firstName, lastName, email, roles, courses }: StoredUser): User => ({
  _id,
  id,
  firstName,
  lastName,
  email,
  roles,
  courses,
});

const isAdminSql = "EXISTS (SELECT 1 FROM json_each(users.roles) WHERE value = 'admin')";

/** The only place that knows the SQL of users and password_resets. */
export function createUserRepository(db: Db) {
  const byId = db.prepare<[string], UserRow>('SELECT * FROM users WHERE id = ?');
  const byEmail = db.prepare<[string], UserRow>('SELECT * FROM users WHERE email = ?');
  const all = db.prepare<[], UserRow>('SELECT * FROM users ORDER BY created_at, id');
  const admins = db.prepare<[], { n: number }>(`SELECT COUNT(*) AS n FROM users WHERE ${isAdminSql}`);
  const insert = db.prepare(
    `INSERT INTO users (id, first_name, last_name, email, password_hash, roles, courses, created_at, updated_at, email_verified_at)
     VALUES (@id, @firstName, @lastName, @email, @passwordHash, @roles, '[]', @now, @now, @verifiedAt)`,
  );
  const update = db.prepare(
    `UPDATE users SET first_name = @firstName, last_name = @lastName, email = @email, roles = @roles, updated_at = @now
     WHERE id = @id`,
  );
  const remove = db.prepare('DELETE FROM users WHERE id = ?');
  const setPassword = db.prepare(
    'UPDATE users SET password_hash = ?, token_version = token_version + 1, updated_at = ? WHERE id = ?',
  );
  const insertReset = db.prepare('INSERT INTO password_resets (user_id, token_hash, expires_at) VALUES (?, ?, ?)');
  const liveResets = db.prepare<[string, number], ResetRow>(
    'SELECT id, token_hash FROM password_resets WHERE user_id = ? AND used_at IS NULL AND expires_at > ?',
  );
  const useResets = db.prepare('UPDATE password_resets SET used_at = ? WHERE user_id = ? AND used_at IS NULL');
  const dropStaleResets = db.prepare('DELETE FROM password_resets WHERE expires_at <= ? OR used_at IS NOT NULL');
  const setVerified = db.prepare('UPDATE users SET email_verified_at = ? WHERE id = ?');
  const setEmailVerified = db.prepare('UPDATE users SET email = ?, email_verified_at = ?, updated_at = ? WHERE id = ?');
  const insertVerification = db.prepare(
    'INSERT INTO email_verifications (token_hash, user_id, email, created_at) VALUES (?, ?, ?, ?)',
  );
  const dropVerificationsOf = db.prepare('DELETE FROM email_verifications WHERE user_id = ?');
  const dropStaleVerifications = db.prepare('DELETE FROM email_verifications WHERE created_at <= ?');
  const findVerification = db.prepare<[string, number], { user_id: string; email: string }>(
    'SELECT user_id, email FROM email_verifications WHERE token_hash = ? AND created_at > ?',
  );
  const pendingEmail = db.prepare<[string, number], { email: string }>(
    'SELECT email FROM email_verifications WHERE user_id = ? AND created_at > ? ORDER BY created_at DESC LIMIT 1',
  );

  const found = (row: UserRow | undefined) => (row ? toUser(row) : undefined);

  return {
    findById: (id: string) => found(byId.get(id)),
    findByEmail: (email: string) => found(byEmail.get(email)),
    list: () => all.all().map(toUser),
    countAdmins: () => admins.get()!.n,
    insert(user: NewUser): void {
      const now = nowIso();
      insert.run({
        id: user.id,
        firstName: user.firstName,
        lastName: user.lastName,
        email: user.email,
        passwordHash: user.passwordHash,
        roles: JSON.stringify(user.roles),
        now,
        verifiedAt: user.emailVerified ? now : null,
      });
    },
    update(id: string, data: Pick<User, 'firstName' | 'lastName' | 'email' | 'roles'>): void {
      update.run({ ...data, id, roles: JSON.stringify(data.roles), now: nowIso() });
    },
    remove: (id: string) => remove.run(id).changes > 0,
    /** Sets a new hash and bumps the token version, which ends every earlier session. */
    setPassword(id: string, passwordHash: string): void {
      setPassword.run(passwordHash, nowIso(), id);
    },
    addReset(userId: string, tokenHash: string, expiresAt: number): void {
      dropStaleResets.run(Date.now());
      insertReset.run(userId, tokenHash, expiresAt);
    },
    liveResets: (userId: string, now: number) => liveResets.all(userId, now),
    useResets(userId: string, now: number): void {
      useResets.run(now, userId);
    },
    /** Marks the account's present address as proved (a used reset link, an admin's edit). */
    markVerified: (id: string) => void setVerified.run(nowIso(), id),
    /** Sets the address a used verification link proved, verified. */
    setVerifiedEmail: (id: string, email: string) => void setEmailVerified.run(email, nowIso(), nowIso(), id),
    /** Stores a verification link, replacing every earlier one of the user (one live link each). */
    addVerification(userId: string, tokenHash: string, email: string, now: number): void {
      dropVerificationsOf.run(userId);
      insertVerification.run(tokenHash, userId, email, now);
    },
    findVerification(tokenHash: string, notBefore: number): VerificationRow | undefined {
      const row = findVerification.get(tokenHash, notBefore);
      return row && { userId: row.user_id, email: row.email };
    },
    dropVerificationsOf: (userId: string) => void dropVerificationsOf.run(userId),
    dropStaleVerifications: (before: number) => dropStaleVerifications.run(before).changes,
    /** The address a live link would prove, when it is not the account's present one yet. */
    pendingEmail: (userId: string, notBefore: number) => pendingEmail.get(userId, notBefore)?.email,
    transaction: transactionOf(db),
  };
}

export type UserRepository = ReturnType<typeof createUserRepository>;

/** Tells a UNIQUE violation (an e-mail registered at the same moment) from other failures. */
export const isUniqueViolation = (err: unknown): boolean => propertyOf(err, 'code') === 'SQLITE_CONSTRAINT_UNIQUE';
