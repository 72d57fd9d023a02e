import {
  MESSAGES,
  createUserSchema,
  loginSchema,
  registerSchema,
  userDataSchema,
  type Role,
  type User,
} from '@jazz/shared/contracts';
import { signToken } from '../auth/tokens';
import type { Config } from '../config';
import { badRequest, conflict, notFound, validate } from '../http/errors';
import { comparatorOf, matchesComparator } from '../http/comparator';
import { newId } from '../ids';
import { hashPassword, verifyPassword } from './password';
import { isUniqueViolation, toPublic, type StoredUser, type UserRepository } from './repository';

const COMPARED_FIELDS = ['firstName', 'lastName', 'email', 'roles'] as const;

/** "user" is always there, "admin" is optional; stored in one order so comparators match. */
export const normalizeRoles = (roles: readonly Role[] | undefined): Role[] =>
  roles?.includes('admin') ? ['user', 'admin'] : ['user'];

const isAdmin = (user: Pick<User, 'roles'>) => user.roles.includes('admin');
const lastAdmin = () => badRequest({ roles: MESSAGES.lastAdmin });
const lastAdminDeleted = () => badRequest({ roles: MESSAGES.lastAdminDeleted });
const emailTaken = () => badRequest({ email: MESSAGES.emailTaken });

export function createUserService(repo: UserRepository, config: Pick<Config, 'jwtSecret' | 'tokenTtl'>) {
  function mustFind(id: string): StoredUser {
    const user = repo.findById(id);
    if (!user) throw notFound('User not found.');
    return user;
  }

  async function insertUser(
    fields: { firstName: string; lastName: string; email: string; password: string },
    roles: Role[],
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
      });
    } catch (err) {
      // the same e-mail registered while the hash was being computed
      if (isUniqueViolation(err)) throw emailTaken();
      throw err;
    }
    return toPublic(mustFind(id));
  }

  return {
    /** Self-registration: whatever roles or courses the client sends, the user is [user]. */
    register: (body: unknown) => insertUser(validate(registerSchema, body), ['user']),

    /** Only an admin reaches this route, so the roles sent are honoured. */
    create(body: unknown) {
      const data = validate(createUserSchema, body);
      return insertUser(data, normalizeRoles(data.roles));
    },

    /** Same answer for an unknown e-mail and a wrong password, after the same bcrypt work. */
    async login(body: unknown): Promise<{ token: string }> {
      const { email, password } = validate(loginSchema, body);
      const user = repo.findByEmail(email);
      if (!(await verifyPassword(password, user?.passwordHash)) || !user)
        throw badRequest({ emailOrPasswordIncorrect: MESSAGES.emailOrPasswordIncorrect });
      return { token: signToken(user, config.jwtSecret, config.tokenTtl) };
    },

    list: (): User[] => repo.list().map(toPublic),
    get: (id: string): User => toPublic(mustFind(id)),

    update(id: string, body: unknown): User {
      // userData is parsed on its own so errors carry the field keys the form shows
      const raw = (body ?? {}) as { userComparatorData?: unknown; userData?: unknown };
      const userData = validate(userDataSchema, raw.userData ?? {});
      const userComparatorData = comparatorOf('user', raw);
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

export type UserService = ReturnType<typeof createUserService>;
