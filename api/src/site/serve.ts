import { createReadStream, existsSync, statSync } from 'node:fs';
import { extname, join, normalize, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Context, Next } from 'koa';
import { zoneLabel } from '@jazz/shared/shows';
import type { SiteData, SiteSettings } from '@jazz/shared/site';
import type { AppDeps } from '../deps';
import { createEventsRepository } from '../events/repository';
import { createGroupsRepository } from '../groups/repository';
import { createPagesService } from '../pages/service';
import { createPhotosRepository } from '../photos/repository';
import { PUBLIC_PATHS, robots, showsCalendar, sitemap } from './feeds';
import { fillTemplate, loadRenderer } from './renderer';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.mp3': 'audio/mpeg',
  '.m4a': 'audio/mp4',
  '.ogg': 'audio/ogg',
  '.wav': 'audio/wav',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
};

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Which precompressed twin (or on-the-fly encoding) the client accepts, best first. */
function encodingFor(ctx: Context): 'br' | 'gzip' | null {
  const accepted = ctx.acceptsEncodings('br', 'gzip', 'identity');
  return accepted === 'br' || accepted === 'gzip' ? accepted : null;
}

async function sendCompressed(ctx: Context, body: string, type: string) {
  ctx.type = type;
  ctx.vary('Accept-Encoding');
  const encoding = encodingFor(ctx);
  if (encoding === 'br') ctx.body = await brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
  else if (encoding === 'gzip') ctx.body = await gzipAsync(body);
  else ctx.body = body;
  if (encoding) ctx.set('Content-Encoding', encoding);
}

/**
 * Serves the public site: built files from site/dist/client (hashed assets immutable, sent
 * precompressed), the feeds (shows.ics, sitemap.xml, robots.txt), and every other GET as a
 * page rendered on the server with its data, then hydrated in the browser.
 */
export function serveSite(deps: AppDeps) {
  const { config, db, logger } = deps;
  const root = join(config.siteDist, 'client');
  const events = createEventsRepository(db);
  const groups = createGroupsRepository(db);
  const pages = createPagesService(db);
  const photos = createPhotosRepository(db);
  // Read at each call: a saved change is public at the very next request (no cache here).
  const data: SiteData = {
    listEvents: () => events.list(),
    listGroups: () => groups.list(),
    getGroup: (id) => groups.get(id),
    getPage: (name) => pages.read(name),
    listPhotos: () => photos.list(),
  };
  const timeZoneLabel = zoneLabel(config.timezone);
  /** This request's settings: the site's name is the `site` page's, as saved right now. */
  const settings = (): SiteSettings => ({
    timeZone: config.timezone,
    siteUrl: config.siteUrl,
    timeZoneLabel,
    siteName: data.getPage('site').name,
  });

  return async (ctx: Context, next: Next) => {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();
    if (ctx.path === '/shows.ics') {
      ctx.set('Cache-Control', 'public, max-age=900');
      ctx.set('Content-Disposition', 'inline; filename="shows.ics"');
      return sendCompressed(ctx, showsCalendar(data.listEvents(), settings()), 'text/calendar; charset=utf-8');
    }
    if (ctx.path === '/sitemap.xml') {
      ctx.set('Cache-Control', 'public, max-age=3600');
      return sendCompressed(ctx, sitemap(data, settings()), 'application/xml; charset=utf-8');
    }
    if (ctx.path === '/robots.txt') {
      ctx.set('Cache-Control', 'public, max-age=3600');
      ctx.type = 'text/plain; charset=utf-8';
      ctx.body = robots(settings());
      return;
    }

    let path: string;
    try {
      path = decodeURIComponent(ctx.path);
    } catch {
      return next();
    }
    // index.html is the template of rendered pages; dot folders (Vite's manifest) stay private
    const file = path === '/index.html' || path.includes('/.') ? null : safeJoin(root, path);
    if (file && existsSync(file) && statSync(file).isFile()) return sendFile(ctx, file);
    // a missing file is a 404, not a page
    if (extname(path) && !path.startsWith('/groups/')) {
      ctx.status = 404;
      ctx.type = 'text/plain';
      ctx.body = 'Not found';
      return;
    }
    const canonical = canonicalPath(path);
    if (canonical !== path) {
      // one address per page: /shows/ and /video answer with a permanent redirect
      ctx.status = 301;
      ctx.redirect(encodeURI(canonical) + (ctx.querystring ? `?${ctx.querystring}` : ''));
      return;
    }
    return renderPage(ctx);
  };

  function sendFile(ctx: Context, file: string) {
    ctx.type = TYPES[extname(file)] ?? 'application/octet-stream';
    ctx.set(
      'Cache-Control',
      ctx.path.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'public, max-age=86400',
    );
    ctx.vary('Accept-Encoding');
    const encoding = encodingFor(ctx);
    const twin = encoding && file + (encoding === 'br' ? '.br' : '.gz');
    if (twin && existsSync(twin)) {
      ctx.set('Content-Encoding', encoding);
      ctx.length = statSync(twin).size;
      ctx.body = createReadStream(twin);
      return;
    }
    ctx.length = statSync(file).size;
    ctx.body = createReadStream(file);
  }

  async function renderPage(ctx: Context) {
    const loading = loadRenderer(config.siteDist);
    if (!loading) {
      ctx.status = 503;
      ctx.type = 'text/plain';
      ctx.body = 'The site is not built yet: run npm run build.';
      return;
    }
    const { entry, template, manifest } = await loading;
    ctx.set('Cache-Control', 'no-cache');
    try {
      const result = await entry.render(
        new Request(new URL(ctx.url, config.siteUrl), { headers: { accept: 'text/html' } }),
        { data, settings: settings(), manifest },
      );
      if (result.kind === 'redirect') {
        ctx.status = result.status;
        ctx.redirect(result.location);
        return;
      }
      ctx.status = result.status;
      await sendCompressed(ctx, fillTemplate(template, result), 'text/html; charset=utf-8');
    } catch (error) {
      // the browser renders the page instead: an empty shell without data
      logger.error(`Server rendering of ${ctx.path} failed`, error);
      ctx.status = 200;
      await sendCompressed(ctx, fillTemplate(template, { head: '', html: '', data: '' }), 'text/html; charset=utf-8');
    }
  }
}

const FIXED = new Map(PUBLIC_PATHS.map((path) => [path.toLowerCase(), path]));

/** The address a page is known by: no trailing slash, the fixed pages in their own spelling. */
export function canonicalPath(path: string): string {
  // leading slashes collapse too, so a redirect can never lead to another host (//host)
  const trimmed = '/' + path.replace(/^[/\\]+/, '').replace(/\/+$/, '');
  return FIXED.get(trimmed.toLowerCase()) ?? trimmed;
}

function safeJoin(root: string, path: string): string | null {
  const full = normalize(join(root, path));
  return full.startsWith(root + sep) ? full : null;
}
