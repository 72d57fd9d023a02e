import type { ReactNode } from 'react';

export interface Column<T> {
  label: string;
  render: (row: T) => ReactNode;
}

interface AdminTableProps<T> {
  caption: string;
  columns: Column<T>[];
  rows: T[];
  rowKey: (row: T) => string;
  actions: (row: T) => ReactNode;
  /** An extra class for the table, e.g. a list that turns into cards at a wider width. */
  className?: string;
}

/** A table's header row: one column heading per label. */
export function HeaderRow({ labels }: { labels: string[] }) {
  return (
    <thead>
      <tr>
        {labels.map((label) => (
          <th key={label} scope="col">
            {label}
          </th>
        ))}
      </tr>
    </thead>
  );
}

/** A plain table; on phones each row becomes a card (the labels come from data-label). */
export function AdminTable<T>({ caption, columns, rows, rowKey, actions, className }: AdminTableProps<T>) {
  return (
    <div className="admin-table-wrap">
      <table className={className ? `admin-table ${className}` : 'admin-table'}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.label} scope="col">
                {column.label}
              </th>
            ))}
            <th scope="col" className="admin-actions-cell">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((column) => (
                <td key={column.label} data-label={column.label}>
                  {column.render(row)}
                </td>
              ))}
              <td className="admin-actions-cell">
                <div className="admin-actions">{actions(row)}</div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** An external link cell: the address as text, opened in a new tab. */
export function LinkCell({ href, label }: { href: string; label?: string }) {
  if (!href) return null;
  return (
    <a href={href} target="_blank" rel="noreferrer">
      {label ?? href}
    </a>
  );
}
