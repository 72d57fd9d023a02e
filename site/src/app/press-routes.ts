import { QUARTET, QUINTET } from '@jazz/shared/bands';
import { routePath } from '@jazz/shared/paths';
import type { RouteObject } from 'react-router-dom';
import type { RouteHandle } from './meta';
import type { PressPageData } from './press-loader';

// Issue 21: the press pages. Their loader (which also writes their head lines) and their code
// load with the route, so the home page's first load carries only these few lines.

const handle: RouteHandle = {
  meta: (data) => (data as PressPageData).meta,
  chunk: 'src/pages/press/press-page.tsx',
};

/** `owner`: 'site' (the musician), a fixed band's name, or ':groupId' (the path's group). */
const route = (path: string, owner: string): RouteObject => ({
  path,
  loader: async (args) => (await import('./press-loader')).pressLoader(owner, args),
  lazy: async () => ({ Component: (await import('../pages/press/press-page')).PressPage }),
  handle,
});

export const pressRoutes: RouteObject[] = [
  route(routePath('press'), 'site'),
  route(routePath('quartetPress'), QUARTET.name),
  route(routePath('quintetPress'), QUINTET.name),
  route(routePath('groupPress'), ':groupId'),
];
