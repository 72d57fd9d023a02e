/**
 * The one iCalendar writer of the API (RFC 5545, with RFC 7986's calendar properties): the
 * site's feeds, a show's and a series' files, the admin's export and the lessons' invitations
 * are all written with these functions. Lines are CRLF, folded at 75 octets, text escaped.
 * Its DATE-TIME and DATE values are `@jazz/contracts/time`'s stamps (utcStamp, localStamp,
 * dateStamp); a zone's VTIMEZONE is vtimezone.ts.
 */

/** iCalendar TEXT: escape \ ; , and line breaks, a lone CR too (RFC 5545 section 3.3.11). */
export const icsText = (value: string) =>
  value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');

/** A parameter value: quoted when it holds `;`, `:` or `,`; a quote can not be written, so it goes. */
const paramValue = (value: string) => {
  const clean = value.replace(/["\r\n]/g, '');
  return /[;:,]/.test(clean) ? `"${clean}"` : clean;
};

/** One content line, "NAME;PARAM=value:value" (the value already in its type's form). */
export function icsLine(name: string, value: string, params: Record<string, string> = {}): string {
  const head = Object.entries(params).map(([key, v]) => `;${key}=${paramValue(v)}`);
  return `${name}${head.join('')}:${value}`;
}

/** Lines longer than 75 octets are folded with CRLF + space (RFC 5545 section 3.1). */
export function fold(line: string): string {
  const bytes = Buffer.from(line, 'utf8');
  if (bytes.length <= 75) return line;
  const parts: string[] = [];
  let start = 0;
  while (start < bytes.length) {
    let end = Math.min(start + (start === 0 ? 75 : 74), bytes.length);
    // never cut inside a UTF-8 sequence
    while (end < bytes.length && (bytes[end]! & 0xc0) === 0x80) end--;
    parts.push(bytes.subarray(start, end).toString('utf8'));
    start = end;
  }
  return parts.join('\r\n ');
}

/** BEGIN, the lines, END. */
export const component = (name: string, lines: string[]) => [`BEGIN:${name}`, ...lines, `END:${name}`];

/** The file's text: every line folded, CRLF after each. */
export const icsFile = (lines: string[]) => lines.map(fold).join('\r\n') + '\r\n';
