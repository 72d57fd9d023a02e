import Router from '@koa/router';
import type { Context } from 'koa';
import type { AppDeps } from '../deps';
import { jsonBody } from '../http/body';
import { inboxKey } from '../http/address-key';
import { RateLimiter } from '../http/rate-limit';
import { propertyOf } from '@jazz/contracts';

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
  return {
    /** Counts a login attempt (429 when over); call the returned function when it succeeded. */
    login(ctx: Context): () => void {
      const pair = `${bodyEmail(ctx) ?? ''}\n${ctx.ip}`;
      loginIp.hit(ctx.ip);
      loginPair.hit(pair);
      return () => {
        loginIp.refund(ctx.ip);
        loginPair.refund(pair);
      };
    },
    register: (ctx: Context) => registerIp.hit(ctx.ip),
    resetRequest(ctx: Context) {
      resetRequestIp.hit(ctx.ip);
      const address = bodyEmail(ctx);
      // one inbox however the address is spelled (case, plus tags, dots at gmail)
      if (address) resetRequestEmail.hit(inboxKey(address));
    },
    resetUse: (ctx: Context) => resetUseIp.hit(ctx.ip),
  };
}

/** docs/product.md, /api/users: HTTP only; the rules live in the services. */
export function userRoutes(deps: AppDeps): Router {
  const { users, resets } = deps.services;
  const limit = createLimits(deps.config.rateWindowMs, deps.now);
  const { requireAdmin } = deps.auth;
  const router = new Router({ prefix: '/users' });

  router.post('/register', jsonBody, async (ctx) => {
    limit.register(ctx);
    ctx.status = 201;
    ctx.body = await users.register(ctx.request.body);
  });

  router.post('/login', jsonBody, async (ctx) => {
    const succeeded = limit.login(ctx);
    ctx.body = await users.login(ctx.request.body);
    succeeded();
  });

  router.post('/passwordReset', jsonBody, (ctx) => {
    limit.resetRequest(ctx);
    ctx.body = resets.request(ctx.request.body);
  });

  router.get('/_resetpassword/:id/:token', (ctx) => {
    limit.resetUse(ctx);
    ctx.body = resets.check(ctx.params.id!, ctx.params.token!);
  });

  router.post('/resetpassword', jsonBody, async (ctx) => {
    limit.resetUse(ctx);
    ctx.body = await resets.reset(ctx.request.body);
  });

  router.get('/', requireAdmin, (ctx) => {
    ctx.body = users.list();
  });

  router.get('/edit/:id', requireAdmin, (ctx) => {
    ctx.body = users.get(ctx.params.id!);
  });

  router.post('/create', requireAdmin, jsonBody, async (ctx) => {
    ctx.status = 201;
    ctx.body = await users.create(ctx.request.body);
  });

  router.put('/update/:id', requireAdmin, jsonBody, (ctx) => {
    ctx.body = users.update(ctx.params.id!, ctx.request.body);
  });

  router.delete('/delete/:id', requireAdmin, (ctx) => {
    ctx.body = users.remove(ctx.params.id!);
  });

  return router;
}
