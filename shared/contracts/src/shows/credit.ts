/**
 * A press photo's credit line: "Photo: Jane Doe". A credit the owner already wrote as a credit
 * ("Photo: Jane Doe", "Photo by Jane Doe", "© Jane Doe") is kept as written, never "Photo: Photo:".
 */
export function creditLine(credit: string): string {
  const text = credit.trim();
  if (!text) return '';
  return /^(photo(graph(er|y)?)?s?\b|ph\.|©|\(c\)|credit\b|courtesy\b)/i.test(text) ? text : `Photo: ${text}`;
}
