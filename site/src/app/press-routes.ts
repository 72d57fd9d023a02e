import { fixedBandOf, QUARTET, QUINTET } from '@jazz/shared/bands';
import type { Event, PressKit } from '@jazz/shared/contracts';
import type { LoaderFunctionArgs, RouteObject } from 'react-router-dom';
import { pageSource } from './data-source';
import { summaryOf, titleOf, type RouteHandle } from './meta';

/** Issue 21: the press pages, /press, {band page}/press and /groups/{id}/press. */
export interface PressPageData {
  kit: PressKit | null;
  found: boolean;
  /** The kit's shows (the band's, or all for the musician); the page lists the upcoming ones. */
  events: Event[];
  now: number;
}

type KeyOf = (args: LoaderFunctionArgs) => Promise<string | undefined>;

const pressLoader =
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
const fixedKey =
  (name: string): KeyOf =>
  async ({ context }) => {
    const groups = await (await pageSource(context)).groups();
    return groups.find((group) => fixedBandOf(group.name)?.name === name)?._id;
  };

export const pressHandle: RouteHandle = {
  meta: (data, _params, site) => {
    const kit = (data as PressPageData | undefined)?.kit;
    if (!kit) return { title: titleOf('Press kit not found', site), description: 'This press kit does not exist.' };
    const name = kit.name || site.name;
    return {
      title: titleOf(`Press kit: ${name}`, site),
      description: summaryOf(
        kit.bioShort || kit.bioMedium,
        `Press kit of ${name}: bios, press photos, quotes, tech rider and booking.`,
      ),
      path: kit.path,
      image: kit.photos[0]?.image,
    };
  },
};

const chunk = 'src/pages/press/press-page.tsx';
const lazy = async () => ({ Component: (await import('../pages/press/press-page')).PressPage });

export const pressRoutes: RouteObject[] = [
  { path: 'press', loader: pressLoader(async () => 'site'), lazy, handle: { ...pressHandle, chunk } },
  {
    path: `${QUARTET.path.slice(1)}/press`,
    loader: pressLoader(fixedKey(QUARTET.name)),
    lazy,
    handle: { ...pressHandle, chunk },
  },
  {
    path: `${QUINTET.path.slice(1)}/press`,
    loader: pressLoader(fixedKey(QUINTET.name)),
    lazy,
    handle: { ...pressHandle, chunk },
  },
  {
    path: 'groups/:groupId/press',
    loader: pressLoader(async ({ params }) => params.groupId),
    lazy,
    handle: { ...pressHandle, chunk },
  },
];
