import type { Context, Next } from 'koa';
import type { Role } from '@jazz/shared/contracts';
import type { Db } from '../db';
import { forbidden, unauthorized } from '../http/errors';
import { verifyToken } from './tokens';

export interface AuthUser {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  roles: Role[];
}

declare module 'koa' {
  interface DefaultState {
    user?: AuthUser;
  }
}

interface UserRow {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  roles: string;
  token_version: number;
}

/**
 * Reads the bearer token and loads the user it names. The user is looked up on every request,
 * so a deleted user, a demoted admin or a password reset takes effect at once.
 */
export function createAuth(db: Db, secret: string) {
  const findUser = db.prepare<[string], UserRow>(
    'SELECT id, first_name, last_name, email, roles, token_version FROM users WHERE id = ?',
  );

  function authenticate(ctx: Context): AuthUser | null {
    const header = ctx.get('Authorization');
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match?.[1]) return null;
    const payload = verifyToken(match[1], secret);
    if (!payload) return null;
    const row = findUser.get(payload.id);
    if (!row || row.token_version !== (payload.tv ?? 0)) return null;
    return {
      id: row.id,
      firstName: row.first_name,
      lastName: row.last_name,
      email: row.email,
      roles: JSON.parse(row.roles) as Role[],
    };
  }

  const requireUser = async (ctx: Context, next: Next) => {
    const user = authenticate(ctx);
    if (!user) throw unauthorized();
    ctx.state.user = user;
    await next();
  };

  const requireAdmin = async (ctx: Context, next: Next) => {
    const user = authenticate(ctx);
    if (!user) throw unauthorized();
    if (!user.roles.includes('admin')) throw forbidden();
    ctx.state.user = user;
    await next();
  };

  return { authenticate, requireUser, requireAdmin };
}

export type Auth = ReturnType<typeof createAuth>;
