import { Link } from 'react-router-dom';
import { useAdminPath } from '../../paths';
import { ListHeader } from '../screen-header';
import { PAGE_NAMES } from '@jazz/contracts';
import { PAGES } from './page-definitions';

/** Edit Pages: each page of the site by its name, with what it holds. */
export function EditPages() {
  const path = useAdminPath();
  return (
    <section className="admin-screen">
      <ListHeader title="Edit Pages" back={path()} />
      <ul className="admin-pages">
        {PAGE_NAMES.map((name) => (
          <li key={name}>
            <Link to={path(`edit-page/${name}`)}>{PAGES[name].title}</Link>
            <p>{PAGES[name].summary}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
