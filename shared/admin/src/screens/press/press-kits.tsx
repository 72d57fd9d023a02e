import { Link } from 'react-router-dom';
import { DataError } from '../../data-error';
import { useAdminPath } from '../../paths';
import { ListHeader } from '../screen-header';
import { useData } from '../../use-data';

/** "Press kit": the musician's and one per band, each opening its form. */
export function PressKits() {
  const path = useAdminPath();
  const groups = useData('the bands', [], (api) => api.groups.list());
  return (
    <section className="admin-screen">
      <ListHeader title="Press kit" back={path()} />
      <p>Bios, press photos, quotes and the tech rider that bookers see on the press pages.</p>
      <ul className="admin-links">
        <li>
          <Link to={path('press-kit/site')}>The musician (/press)</Link>
        </li>
        {(groups.data ?? []).map((group) => (
          <li key={group._id}>
            <Link to={path(`press-kit/${encodeURIComponent(group._id)}`)}>{group.name}</Link>
          </li>
        ))}
      </ul>
      <DataError reads={[groups]} />
    </section>
  );
}
