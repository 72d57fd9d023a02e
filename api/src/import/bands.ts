import { distance } from 'fastest-levenshtein';

const key = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();

/** The site's bands by name, written any case: who a file's Artist or Lineup names. */
export function bandFinder(names: readonly string[]) {
  const byKey = new Map(names.map((name) => [key(name), name]));
  return {
    /** The band's name as the site writes it, or undefined. */
    find: (name: string): string | undefined => byKey.get(key(name)),
    /** The existing name closest to `name` (edit distance), for "did you mean". */
    closest(name: string): string | undefined {
      let best: string | undefined;
      let bestDistance = Infinity;
      for (const candidate of names) {
        const d = distance(key(name), key(candidate));
        if (d < bestDistance) [best, bestDistance] = [candidate, d];
      }
      return best;
    },
  };
}

export type BandFinder = ReturnType<typeof bandFinder>;

/** What an unknown band is told: its name, and the closest band of the site. */
export function unknownBand(name: string, bands: BandFinder): string {
  const near = bands.closest(name);
  return `Unknown band "${name}".${near ? ` Did you mean "${near}"?` : ''}`;
}
