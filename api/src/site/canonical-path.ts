import { PUBLIC_PATHS } from './feeds';

const FIXED = new Map(PUBLIC_PATHS.map((path) => [path.toLowerCase(), path]));

/** The address a page is known by: no trailing slash, the fixed pages in their own spelling. */
export function canonicalPath(path: string): string {
  // leading slashes collapse too, so a redirect can never lead to another host (//host)
  const trimmed = '/' + path.replace(/^[/\\]+/, '').replace(/\/+$/, '');
  return FIXED.get(trimmed.toLowerCase()) ?? trimmed;
}
