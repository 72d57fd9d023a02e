import { QUARTET, QUINTET } from '@jazz/shared/bands';
import type { LoaderFunctionArgs, RouteObject } from 'react-router-dom';
import { summaryOf, titleOf, type RouteHandle } from './meta';
import type { KeyOf, PressPageData } from './press-loader';

// Issue 21: the press pages, /press, {band page}/press and /groups/{id}/press.

/** The loader of a press page, loaded with the page's code. */
const lazyLoader = (keyOf: (load: typeof import('./press-loader')) => KeyOf) => async (args: LoaderFunctionArgs) => {
  const load = await import('./press-loader');
  return load.pressLoader(keyOf(load))(args);
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
  { path: 'press', loader: lazyLoader(() => async () => 'site'), lazy, handle: { ...pressHandle, chunk } },
  {
    path: `${QUARTET.path.slice(1)}/press`,
    loader: lazyLoader((load) => load.fixedKey(QUARTET.name)),
    lazy,
    handle: { ...pressHandle, chunk },
  },
  {
    path: `${QUINTET.path.slice(1)}/press`,
    loader: lazyLoader((load) => load.fixedKey(QUINTET.name)),
    lazy,
    handle: { ...pressHandle, chunk },
  },
  {
    path: 'groups/:groupId/press',
    loader: lazyLoader(
      () =>
        async ({ params }) =>
          params.groupId,
    ),
    lazy,
    handle: { ...pressHandle, chunk },
  },
];
