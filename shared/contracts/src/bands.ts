/**
 * The two fixed band pages (docs/product.md). Their names are also the `group` text of their
 * events, so the seed data, the quintet page filter and the BANDS menu read them from here.
 */
export const QUARTET = {
  name: 'Whitesell Brothers Quartet',
  path: '/whitesell-brothers-quartet',
} as const;

export const QUINTET = {
  name: 'Cannonball Quintet',
  path: '/cannonball-quintet',
} as const;

export const FIXED_BANDS = [QUARTET, QUINTET] as const;

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The fixed band a server group stands for (same name, any case), if it is one of the two. */
export function fixedBandOf(name: string): (typeof FIXED_BANDS)[number] | undefined {
  return FIXED_BANDS.find((band) => sameName(band.name, name));
}

/** The server group a band name stands for (same name, any case), if there is one. */
export function groupNamed<G extends { name: string }>(groups: readonly G[], name: string): G | undefined {
  return groups.find((group) => sameName(group.name, name));
}

/** The page of a server group: the fixed route for the two fixed bands, /groups/{id} for the others. */
export function groupPath(group: { _id: string; name: string }): string {
  return fixedBandOf(group.name)?.path ?? `/groups/${encodeURIComponent(group._id)}`;
}

/** A band's calendar feed: /cannonball-quintet.ics for the fixed bands, /groups/{id}.ics for the others. */
export const bandCalendarPath = (group: { _id: string; name: string }) => `${groupPath(group)}.ics`;
