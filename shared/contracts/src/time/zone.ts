/**
 * The zone as people say it ("Eastern Time" for America/New_York), for the line under a shows
 * list and the admin's date fields; the zone's id when the platform has no name for it.
 */
export function zoneLabel(timeZone: string): string {
  try {
    const name = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longGeneric' })
      .formatToParts(new Date())
      .find((part) => part.type === 'timeZoneName')?.value;
    if (name && !/^GMT[+-]/.test(name)) return name;
  } catch {
    // an unknown zone: fall through to its id
  }
  return timeZone.replace(/_/g, ' ');
}

/** The short name of the zone at an instant ("EDT", "EST"), or '' when the platform has none. */
export const zoneAbbreviation = (ms: number, timeZone: string): string =>
  new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'short' })
    .formatToParts(new Date(ms))
    .find((part) => part.type === 'timeZoneName')?.value ?? '';

/** Whether the platform knows a zone by that name (IANA: "America/New_York"). */
export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}
