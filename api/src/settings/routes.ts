import Router from '@koa/router';
import type { SiteSettings } from '@jazz/contracts';
import type { AppDeps } from '../deps';

/**
 * GET /api/settings (public, docs/product.md): the site's time zone, public address and name, so a
 * client far from the server (the desktop app) edits times in the site's zone, not its own.
 */
export function settingsRoutes(deps: AppDeps): Router {
  const router = new Router();
  router.get('/settings', (ctx) => {
    const settings: SiteSettings = {
      timeZone: deps.config.timezone,
      siteUrl: deps.config.siteUrl,
      siteName: deps.services.siteName(),
    };
    ctx.body = settings;
  });
  return router;
}
