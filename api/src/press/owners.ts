import { fixedBandOf, groupPath } from '@jazz/contracts/bands';
import { PRESS_MESSAGES, PRESS_SITE_KEY, type Group } from '@jazz/contracts';
import { notFound } from '../http/errors';

/** Whose press kit a key is: the musician (`site`) or a band. */
export interface PressOwner {
  key: string;
  name: string;
  /** The press page's path. */
  path: string;
  /** The band's group; absent for the musician. */
  group?: Group;
}

/** Whose a press kit is, and which kit a press page's path shows. */
export function createPressOwners(deps: {
  groups: { list(): Group[]; find(id: string): Group | undefined };
  siteName: () => string;
}) {
  const { groups } = deps;

  function owner(key: string): PressOwner {
    if (key === PRESS_SITE_KEY) return { key, name: deps.siteName(), path: '/press' };
    const group = groups.find(key);
    if (!group) throw notFound(PRESS_MESSAGES.key);
    return { key, name: group.name, path: `${groupPath(group)}/press`, group };
  }

  /** The key of a press page's path (/press, /cannonball-quintet/press, /groups/{id}/press), if any. */
  function keyOfPagePath(pagePath: string): string | undefined {
    if (pagePath === '/press') return PRESS_SITE_KEY;
    const byId = /^\/groups\/([^/]+)\/press$/.exec(pagePath);
    if (byId) {
      let id = '';
      try {
        id = decodeURIComponent(byId[1]!);
      } catch {
        return undefined;
      }
      return groups.find(id) ? id : undefined;
    }
    const fixed = /^(\/[^/]+)\/press$/.exec(pagePath);
    if (!fixed) return undefined;
    const band = groups.list().find((group) => fixedBandOf(group.name)?.path === fixed[1]!.toLowerCase());
    return band?._id;
  }

  return { owner, keyOfPagePath };
}
