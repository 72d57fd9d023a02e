/**
 * The address a kept public page is filed under: its path, plus the one query the pages read
 * (`when=past`, the past shows list). Any other query string (utm_source, fbclid...) is answered
 * with the page's kept copy, never a redirect, so the address keeps it for the statistics'
 * beacon and a campaign link costs no render (PRODUCT.md, "Caching and statistics").
 */
export function pageKey(url: string): string {
  const query = url.indexOf('?');
  if (query < 0) return url;
  const path = url.slice(0, query);
  return new URLSearchParams(url.slice(query + 1)).get('when') === 'past' ? `${path}?when=past` : path;
}
