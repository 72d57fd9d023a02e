import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import type { Group } from '@jazz/contracts';
import { useAdminHost } from '../../host';
import { useAdminPath } from '../../paths';
import { ListHeader } from '../screen-header';

/** "Press kit": the musician's and one per band, each opening its form. */
export function PressKits() {
  const { api } = useAdminHost();
  const path = useAdminPath();
  const [groups, setGroups] = useState<Group[] | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    api.groups
      .list()
      .then((list) => live && setGroups(list))
      .catch((error: unknown) => {
        console.error('Could not load the bands', error);
        if (live) setFailed(true);
      });
    return () => {
      live = false;
    };
  }, [api]);
  return (
    <section className="admin-screen">
      <ListHeader title="Press kit" back={path()} />
      <p>Bios, press photos, quotes and the tech rider that bookers see on the press pages.</p>
      <ul className="admin-links">
        <li>
          <Link to={path('press-kit/site')}>The musician (/press)</Link>
        </li>
        {(groups ?? []).map((group) => (
          <li key={group._id}>
            <Link to={path(`press-kit/${encodeURIComponent(group._id)}`)}>{group.name}</Link>
          </li>
        ))}
      </ul>
      {failed && <p role="alert">The bands could not be loaded; only the musician&apos;s kit is listed.</p>}
    </section>
  );
}
