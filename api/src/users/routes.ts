import Router from '@koa/router';
import type { Context } from 'koa';
import type { AppDeps } from '../deps';
import { RateLimiter } from '../http/rate-limit';
import { createUserRepository } from './repository';
import { createResetService } from './reset';
import { createUserService } from './service';

/** The e-mail a body names, spelled as the schemas store it, for per-account limits. */
function bodyEmail(ctx: Context): string | undefined {
  const email = (ctx.request.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? email.trim().toLowerCase().slice(0, 254) : undefined;
}

/**
 * Limits are per app instance (each test server starts fresh). Per IP stops one client from
 * hammering; per e-mail stops many clients from guessing one account's password or flooding
 * one inbox.
 */
function createLimits(windowMs: number) {
  const limiter = (limit: number) => new RateLimiter(limit, windowMs);
  const loginIp = limiter(20);
  const loginEmail = limiter(10);
  const registerIp = limiter(10);
  const resetRequestIp = limiter(5);
  const resetRequestEmail = limiter(3);
  const resetUseIp = limiter(30);
  const byIpAndEmail = (ip: RateLimiter, email: RateLimiter) => (ctx: Context) => {
    ip.hit(ctx.ip);
    const address = bodyEmail(ctx);
    if (address) email.hit(address);
  };
  return {
    login: byIpAndEmail(loginIp, loginEmail),
    register: (ctx: Context) => registerIp.hit(ctx.ip),
    resetRequest: byIpAndEmail(resetRequestIp, resetRequestEmail),
    resetUse: (ctx: Context) => resetUseIp.hit(ctx.ip),
  };
}

/** SPEC.md section 7, /api/users: HTTP only; the rules live in the services. */
export function userRoutes(deps: AppDeps): Router {
  const repo = createUserRepository(deps.db);
  const users = createUserService(repo, deps.config);
  const resets = createResetService(repo, deps.mailer, deps.config);
  const limit = createLimits(deps.config.rateWindowMs);
  const { requireAdmin } = deps.auth;
  const router = new Router({ prefix: '/users' });

  router.post('/register', async (ctx) => {
    limit.register(ctx);
    ctx.status = 201;
    ctx.body = await users.register(ctx.request.body);
  });

  router.post('/login', async (ctx) => {
    limit.login(ctx);
    ctx.body = await users.login(ctx.request.body);
  });

  router.post('/passwordReset', (ctx) => {
    limit.resetRequest(ctx);
    ctx.body = resets.request(ctx.request.body);
  });

  router.get('/_resetpassword/:id/:token', (ctx) => {
    limit.resetUse(ctx);
    ctx.body = resets.check(ctx.params.id!, ctx.params.token!);
  });

  router.post('/resetpassword', async (ctx) => {
    limit.resetUse(ctx);
    ctx.body = await resets.reset(ctx.request.body);
  });

  router.get('/', requireAdmin, (ctx) => {
    ctx.body = users.list();
  });

  router.get('/edit/:id', requireAdmin, (ctx) => {
    ctx.body = users.get(ctx.params.id!);
  });

  router.post('/create', requireAdmin, async (ctx) => {
    ctx.status = 201;
    ctx.body = await users.create(ctx.request.body);
  });

  router.put('/update/:id', requireAdmin, (ctx) => {
    ctx.body = users.update(ctx.params.id!, ctx.request.body);
  });

  router.delete('/delete/:id', requireAdmin, (ctx) => {
    ctx.body = users.remove(ctx.params.id!);
  });

  return router;
}
