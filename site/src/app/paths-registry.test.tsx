import { INDEXABLE_FIXED_PATHS, isPrivatePath, PATHS, ROUTER_PATHS } from '@jazz/contracts/paths';
import type { RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { routes } from './routes';

/** Every address the router answers, joined from the nested routes ('*', the 404, left out). */
function routerPaths(list: RouteObject[], base = ''): string[] {
  return list.flatMap((route) => {
    if (route.index || route.path === '*') return [];
    const path = route.path === undefined ? base : `${base.replace(/\/$/, '')}/${route.path.replace(/^\//, '')}`;
    const here = route.path === undefined ? [] : [path || '/'];
    return [...here, ...routerPaths(route.children ?? [], path)];
  });
}

describe('the registry of public paths (shared/contracts/src/paths.ts)', () => {
  it('holds every route of the site router, and the router answers every page of the registry', () => {
    const answered = routerPaths(routes);
    // a route added to the router but not to the registry fails here, by its address
    expect(answered.filter((path) => !ROUTER_PATHS.includes(path))).toEqual([]);
    expect(ROUTER_PATHS.filter((path) => !answered.includes(path))).toEqual([]);
  });

  it('says which pages are private: any case, any depth, nothing public among them', () => {
    for (const path of ['/login', '/Dashboard', '/admin-panel/view-users', '/resetpassword/1/abc', '/follow/confirm/x'])
      expect(isPrivatePath(path), path).toBe(true);
    for (const path of [...INDEXABLE_FIXED_PATHS, '/shows/1/a-show', '/groups/7/press', '/loginx', '/press.pdf'])
      expect(isPrivatePath(path), path).toBe(false);
  });

  it('keeps the contract spellings: /Video capitalised, the fixed pages in menu order', () => {
    expect(PATHS.video.path).toBe('/Video');
    expect(INDEXABLE_FIXED_PATHS.slice(0, 8)).toEqual([
      '/',
      '/about',
      '/shows',
      '/listen',
      '/Video',
      '/photos',
      '/lessons',
      '/contact',
    ]);
  });
});
