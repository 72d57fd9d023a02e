import { Link } from 'react-router-dom';
import type { User } from '@jazz/contracts';
import { useAdminPath } from '../../paths';
import { useLoadedList } from '../../use-data';
import { AdminTable, type Column } from '../../table';
import { ListError } from '../list-error';
import { ListHeader } from '../screen-header';

const columns: Column<User>[] = [
  { label: 'ID', render: (u) => u._id },
  { label: 'First Name', render: (u) => u.firstName },
  { label: 'Last Name', render: (u) => u.lastName },
  { label: 'Email', render: (u) => u.email },
  { label: 'Roles', render: (u) => u.roles.join(', ') },
];

export function ViewUsers() {
  const { items, remove, error, retry } = useLoadedList('users', ({ items, remove, error, retry }) => ({
    items,
    remove,
    error,
    retry,
  }));
  const path = useAdminPath();
  return (
    <section className="admin-screen">
      <ListHeader title="Users" back={path()} add={<Link to={path('add-user')}>Add User</Link>} />
      <ListError error={error} retry={retry} />
      <AdminTable
        caption="Users"
        columns={columns}
        rows={items}
        rowKey={(u) => u._id}
        actions={(u) => (
          <>
            <button
              type="button"
              className="danger"
              aria-label={`Delete user ${u.email}`}
              onClick={() => window.confirm('Are you sure you want to delete this user?') && void remove(u._id)}
            >
              Delete
            </button>
            <Link
              aria-label={`Edit user ${u.email}`}
              to={`${path('edit-user')}?id=${encodeURIComponent(u._id)}`}
              state={{ id: u._id }}
            >
              Edit
            </Link>
          </>
        )}
      />
    </section>
  );
}
