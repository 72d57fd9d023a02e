import { fixedBandOf } from '@jazz/shared/bands';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { pageSource } from './data-source';
import type { Event, PressKit } from '@jazz/shared/contracts';

/** Issue 21: what a press page reads. */
export interface PressPageData {
  kit: PressKit | null;
  found: boolean;
  /** The kit's shows (the band's, or all for the musician); the page lists the upcoming ones. */
  events: Event[];
  now: number;
}

// The press pages' loaders, loaded with their route: none of this is in the home page's first load.

export type KeyOf = (args: LoaderFunctionArgs) => Promise<string | undefined>;

export const pressLoader =
  (keyOf: KeyOf) =>
  async (args: LoaderFunctionArgs): Promise<PressPageData> => {
    const source = await pageSource(args.context);
    const key = await keyOf(args);
    const [kit, events] = await Promise.all([key ? source.press(key) : undefined, source.events()]);
    if (!kit) return { kit: null, found: false, events: [], now: Date.now() };
    const mine =
      kit.key === 'site'
        ? events
        : events.filter((event) => event.group.trim().toLowerCase() === kit.name.trim().toLowerCase());
    return { kit, found: true, events: mine, now: Date.now() };
  };

/** A fixed band's kit: the server group of that band's name. */
export const fixedKey =
  (name: string): KeyOf =>
  async ({ context }) => {
    const groups = await (await pageSource(context)).groups();
    return groups.find((group) => fixedBandOf(group.name)?.name === name)?._id;
  };
