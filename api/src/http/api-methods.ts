import type { Router, RouterContext } from '@koa/router';
import type { Next } from 'koa';
import { HttpError, notFound } from './errors';

export const isApiPath = (path: string) => path === '/api' || path.startsWith('/api/');

/**
 * Mounts the API router on /api. @koa/router's allowedMethods finds the methods a path has;
 * its answers become the JSON contract: a 405 with Allow when the path exists with other
 * methods, OPTIONS 204 with Allow, else a JSON 404. An /api request never reaches the site.
 */
export function mountApi(api: Router) {
  const routes = api.routes();
  const allowedMethods = api.allowedMethods();
  const end = async () => {};
  // typed with the router's context (what it sets itself: params, router), as app.use accepts
  return async (ctx: RouterContext, next: Next) => {
    if (!isApiPath(ctx.path)) return next();
    await allowedMethods(ctx, () => routes(ctx, end));
    const allow = ctx.response.get('Allow');
    if (ctx.method === 'OPTIONS' && ctx.status === 200 && ctx.body === '' && allow) {
      ctx.status = 204;
      return;
    }
    // 405, and 501 for a method no route implements (PROPFIND...): the client's error all the same
    if (ctx.status === 405 || ctx.status === 501) {
      if (!allow) throw notFound('No such API route.');
      throw new HttpError(405, { message: 'This method is not allowed here.' }, { Allow: allow });
    }
    if (ctx.status === 404 && ctx.body == null) throw notFound('No such API route.');
  };
}
