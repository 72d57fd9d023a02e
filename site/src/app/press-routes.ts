import { QUARTET, QUINTET } from '@jazz/contracts/bands';
import { routePath } from '@jazz/contracts/paths';
import type { LoaderFunctionArgs, RouteObject } from 'react-router-dom';
import type { LoaderData, RouteHandle } from './meta';
import type { PressRouteLoader } from '../pages/press/press-loader';

// The press pages. Their loader (which also writes their head lines) and their code
// load with the route, so the home page's first load carries only these few lines.

const handle: RouteHandle<LoaderData<PressRouteLoader>> = {
  meta: (data) => data!.meta,
  chunk: 'src/pages/press/press-page.tsx',
  islands: true,
};

/** `owner`: 'site' (the musician), a fixed band's name, or ':groupId' (the path's group). */
const loaderOf =
  (owner: string): PressRouteLoader =>
  async (args: LoaderFunctionArgs) =>
    (await import('../pages/press/press-loader')).pressLoader(owner, args);

const route = (path: string, owner: string): RouteObject => ({
  path,
  loader: loaderOf(owner),
  lazy: async () => ({ Component: (await import('../pages/press/press-page')).PressPage }),
  handle,
});

export const pressRoutes: RouteObject[] = [
  route(routePath('press'), 'site'),
  route(routePath('quartetPress'), QUARTET.name),
  route(routePath('quintetPress'), QUINTET.name),
  route(routePath('groupPress'), ':groupId'),
];
