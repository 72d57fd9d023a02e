import { distance } from 'fastest-levenshtein';

const key = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();

/** Words every band name may share ("Quartet", "The"): two names alike only in these are not alike. */
const COMMON_WORDS = new Set([
  'the',
  'and',
  '&',
  'of',
  'band',
  'group',
  'ensemble',
  'orchestra',
  'trio',
  'quartet',
  'quintet',
  'sextet',
  'septet',
  'octet',
  'jazz',
]);

const wordsOf = (name: string) =>
  key(name)
    .split(/[^\p{L}\p{N}&]+/u)
    .filter((word) => word.length >= 3 && !COMMON_WORDS.has(word));

/** One typo in five letters at most: "Canonball" is "Cannonball", "Carlton" is not "Cannonball". */
const alike = (a: string, b: string) => distance(a, b) <= Math.floor(Math.max(a.length, b.length) / 5);

/**
 * Whether `typed` is close enough to `candidate` to be offered as "did you mean": the whole name
 * a few typos away (at most one edit in four letters), or a telling word of both names alike
 * ("Cannonball" for "Cannonball Quintet"). A name with nothing in common is offered nothing.
 */
export function isNear(typed: string, candidate: string): boolean {
  const [a, b] = [key(typed), key(candidate)];
  if (distance(a, b) <= Math.max(1, Math.floor(Math.max(a.length, b.length) / 4))) return true;
  const theirs = wordsOf(candidate);
  return wordsOf(typed).some((word) => theirs.some((other) => alike(word, other)));
}

/** The site's bands by name, written any case: who a file's Artist or Lineup names. */
export function bandFinder(names: readonly string[]) {
  const byKey = new Map(names.map((name) => [key(name), name]));
  return {
    /** The band's name as the site writes it, or undefined. */
    find: (name: string): string | undefined => byKey.get(key(name)),
    /** The existing name closest to `name` (edit distance) among the near ones, for "did you mean". */
    closest(name: string): string | undefined {
      let best: string | undefined;
      let bestDistance = Infinity;
      for (const candidate of names) {
        if (!isNear(name, candidate)) continue;
        const d = distance(key(name), key(candidate));
        if (d < bestDistance) [best, bestDistance] = [candidate, d];
      }
      return best;
    },
  };
}

export type BandFinder = ReturnType<typeof bandFinder>;

/** What an unknown band is told: its name, and the band of the site it is near, if any. */
export function unknownBand(name: string, bands: BandFinder): string {
  const near = bands.closest(name);
  return `Unknown band "${name}".${near ? ` Did you mean "${near}"?` : ''}`;
}
