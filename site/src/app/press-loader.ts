import { fixedBandOf } from '@jazz/shared/bands';
import type { Event, PressKit } from '@jazz/shared/contracts';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { pageSource } from './data-source';
import { summaryOf, titleOf, type PageMeta } from './meta';

/** What a press page reads, and its head lines. */
export interface PressPageData {
  kit: PressKit | null;
  found: boolean;
  /** The kit's shows (the band's, or all for the musician); the page lists the upcoming ones. */
  events: Event[];
  now: number;
  meta: PageMeta;
  /** Before the kit has press photos: the band's first image, or the gallery's first photo. */
  picture: string;
}

/** What every press page's loader is: the page reads its data with this type. */
export type PressRouteLoader = (args: LoaderFunctionArgs) => Promise<PressPageData>;

/** The press page of `owner`: 'site' (the musician), a fixed band's name, or ':groupId'. */
export async function pressLoader(owner: string, { params, context }: LoaderFunctionArgs): Promise<PressPageData> {
  const source = await pageSource(context);
  const [groups, events, site] = await Promise.all([source.groups(), source.events(), source.page('site')]);
  const key =
    owner === 'site'
      ? 'site'
      : owner === ':groupId'
        ? params.groupId
        : groups.find((group) => fixedBandOf(group.name)?.name === owner)?._id;
  const kit = key ? await source.press(key) : undefined;
  if (!kit)
    return {
      kit: null,
      found: false,
      events: [],
      now: Date.now(),
      meta: { title: titleOf('Press kit not found', site), description: 'This press kit does not exist.' },
      picture: '',
    };
  const name = kit.name || site.name;
  const picture =
    kit.photos[0]?.image ??
    (kit.key === 'site'
      ? ((await source.photos())[0]?.image ?? '')
      : (Object.values(groups.find((group) => group._id === kit.key)?.images ?? {})[0] ?? ''));
  const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
  return {
    kit,
    found: true,
    events: kit.key === 'site' ? events : events.filter((event) => same(event.group, kit.name)),
    now: Date.now(),
    meta: {
      title: titleOf(`Press kit: ${name}`, site),
      description: summaryOf(
        kit.bioShort || kit.bioMedium,
        `Press kit of ${name}: bios, press photos, quotes, tech rider and booking.`,
      ),
      path: kit.path,
      image: picture || undefined,
    },
    picture,
  };
}
