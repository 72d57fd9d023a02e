/**
 * Inputs for the robustness test (fuzz.test.ts): hostile values for every field, malformed
 * bodies and odd ids, from a seeded generator so a failure replays exactly.
 */

/** mulberry32: small, fast and deterministic. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const HUGE = 'x'.repeat(900 * 1024);

/**
 * A value put in place of one field. `valid` values (unicode text, empty text) may be accepted
 * by a route; every other one is of the wrong type or size and must be refused with a 4xx.
 */
export interface Mutation {
  label: string;
  value: unknown;
  mayBeValid?: boolean;
  /** Fields (their path, "a.b") where this value is a valid one. */
  validIn?: RegExp;
}

export const FIELD_VALUES: Mutation[] = [
  { label: 'zero', value: 0 },
  { label: 'a negative float', value: -1.5e308 },
  { label: 'true', value: true },
  { label: 'false', value: false },
  // docs/product.md: a group's images are treated as empty when missing
  { label: 'null', value: null, validIn: /^groupComparatorData\.images$/ },
  { label: 'an empty array', value: [], validIn: /(^|\.)roles$|^groupComparatorData\.images$/ },
  { label: 'an array of strings', value: ['admin', 'user'], validIn: /(^|\.)roles$/ },
  { label: 'an array of objects', value: [{ $gt: '' }, { length: 1e9 }] },
  { label: 'an empty object', value: {}, validIn: /(^|\.)images$/ },
  { label: 'a nested object', value: { toString: 'x', __proto__: { admin: true }, a: { b: { c: [1] } } } },
  { label: 'a 900 KB string', value: HUGE },
  { label: 'a 900 KB data URL', value: `data:image/png;base64,${'A'.repeat(900 * 1024)}` },
  { label: 'unicode text', value: 'Zoë 🎷 שלום ﷽ e\u0301 \u202e', mayBeValid: true },
  { label: 'a lone surrogate', value: '\ud800x', mayBeValid: true },
  { label: 'control characters', value: '\u0000\u0001\r\n\t', mayBeValid: true },
  { label: 'an empty string', value: '', mayBeValid: true },
  { label: 'SQL', value: "'; DROP TABLE users; --", mayBeValid: true },
  { label: 'a far instant', value: '+275760-09-13T00:00:00.000Z', mayBeValid: true },
  { label: 'a broken instant', value: '2027-02-30T25:61:00Z', mayBeValid: true },
];

/** Random JSON of bounded depth and size. */
export function randomJson(rand: () => number, depth = 0): unknown {
  const pick = Math.floor(rand() * (depth > 3 ? 5 : 7));
  const text = () =>
    String.fromCodePoint(...Array.from({ length: Math.floor(rand() * 12) }, () => 1 + Math.floor(rand() * 0x2ffff)));
  switch (pick) {
    case 0:
      return null;
    case 1:
      return rand() < 0.5;
    case 2:
      return (rand() - 0.5) * 10 ** Math.floor(rand() * 20);
    case 3:
    case 4:
      return text();
    case 5:
      return Array.from({ length: Math.floor(rand() * 4) }, () => randomJson(rand, depth + 1));
    default:
      return Object.fromEntries(
        Array.from({ length: Math.floor(rand() * 5) }, () => [text(), randomJson(rand, depth + 1)]),
      );
  }
}

/** Raw bodies that are not a JSON object: each must be a 4xx before any handler runs. */
export const RAW_BODIES: { label: string; raw: string; contentType?: string }[] = [
  { label: 'truncated JSON', raw: '{"email": "a@b.c", ' },
  { label: 'a single quote', raw: "'" },
  { label: 'trailing garbage', raw: '{"a":1}}' },
  { label: 'a NUL byte', raw: '\u0000' },
  { label: 'JSON null', raw: 'null' },
  { label: 'a JSON string', raw: '"hello"' },
  { label: 'a JSON number', raw: '42' },
  { label: 'JSON true', raw: 'true' },
  { label: 'an empty body', raw: '' },
  { label: 'an empty array', raw: '[]' },
  { label: 'an array of objects', raw: '[{"email":"a@b.c"},{}]' },
  { label: 'deep nesting', raw: '['.repeat(5000) + ']'.repeat(5000) },
  { label: 'a duplicate __proto__', raw: '{"__proto__":{"roles":["admin"]},"constructor":{"prototype":{}}}' },
  { label: 'form data', raw: 'email=a%40b.c&password=x', contentType: 'application/x-www-form-urlencoded' },
  { label: 'plain text', raw: 'hello', contentType: 'text/plain' },
  { label: 'an unknown charset', raw: '{}', contentType: 'application/json; charset=klingon' },
  { label: 'multipart', raw: '--b\r\n\r\n--b--', contentType: 'multipart/form-data; boundary=b' },
];

/** Ids in the path: percent-escapes, traversal, NULs, unicode, very long. */
export const ODD_IDS = [
  '%',
  '%E0%A4%A',
  '%00',
  '..%2F..%2Fetc%2Fpasswd',
  '%F0%9F%8E%B7',
  "'%20OR%201=1",
  'a'.repeat(5000),
  '__proto__',
  'constructor',
];
