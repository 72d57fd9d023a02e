import Router from '@koa/router';
import type { Context } from 'koa';
import type { AppDeps } from '../deps';
import { z } from 'zod';
import {
  createUserSchema,
  loginSchema,
  passwordResetRequestSchema,
  passwordResetSchema,
  propertyOf,
  registerSchema,
  toFieldErrors,
  userDataSchema,
  userSchema,
} from '@jazz/contracts';
import { inboxKey } from '../http/address-key';
import { adminWrites } from '../http/admin-writes';
import { countsEach, RateLimiter } from '../http/rate-limit';
import { answerRoute, defineRoute, withFieldErrors } from '../http/route';
import { resetErrors } from './reset';

/** The e-mail a body names, spelled as the schemas store it, for per-account limits. */
function bodyEmail(ctx: Context): string | undefined {
  const email = propertyOf(ctx.request.body, 'email');
  return typeof email === 'string' ? email.trim().toLowerCase().slice(0, 254) : undefined;
}

/**
 * Limits are per app instance (each test server starts fresh). Login counts failures per
 * (e-mail, client address) and per address, never per e-mail alone: one address hammering an
 * account can not lock its owner out, who still signs in from anywhere else. Each attempt
 * counts as a failure while bcrypt runs (so parallel guesses are counted too) and is given
 * back when it succeeds. Reset requests are limited per e-mail too, against inbox flooding.
 */
function createLimits(windowMs: number, now: () => number) {
  const limiter = (limit: number) => new RateLimiter(limit, windowMs, now);
  const loginIp = limiter(20);
  const loginPair = limiter(10);
  const registerIp = limiter(10);
  const resetRequestIp = limiter(5);
  const resetRequestEmail = limiter(3);
  const resetUseIp = limiter(30);
  const pairOf = (ctx: Context) => `${bodyEmail(ctx) ?? ''}\n${ctx.ip}`;
  return {
    /** Counts a login attempt (429 when over), before its body is checked. */
    login(ctx: Context) {
      loginIp.hit(ctx.ip);
      loginPair.hit(pairOf(ctx));
    },
    /** Gives a login's attempt back once it succeeded (its body's e-mail is the one counted). */
    loggedIn(ctx: Context) {
      loginIp.refund(ctx.ip);
      loginPair.refund(pairOf(ctx));
    },
    register: countsEach(registerIp),
    resetRequest(ctx: Context) {
      resetRequestIp.hit(ctx.ip);
      const address = bodyEmail(ctx);
      // one inbox however the address is spelled (case, plus tags, dots at gmail)
      if (address) resetRequestEmail.hit(inboxKey(address));
    },
    resetUse: countsEach(resetUseIp),
  };
}

const tokenAnswer = z.object({ token: z.string() });
const resetBody = withFieldErrors(passwordResetSchema, (error) => resetErrors(toFieldErrors(error)));

type Limits = ReturnType<typeof createLimits>;

/** An account made and signed into: register, login. */
function accountRoutes(router: Router, users: AppDeps['services']['users'], limit: Limits): void {
  defineRoute(
    router,
    {
      method: 'post',
      path: '/register',
      summary: 'Creates an account (role user) and mails a link to prove its address.',
      guard: limit.register,
      // `next`: where the verification mail's confirmed page leads back to
      body: registerSchema.safeExtend({ next: z.string().optional() }),
      answer: userSchema,
      status: 201,
    },
    async (ctx) => {
      ctx.status = 201;
      ctx.body = await users.register(ctx.request.body);
    },
  );

  defineRoute(
    router,
    {
      method: 'post',
      path: '/login',
      summary: 'Signs in: answers a token for the Authorization header.',
      prepare: async (ctx) => limit.login(ctx),
      body: loginSchema,
      answer: tokenAnswer,
    },
    async (ctx) => {
      ctx.body = await users.login(ctx.request.body);
      limit.loggedIn(ctx);
    },
  );
}

/** A forgotten password: the link mailed, checked, used. */
function resetRoutes(router: Router, resets: AppDeps['services']['resets'], limit: Limits): void {
  answerRoute(
    router,
    {
      method: 'post',
      path: '/passwordReset',
      summary: 'Mails a reset link if the address has an account (the same answer either way).',
      prepare: async (ctx) => limit.resetRequest(ctx),
      body: passwordResetRequestSchema,
      answer: z.literal(true),
    },
    (_, ctx) => resets.request(ctx.request.body),
  );

  answerRoute(
    router,
    {
      method: 'get',
      path: '/_resetpassword/:id/:token',
      summary: 'Checks a reset link before its form is shown.',
      guard: limit.resetUse,
      params: z.object({ id: z.string(), token: z.string() }),
      answer: z.object({ id: z.string(), token: z.string() }),
    },
    ({ params }) => resets.check(params.id, params.token),
  );

  answerRoute(
    router,
    {
      method: 'post',
      path: '/resetpassword',
      summary: 'Sets a new password with a reset link; ends every earlier session.',
      guard: limit.resetUse,
      body: resetBody,
      answer: z.literal(true),
    },
    (_, ctx) => resets.reset(ctx.request.body),
  );
}

/** docs/product.md, /api/users: HTTP only; the rules live in the services. */
export function userRoutes(deps: AppDeps): Router {
  const { users, resets } = deps.services;
  const limit = createLimits(deps.config.rateWindowMs, deps.now);
  const guard = deps.auth.requireAdmin;
  const router = new Router({ prefix: '/users' });

  accountRoutes(router, users, limit);
  resetRoutes(router, resets, limit);

  answerRoute(router, { method: 'get', path: '/', summary: 'Every account.', guard, answer: z.array(userSchema) }, () =>
    users.list(),
  );

  // an admin vouches for the address of an account he makes, and sets its roles
  adminWrites(router, {
    area: '',
    entity: 'user',
    records: users,
    guard,
    edit: 'admin',
    create: createUserSchema,
    data: userDataSchema,
    record: userSchema,
  });

  return router;
}
