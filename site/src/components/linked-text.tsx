// a web address in the owner's text: http(s):// up to a space, without the punctuation that ends a sentence
const ADDRESS = /\bhttps?:\/\/[^\s<>"]+[^\s<>".,;:!?)\]'’”]/gi;

/** The parts of a text: plain text, and web addresses to show as links. */
export function linkedParts(text: string): { text: string; href?: string }[] {
  const parts: { text: string; href?: string }[] = [];
  let at = 0;
  for (const match of text.matchAll(ADDRESS)) {
    const start = match.index;
    if (start > at) parts.push({ text: text.slice(at, start) });
    parts.push({ text: match[0], href: match[0] });
    at = start + match[0].length;
  }
  if (at < text.length) parts.push({ text: text.slice(at) });
  return parts;
}

/**
 * The owner's text with its web addresses as links (an imported "Tickets (https://...)" stays a
 * link); everything else rendered as text, never as HTML.
 */
export function LinkedText({ text }: { text: string }) {
  return linkedParts(text).map((part, i) =>
    part.href ? (
      <a key={i} href={part.href} rel="nofollow noopener">
        {part.text}
      </a>
    ) : (
      part.text
    ),
  );
}
