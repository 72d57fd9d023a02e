/**
 * The one escaping helper per context. Every place that writes markup by hand (server pages,
 * mails, feeds, the sitemap, SVG placeholders, the page head) escapes through these.
 */

const HTML_TEXT: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;' };
const HTML_ATTRIBUTE: Record<string, string> = { ...HTML_TEXT, '"': '&quot;', "'": '&#39;' };
const XML: Record<string, string> = { ...HTML_TEXT, '"': '&quot;', "'": '&apos;' };

/** Text between HTML tags: `&`, `<` and `>`. */
export const escapeHtml = (text: string) => text.replace(/[&<>]/g, (c) => HTML_TEXT[c]!);

/** A quoted HTML attribute value (either quote): also `"` and `'`. */
export const escapeAttribute = (text: string) => text.replace(/[&<>"']/g, (c) => HTML_ATTRIBUTE[c]!);

/** XML text or attribute (RSS, the sitemap, SVG): the five entities XML predefines. */
export const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => XML[c]!);

/**
 * Plain text as HTML: escaped, a line break becomes `<br>`, a blank line a new paragraph
 * (RSS descriptions, mails).
 */
export const textAsHtml = (text: string) =>
  text
    .trim()
    .split(/\r?\n\s*\r?\n/)
    .filter((paragraph) => paragraph.trim())
    .map((paragraph) => `<p>${escapeHtml(paragraph.trim()).replace(/\r?\n/g, '<br>')}</p>`)
    .join('');
