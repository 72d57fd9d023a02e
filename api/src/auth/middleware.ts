import type { Context, Middleware, Next } from 'koa';
import type { SignedInUser } from '@jazz/contracts';
import { forbidden, unauthorized } from '../http/errors';
import { verifyToken } from './tokens';

/** The signed-in user of a request: the token's identity, as stored right now. */
export type AuthUser = SignedInUser;

declare module 'koa' {
  interface DefaultState {
    /** The signed-in user, resolved once per request by `resolveUser`; absent when anonymous. */
    user?: AuthUser;
  }
}

/** What the guard needs from the users' repository. */
export interface AuthUserSource {
  findById(id: string): (AuthUser & { tokenVersion: number }) | undefined;
}

export interface AuthOptions {
  /** Runs after the admin check on write methods (the Idempotency-Key replay). */
  adminWrite?: Middleware;
}

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * `resolveUser` reads the bearer token once per request and loads the user it names into
 * ctx.state.user; guards and gates only read that. The user is looked up on every request,
 * so a deleted user, a demoted admin or a password reset takes effect at once.
 */
export function createAuth(users: AuthUserSource, secret: string, options: AuthOptions = {}) {
  function userOf(ctx: Context): AuthUser | undefined {
    const match = /^Bearer\s+(\S+)$/i.exec(ctx.get('Authorization'));
    if (!match?.[1]) return undefined;
    const payload = verifyToken(match[1], secret);
    if (!payload) return undefined;
    const user = users.findById(payload.id);
    if (!user || user.tokenVersion !== payload.tv) return undefined;
    const { id, firstName, lastName, email, roles } = user;
    return { id, firstName, lastName, email, roles };
  }

  const resolveUser = async (ctx: Context, next: Next) => {
    ctx.state.user = userOf(ctx);
    await next();
  };

  /** Admin only; on a write, also the Idempotency-Key replay (admin writes only, never login and the like). */
  const requireAdmin = async (ctx: Context, next: Next) => {
    const user = ctx.state.user;
    if (!user) throw unauthorized();
    if (!user.roles.includes('admin')) throw forbidden();
    if (options.adminWrite && WRITES.has(ctx.method)) return options.adminWrite(ctx, next);
    await next();
  };

  return { resolveUser, requireAdmin };
}

/** The signed-in user of a request; 401 when anonymous. */
export function signedIn(ctx: Context): AuthUser {
  const user = ctx.state.user;
  if (!user) throw unauthorized();
  return user;
}

/** Signed in, whatever the roles: 401 otherwise (a route's guard, before its body is read). */
export const requireUser = async (ctx: Context, next: Next) => {
  signedIn(ctx);
  await next();
};

export const isAdmin = (ctx: Context): boolean => ctx.state.user?.roles.includes('admin') ?? false;

export type Auth = ReturnType<typeof createAuth>;
