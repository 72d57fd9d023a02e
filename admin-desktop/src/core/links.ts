/**
 * Where a link clicked in the admin opens, outside the app: web links as they are, and links
 * of the site itself ("/whitesell-brothers-quartet", a group's page) on the configured server,
 * since inside the app they would name a file of the renderer. In-app links ("#/...") and
 * anything else (mailto:, javascript:) stay null: not handled here.
 */
export function externalHref(href: string, serverUrl: string | null | undefined): string | null {
  if (/^https?:\/\//i.test(href)) return URL.canParse(href) ? href : null;
  if (!serverUrl || !href.startsWith('/') || href.startsWith('//')) return null;
  const url = new URL(href, `${serverUrl.replace(/\/+$/, '')}/`);
  return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : null;
}
