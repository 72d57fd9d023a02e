import type { Context } from 'koa';
import type { ServerMessage } from '@jazz/contracts/site';
import type { AppDeps } from '../deps';
import { fillTemplate, loadRenderer } from './renderer';
import { siteDataOf } from './site-data';

/**
 * Renders a page of the server's own words (the pages behind the links in follow mails) inside
 * the site's layout: header, navigation and footer, as every other page of the site. Answers
 * false when it can not (the site is not built, or its rendering failed): the caller then
 * sends a small page of its own, so the link still works.
 */
export function createMessagePages({ config, logger, services }: AppDeps) {
  const data = siteDataOf(services);

  /** `renderAs`: the page's address for the router when it is not the request's (a post answered in place). */
  return async function sendInLayout(
    ctx: Context,
    status: number,
    message: ServerMessage,
    renderAs: string = ctx.path,
  ): Promise<boolean> {
    const loading = loadRenderer(config.siteDist);
    if (!loading) return false;
    try {
      const { entry, template, manifest } = await loading;
      // rendered as the page of this address; the message is this request's alone
      const result = await entry.render(
        new Request(new URL(renderAs, config.siteUrl), { headers: { accept: 'text/html' } }),
        {
          data,
          settings: { timeZone: config.timezone, siteUrl: config.siteUrl, siteName: services.pages.read('site').name },
          manifest,
          message,
        },
      );
      if (result.kind !== 'page') return false;
      ctx.status = status;
      ctx.type = 'text/html; charset=utf-8';
      ctx.body = fillTemplate(template, {
        ...result,
        head: `${result.head}\n    <meta name="robots" content="noindex" />`,
      });
      return true;
    } catch (error) {
      logger.error(`Rendering the page of ${ctx.path} in the site's layout failed`, error);
      return false;
    }
  };
}
