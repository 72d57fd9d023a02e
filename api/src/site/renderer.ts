import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { SiteData, SiteSettings } from '@jazz/shared/shows';

/** The module the site's SSR build exports (site/src/entry-server.tsx). */
export interface ServerEntry {
  configure(data: SiteData, settings: SiteSettings, manifest?: Record<string, unknown>): void;
  render(
    request: Request,
  ): Promise<
    | { kind: 'redirect'; status: number; location: string }
    | { kind: 'page'; status: number; head: string; html: string; data: string }
  >;
}

export interface Renderer {
  entry: ServerEntry;
  /** dist/client/index.html with the placeholders the page fills in. */
  template: string;
}

let cached: { key: string; renderer: Promise<Renderer> } | null = null;

/**
 * Loads the built server renderer once (again only after a rebuild). Returns null when the
 * site is not built, so the API still answers and says so.
 */
export function loadRenderer(siteDist: string, data: SiteData, settings: SiteSettings): Promise<Renderer> | null {
  const entryFile = join(siteDist, 'server', 'entry-server.js');
  const templateFile = join(siteDist, 'client', 'index.html');
  if (!existsSync(entryFile) || !existsSync(templateFile)) return null;
  const key = `${entryFile}:${statSync(entryFile).mtimeMs}`;
  if (cached?.key !== key) {
    const url = `${pathToFileURL(entryFile).href}?v=${statSync(entryFile).mtimeMs}`;
    const renderer = (import(url) as Promise<ServerEntry>).then((entry) => {
      const manifestFile = join(siteDist, 'client', '.vite', 'manifest.json');
      const manifest = existsSync(manifestFile) ? JSON.parse(readFileSync(manifestFile, 'utf8')) : {};
      entry.configure(data, settings, manifest);
      return { entry, template: readFileSync(templateFile, 'utf8') };
    });
    cached = { key, renderer };
  }
  return cached.renderer;
}

export function fillTemplate(template: string, parts: { head: string; html: string; data: string }): string {
  return template
    .replace('<!--app-head-->', () => parts.head)
    .replace('<!--app-html-->', () => parts.html)
    .replace('<!--app-data-->', () => parts.data);
}
