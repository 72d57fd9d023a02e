import type { Event, Group } from '@jazz/shared/contracts';
import { fixedBandOf, type QUARTET, type QUINTET } from '@jazz/shared/bands';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { pageSource } from './data-source';
import type { FixedBandData, GroupData, ShowsData } from './loaders';

// The loaders of the band pages (the fixed bands' and the server groups'), loaded with their
// route: ./loaders keeps a line per loader, so the home page's first load stays small.

/** Every show and the moment the lists were split (what ./loaders' showsLoader reads). */
async function shows({ context }: LoaderFunctionArgs): Promise<ShowsData> {
  return { events: await (await pageSource(context)).events(), now: Date.now() };
}

async function bandGroup({ context }: LoaderFunctionArgs, name: string): Promise<Group | null> {
  const groups = await (await pageSource(context)).groups();
  return groups.find((group) => fixedBandOf(group.name)?.name === name) ?? null;
}

export async function fixedBandLoader(
  args: LoaderFunctionArgs,
  band: typeof QUARTET | typeof QUINTET,
): Promise<FixedBandData> {
  const [{ events, now }, group] = await Promise.all([shows(args), bandGroup(args, band.name)]);
  // the same name rule as the band links (any case, spaces at the ends), so a show linked here is listed here
  return { events: events.filter((event) => fixedBandOf(event.group) === band), now, group };
}

/** A show belongs to a server group when its band is the group's name (any case, spaces at the ends). */
export const showsOfGroup = (events: Event[], name: string) =>
  events.filter((event) => event.group.trim().toLowerCase() === name.trim().toLowerCase());

export async function groupLoader(args: LoaderFunctionArgs): Promise<GroupData> {
  const source = await pageSource(args.context);
  // every show (the page keeps the group's own), so its list is there when the group arrives
  const { events, now } = await shows(args);
  if (!import.meta.env.SSR) return { group: null, found: true, events, now };
  const group = (await source.group(args.params.groupId ?? '')) ?? null;
  return { group, found: group !== null, events, now };
}
