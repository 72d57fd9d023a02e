import { Link } from 'react-router-dom';
import type { Group } from '@jazz/contracts';
import { useAdminHost } from '../../host';
import { useAdminPath } from '../../paths';
import { useLoadedList } from '../../use-data';
import { AdminTable, type Column } from '../../table';
import { ListError } from '../list-error';
import { ListHeader } from '../screen-header';

export function ViewGroups() {
  const { items, remove, error, retry } = useLoadedList('groups', ({ items, remove, error, retry }) => ({
    items,
    remove,
    error,
    retry,
  }));
  const { isPending, onDataChanged } = useAdminHost();
  const path = useAdminPath();
  const columns: Column<Group>[] = [
    {
      label: 'ID',
      render: (g) => (
        <>
          {g._id}
          {isPending?.('group', g._id) ? <span className="pending-badge"> (not yet synced)</span> : null}
        </>
      ),
    },
    { label: 'Name', render: (g) => g.name },
    { label: 'Description', render: (g) => (g.description ? <span className="clamp">{g.description}</span> : null) },
  ];
  return (
    <section className="admin-screen">
      <ListHeader title="Groups" back={path()} add={<Link to={path('add-group')}>Add Group</Link>} />
      <ListError error={error} retry={retry} />
      <AdminTable
        caption="Groups"
        columns={columns}
        rows={items}
        rowKey={(g) => g._id}
        actions={(g) => (
          <>
            <Link
              aria-label={`Edit group ${g.name}`}
              to={`${path('edit-group')}?id=${encodeURIComponent(g._id)}`}
              state={{ id: g._id }}
            >
              Edit
            </Link>
            <button
              type="button"
              className="danger"
              aria-label={`Delete group ${g.name}`}
              onClick={() =>
                window.confirm('Are you sure you want to delete this group?') &&
                void remove(g._id).then(() => onDataChanged?.('group'))
              }
            >
              Delete
            </button>
          </>
        )}
      />
    </section>
  );
}
