import { FIXED_BANDS, QUARTET } from '@jazz/contracts/bands';
import type { PressKit } from '@jazz/contracts';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { documentLoad, pageSource, serverData, siteSettings } from '../../lib/data-source';
import type { ShowsData } from '../../lib/show-lists';
import { summaryOf, titleOf, type PageMeta } from '../../lib/page-meta';

/** What a press page reads, and its head lines. */
export interface PressPageData {
  kit: PressKit | null;
  found: boolean;
  /** The kit's shows (the band's, or all for the musician), as the address asks (upcoming unless ?when=past). */
  shows: ShowsData;
  meta: PageMeta;
  /** Before the kit has press photos: the band's first image, or the gallery's first photo. */
  picture: string;
}

/** What every press page's loader is: the page reads its data with this type. */
export type PressRouteLoader = (args: LoaderFunctionArgs) => Promise<PressPageData>;

/** The press page of `owner`: 'site' (the musician), a fixed band's name, or ':groupId'. */
export async function pressLoader(
  owner: string,
  { params, context, request }: LoaderFunctionArgs,
): Promise<PressPageData> {
  if (!import.meta.env.SSR) return documentLoad(request);
  const source = await pageSource(context);
  const data = serverData(context);
  const [groups, site, { showsData }] = await Promise.all([
    source.groups(),
    source.page('site'),
    import('../../lib/show-lists'),
  ]);
  // a fixed band's press page is the band its page is linked to (by id)
  const fixed = FIXED_BANDS.find((band) => band.name === owner);
  const key =
    owner === 'site'
      ? 'site'
      : owner === ':groupId'
        ? params.groupId
        : fixed && data.fixedBand(fixed === QUARTET ? 'quartet' : 'quintet')?._id;
  const kit = key ? await source.press(key) : undefined;
  if (!kit)
    return {
      kit: null,
      found: false,
      shows: showsData(data.shows, new URLSearchParams(), null, siteSettings(context).timeZone),
      meta: { title: titleOf('Press kit not found', site), description: 'This press kit does not exist.' },
      picture: '',
    };
  const name = kit.name || site.name;
  const picture =
    kit.photos[0]?.image ??
    (kit.key === 'site'
      ? ((await source.photos())[0]?.image ?? '')
      : (Object.values(groups.find((group) => group._id === kit.key)?.images ?? {})[0] ?? ''));
  const shows = showsData(
    data.shows,
    new URL(request.url).searchParams,
    kit.key === 'site' ? { all: true } : { groupId: kit.key },
    siteSettings(context).timeZone,
  );
  return {
    kit,
    found: true,
    shows,
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
