import {
  ACCOUNT_MESSAGES,
  MESSAGES,
  changeEmailSchema,
  changeNameSchema,
  changePasswordSchema,
  createUserSchema,
  loginSchema,
  registerSchema,
  userDataSchema,
  type MyAccount,
  type Role,
  type User,
  propertyOf,
} from '@jazz/contracts';
import { returnPath } from '@jazz/contracts/paths';
import { signToken } from '../auth/tokens';
import type { Config } from '../config';
import { badRequest, conflict, notFound, validate } from '../http/errors';
import { comparatorOf, matchesComparator, updateDataOf } from '../http/comparator';
import { newId } from '../ids';
import { hashPassword, verifyPassword } from './password';
import { isUniqueViolation, toPublic, type StoredUser, type UserRepository } from './repository';
import type { VerificationService } from './verification';

const COMPARED_FIELDS = ['firstName', 'lastName', 'email', 'roles'] as const;

/** "user" is always there, "admin" is optional; stored in one order so comparators match. */
export const normalizeRoles = (roles: readonly Role[] | undefined): Role[] =>
  roles?.includes('admin') ? ['user', 'admin'] : ['user'];

const isAdmin = (user: Pick<User, 'roles'>) => user.roles.includes('admin');
const lastAdmin = () => badRequest({ roles: MESSAGES.lastAdmin });
const lastAdminDeleted = () => badRequest({ roles: MESSAGES.lastAdminDeleted });
const emailTaken = () => badRequest({ email: MESSAGES.emailTaken });

const wrongCurrentPassword = () => badRequest({ currentPassword: ACCOUNT_MESSAGES.currentPassword });

/** Stores a new account; a taken address is refused, also when it was taken while the hash was computed. */
async function insertUser(
  repo: UserRepository,
  fields: { firstName: string; lastName: string; email: string; password: string },
  roles: Role[],
  emailVerified: boolean,
) {
  if (repo.findByEmail(fields.email)) throw emailTaken();
  const id = newId();
  const passwordHash = await hashPassword(fields.password);
  try {
    repo.insert({
      id,
      firstName: fields.firstName,
      lastName: fields.lastName,
      email: fields.email,
      passwordHash,
      roles,
      emailVerified,
    });
  } catch (err) {
    // the same e-mail registered while the hash was being computed
    if (isUniqueViolation(err)) throw emailTaken();
    throw err;
  }
  const user = repo.findById(id);
  if (!user) throw notFound('User not found.');
  return toPublic(user);
}

/** The account's user by id, or 404. */
function finder(repo: UserRepository) {
  return (id: string): StoredUser => {
    const user = repo.findById(id);
    if (!user) throw notFound('User not found.');
    return user;
  };
}

/** What the signed-in user does to their own account: the password, the name, the address. */
function ownAccount(
  repo: UserRepository,
  config: Pick<Config, 'jwtSecret' | 'tokenTtl'>,
  verification: VerificationService,
) {
  const mustFind = finder(repo);

  function me(id: string): MyAccount {
    const user = mustFind(id);
    return { ...toPublic(user), emailVerified: user.emailVerified, pendingEmail: verification.pendingEmail(user) };
  }

  return {
    /** GET /api/users/me: the signed-in user as stored now (a rename shows after a reload). */
    me,

    /** Asks for the account's password again before a secret is shown (the 1099 list's full TINs). */
    async confirmPassword(id: string, currentPassword: unknown): Promise<void> {
      const user = mustFind(id);
      if (typeof currentPassword !== 'string' || !(await verifyPassword(currentPassword, user.passwordHash)))
        throw wrongCurrentPassword();
    },

    /** Ends every earlier session, the calling one too, and answers a fresh token. */
    async changePassword(id: string, body: unknown): Promise<{ token: string }> {
      const { currentPassword, password } = validate(changePasswordSchema, body);
      const user = mustFind(id);
      if (!(await verifyPassword(currentPassword, user.passwordHash))) throw wrongCurrentPassword();
      const passwordHash = await hashPassword(password);
      return repo.transaction(() => {
        const current = mustFind(id);
        // another change won the race while bcrypt ran: this one was made with an old password
        if (current.passwordHash !== user.passwordHash) throw wrongCurrentPassword();
        repo.setPassword(id, passwordHash);
        return { token: signToken(mustFind(id), config.jwtSecret, config.tokenTtl) };
      });
    },

    /** The account's own first and last name (an admin made at the first start is "Site Admin"). */
    changeName(id: string, body: unknown): MyAccount {
      const { firstName, lastName } = validate(changeNameSchema, body);
      const user = mustFind(id);
      repo.update(id, { firstName, lastName, email: user.email, roles: user.roles });
      return me(id);
    },

    /** Mails a link to the new address; the account keeps its present one until it is used. */
    async changeEmail(id: string, body: unknown): Promise<MyAccount> {
      const { email, currentPassword } = validate(changeEmailSchema, body);
      const user = mustFind(id);
      if (!(await verifyPassword(currentPassword, user.passwordHash))) throw wrongCurrentPassword();
      if (email === user.email.toLowerCase() && user.emailVerified)
        throw badRequest({ email: ACCOUNT_MESSAGES.sameEmail });
      const owner = repo.findByEmail(email);
      if (owner && owner.id !== id) throw emailTaken();
      verification.take();
      verification.send(user, email);
      return me(id);
    },

    /** Mails the link of the account's present address again (it was lost or expired). */
    resendVerification(id: string, next?: unknown): MyAccount {
      const user = mustFind(id);
      if (!user.emailVerified) {
        verification.take();
        verification.send(user, user.email, returnPath(next));
      }
      return me(id);
    },
  };
}

/** What only an admin does: the user list, one user, edits and removals. */
function userAdmin(repo: UserRepository) {
  const mustFind = finder(repo);
  return {
    /** Only an admin reaches this route, so the roles sent are honoured; the admin vouches for the address. */
    create(body: unknown) {
      const data = validate(createUserSchema, body);
      return insertUser(repo, data, normalizeRoles(data.roles), true);
    },

    list: (): User[] => repo.list().map(toPublic),
    get: (id: string): User => toPublic(mustFind(id)),

    update(id: string, body: unknown): User {
      // userData is parsed on its own so errors carry the field keys the form shows
      const userData = validate(userDataSchema, updateDataOf('user', body) ?? {});
      const userComparatorData = comparatorOf('user', body);
      const roles = normalizeRoles(userData.roles);
      // check and write in one transaction: of two updates from one comparator, one wins
      return repo.transaction(() => {
        const current = toPublic(mustFind(id));
        // roles are a set: ['admin', 'user'] as seen is the same as the stored ['user', 'admin']
        const seen = Array.isArray(userComparatorData.roles)
          ? { ...userComparatorData, roles: normalizeRoles(userComparatorData.roles) }
          : userComparatorData;
        if (!matchesComparator(current, seen, COMPARED_FIELDS)) throw conflict(current);
        const owner = repo.findByEmail(userData.email);
        if (owner && owner.id !== id) throw emailTaken();
        if (isAdmin(current) && !roles.includes('admin') && repo.countAdmins() <= 1) throw lastAdmin();
        repo.update(id, { ...userData, roles });
        // an address an admin writes counts as verified, as for the users an admin creates
        if (userData.email !== current.email.toLowerCase()) repo.markVerified(id);
        return toPublic(mustFind(id));
      });
    },

    remove(id: string): { _id: string } {
      return repo.transaction(() => {
        const current = mustFind(id);
        if (isAdmin(current) && repo.countAdmins() <= 1) throw lastAdminDeleted();
        repo.remove(id);
        return { _id: id };
      });
    },
  };
}

export function createUserService(
  repo: UserRepository,
  config: Pick<Config, 'jwtSecret' | 'tokenTtl'>,
  verification: VerificationService,
) {
  return {
    /**
     * Self-registration: whatever roles or courses the client sends, the user is [user]. The
     * account works at once; its address counts as verified once the mailed link is used.
     */
    async register(body: unknown) {
      const fields = validate(registerSchema, body);
      // a taken address is refused before the site-wide cap is counted: only a mail that is
      // actually sent spends it
      if (repo.findByEmail(fields.email)) throw emailTaken();
      verification.take();
      try {
        const user = await insertUser(repo, fields, ['user'], false);
        // `next`: where the mail's confirmed page leads back to (the lesson time a student chose)
        verification.send(user, user.email, returnPath(propertyOf(body, 'next')));
        return user;
      } catch (err) {
        verification.refund();
        throw err;
      }
    },

    /** Whether the user's present address was proved (follows and lesson bookings need it). */
    isVerified: (id: string): boolean => repo.findById(id)?.emailVerified ?? false,

    /** Same answer for an unknown e-mail and a wrong password, after the same bcrypt work. */
    async login(body: unknown): Promise<{ token: string }> {
      const { email, password } = validate(loginSchema, body);
      const user = repo.findByEmail(email);
      if (!(await verifyPassword(password, user?.passwordHash)) || !user)
        throw badRequest({ emailOrPasswordIncorrect: MESSAGES.emailOrPasswordIncorrect });
      return { token: signToken(user, config.jwtSecret, config.tokenTtl) };
    },

    ...ownAccount(repo, config, verification),
    ...userAdmin(repo),
  };
}

export type UserService = ReturnType<typeof createUserService>;
