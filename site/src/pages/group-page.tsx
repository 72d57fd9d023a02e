import { bandCalendarPath } from '@jazz/shared/bands';
import type { Group } from '@jazz/shared/contracts';
import { useEffect, useState } from 'react';
import { Link, useLoaderData, useLocation, useParams, useRouteLoaderData } from 'react-router-dom';
import type { GroupLink, RootData } from '../lib/root-data';
import { titleOf } from '../app/meta';
import { showsOfGroup, type groupLoader } from '../app/loaders';
import { BandBody } from '../components/band-body';
import { CalendarLinks } from '../components/calendar-links';
import { ShowList } from '../components/show-list';
import { FollowForm } from '../features/follow/follow-form';

type Shown = { id: string; group: Group | GroupLink | null; missing?: boolean };

const isFull = (group: Group | GroupLink): group is Group => 'images' in group;

/**
 * docs/product.md: the group from navigation state shows at once, the page (re)loads the
 * full group whenever the id changes. The first load arrives from the server's loader.
 */
export function GroupPage() {
  const { groupId = '' } = useParams();
  const data = useLoaderData<typeof groupLoader>();
  const state = useLocation().state as { group?: GroupLink | Group } | null;
  const [fetched, setFetched] = useState<Shown | null>(null);
  const fromServer = data.group && data.group._id === groupId ? data.group : null;

  useEffect(() => {
    if (fromServer) return;
    let current = true;
    void import('../app/client-source').then(({ clientSource }) =>
      clientSource.group(groupId).then(
        (group) => current && setFetched({ id: groupId, group: group ?? null, missing: !group }),
        () => current && setFetched({ id: groupId, group: null, missing: true }),
      ),
    );
    return () => {
      current = false;
    };
  }, [groupId, fromServer]);

  const fromState = state?.group && state.group._id === groupId ? state.group : null;
  const loaded = fetched?.id === groupId ? fetched : null;
  const group = fromServer ?? loaded?.group ?? fromState;
  const missing = (!data.found && !fromState) || loaded?.missing;
  const name = group?.name;
  const { site } = useRouteLoaderData<RootData>('root')!;
  useEffect(() => {
    if (name) document.title = titleOf(name, site);
  }, [name, site]);

  if (!group && missing)
    return (
      <div className="page">
        <h1>Band not found</h1>
        <p>This band is not listed any more.</p>
      </div>
    );
  if (!group)
    return (
      <div className="page" aria-busy="true">
        <p>Loading…</p>
      </div>
    );
  // the same parts as the fixed band pages: description, images, shows, playlist, videos
  const shows = <ShowList events={showsOfGroup(data.events, group.name)} now={data.now} base={`/groups/${groupId}`} />;
  return (
    <article className="page group">
      <h1>{group.name}</h1>
      {isFull(group) ? (
        <BandBody name={group.name} group={group} imagesFirst>
          {shows}
        </BandBody>
      ) : (
        <>
          {shows}
          {/* the full group's body has this link already: one link, not two */}
          <p className="press-link">
            <Link to={`/groups/${encodeURIComponent(group._id)}/press`}>Press kit and booking</Link>
          </p>
        </>
      )}
      <CalendarLinks path={bandCalendarPath(group)} title={`${group.name} shows in your calendar`} />
      <FollowForm band={group.name} />
    </article>
  );
}
