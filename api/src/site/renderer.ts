import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Manifest, ServerEntry } from '@jazz/contracts/site';

/** The built site's code and files. They hold no data: each request brings its own. */
export interface Renderer {
  entry: ServerEntry;
  /** dist/client/index.html with the placeholders the page fills in. */
  template: string;
  manifest: Manifest;
}

// Built files, keyed by their path and modification time: every app in the process shares
// them, a rebuild loads them again. Data and settings are never kept here.
const loaded = new Map<string, { key: string; renderer: Promise<Renderer> }>();

/**
 * Loads the built server renderer once (again only after a rebuild). Returns null when the
 * site is not built, so the API still answers and says so.
 */
export function loadRenderer(siteDist: string): Promise<Renderer> | null {
  const entryFile = join(siteDist, 'server', 'entry-server.js');
  const templateFile = join(siteDist, 'client', 'index.html');
  if (!existsSync(entryFile) || !existsSync(templateFile)) return null;
  const version = statSync(entryFile).mtimeMs;
  const key = `${entryFile}:${version}`;
  const cached = loaded.get(siteDist);
  if (cached?.key === key) return cached.renderer;
  // safe: the built entry-server.tsx, whose exports are ServerEntry
  const renderer = (import(`${pathToFileURL(entryFile).href}?v=${version}`) as Promise<ServerEntry>).then((entry) => {
    const manifestFile = join(siteDist, 'client', '.vite', 'manifest.json');
    // safe: Vite's manifest of this very build
    const manifest = existsSync(manifestFile) ? (JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest) : {};
    return { entry, template: readFileSync(templateFile, 'utf8'), manifest };
  });
  loaded.set(siteDist, { key, renderer });
  return renderer;
}

/**
 * The page in the shell: its head, markup and data; a page of islands also replaces the shell's
 * scripts (the beacon and the app's entry, marked by the build) with its own (`scripts`).
 */
export function fillTemplate(
  template: string,
  parts: { head: string; html: string; data: string; scripts?: string | undefined },
): string {
  return template
    .replace(/<!--app-scripts-->([\s\S]*?)<!--\/app-scripts-->/, (_, app: string) => parts.scripts ?? app)
    .replace('<!--app-head-->', () => parts.head)
    .replace('<!--app-html-->', () => parts.html)
    .replace('<!--app-data-->', () => parts.data);
}
