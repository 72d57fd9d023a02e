import type { Group } from '@jazz/shared/contracts';
import { useEffect, useState } from 'react';
import { useLoaderData, useLocation, useParams } from 'react-router-dom';
import type { GroupData, GroupLink } from '../app/loaders';
import { SITE_NAME } from '../app/meta';

type Shown = { id: string; group: Group | GroupLink | null; missing?: boolean };

const isFull = (group: Group | GroupLink): group is Group => 'images' in group;

/** Images in the order the admin uploaded them. */
const imagesOf = (group: Group | GroupLink) => (isFull(group) ? Object.values(group.images) : []);

/**
 * SPEC.md section 2: the group from navigation state shows at once, the page (re)loads the
 * full group whenever the id changes. The first load arrives from the server's loader.
 */
export function GroupPage() {
  const { groupId = '' } = useParams();
  const data = useLoaderData() as GroupData;
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
  useEffect(() => {
    if (name) document.title = `${name} | ${SITE_NAME}`;
  }, [name]);

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
  return (
    <article className="page group">
      <h1>{group.name}</h1>
      <div className="group-images">
        {imagesOf(group).map((url, i) => (
          <img
            key={url}
            src={url.replace(/-1600\.webp$/, '-800.webp')}
            srcSet={
              /-1600\.webp$/.test(url) ? `${url.replace(/-1600\.webp$/, '-800.webp')} 800w, ${url} 1600w` : undefined
            }
            sizes="(max-width: 1049px) 100vw, 900px"
            alt={`${group.name}, image ${i + 1}`}
            loading={i === 0 ? 'eager' : 'lazy'}
            decoding="async"
          />
        ))}
      </div>
      {isFull(group) &&
        group.description.split(/\n{2,}/).map((text, i) => (
          <p key={i} className="group-description">
            {text}
          </p>
        ))}
    </article>
  );
}
