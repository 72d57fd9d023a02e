import Router from '@koa/router';
import { siteSettingsSchema, type SiteSettings } from '@jazz/contracts';
import type { AppDeps } from '../deps';
import { defineRoute } from '../http/route';

/**
 * GET /api/settings (public, docs/product.md): the site's time zone, public address, name and
 * currency, so a client far from the server (the desktop app) edits times in the site's zone, not its own.
 */
export function settingsRoutes(deps: AppDeps): Router {
  const router = new Router();
  defineRoute(
    router,
    {
      method: 'get',
      path: '/settings',
      summary: "The site's time zone, address, name and currency.",
      answer: siteSettingsSchema,
    },
    (ctx) => {
      const settings: SiteSettings = {
        timeZone: deps.config.timezone,
        siteUrl: deps.config.siteUrl,
        siteName: deps.services.siteName(),
        currency: deps.config.currency,
      };
      ctx.body = settings;
    },
  );
  return router;
}
