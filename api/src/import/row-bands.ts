import type { BandMapping } from '@jazz/contracts';
import { bandFinder, unknownBand } from './bands';
import type { ImportFormat, ImportRow } from './import-row';

const BAND_FIELD: Record<ImportFormat, string> = {
  ours: 'group',
  gigpress: 'Artist',
  bandsintown: 'Lineup',
  'the-events-calendar': 'group',
  icalendar: 'group',
};

export const NO_BAND = 'The file names no band: choose the band these shows are for.';

const bandKey = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * The bands of one import: the site's, then the file's names mapped by `bands=` (to a band of
 * the site, or `{ "create": true }`: a new band of the name as written).
 */
export function bandsOf(names: string[], mapping: BandMapping | undefined) {
  const site = bandFinder(names);
  const mapped = new Map(Object.entries(mapping ?? {}).map(([name, to]) => [bandKey(name), { name: name.trim(), to }]));
  const toCreate = new Map<string, string>();
  const unknown = new Map<string, string>();
  return {
    site,
    toCreate,
    unknown,
    /** The band a file's name stands for (its problem pushed when the mapping names no band), or undefined. */
    find(name: string, row?: ImportRow, field?: string): string | undefined {
      const own = site.find(name);
      if (own) return own;
      const map = mapped.get(bandKey(name));
      if (!map) return undefined;
      if (typeof map.to !== 'string') {
        toCreate.set(bandKey(name), name.trim());
        return name.trim();
      }
      const target = site.find(map.to);
      if (!target && row && field)
        row.problems.push({ field, message: `${unknownBand(map.to, site)} (chosen for "${map.name}")` });
      return target ?? map.to;
    },
    /** An unknown name of the file, remembered for the preview's band mapping. */
    missing(name: string): void {
      unknown.set(bandKey(name), name.trim());
    },
  };
}
export type Bands = ReturnType<typeof bandsOf>;

/** The band of a row, or a problem. Bandsintown: the first Lineup name that is a band. */
export function settleBand(row: ImportRow, format: ImportFormat, bands: Bands, group: string | undefined): string {
  const field = BAND_FIELD[format];
  if (row.bandInLineup && !row.band) {
    const index = row.lineup.findIndex((person) => bands.find(person.name));
    if (index >= 0) {
      const band = bands.find(row.lineup[index]!.name, row, field)!;
      row.lineup = row.lineup.filter((_, i) => i !== index);
      return band;
    }
  }
  if (row.band) {
    const band = bands.find(row.band, row, field);
    // our own file may name a band that is not a server group (a guest spot): as the form allows
    if (band || format === 'ours') return band ?? row.band;
    bands.missing(row.band);
    row.problems.push({ field, message: unknownBand(row.band, bands.site) });
    return row.band;
  }
  if (group) {
    const band = bands.find(group);
    if (band) return band;
    row.problems.push({ field: 'group', message: unknownBand(group, bands.site) });
    return group;
  }
  // our own file: the form's rule and message ("Group is required.")
  if (format === 'ours') return '';
  if (row.bandInLineup && row.lineup.length > 0) {
    bands.missing(row.lineup[0]!.name);
    row.problems.push({ field, message: unknownBand(row.lineup[0]!.name, bands.site) });
  } else row.problems.push({ field, message: NO_BAND });
  return '';
}
