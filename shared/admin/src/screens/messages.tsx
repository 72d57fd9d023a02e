import type { ContactMessage } from '@jazz/contracts';
import { useAdminHost } from '../host';
import { useAdminPath } from '../paths';
import { useLoadedList } from '../use-data';
import { formatInZone } from '../timezone';
import { ListError } from './list-error';
import { ListHeader } from './screen-header';

const DELIVERY_TEXT: Record<ContactMessage['delivery'], string> = {
  queued: 'Waiting to be mailed',
  sent: 'Mailed',
  failed: 'Mail failed',
};

/** Every stored contact message, newest first, so none is missed even when its mail failed. */
export function Messages() {
  const { items, loaded, error, retry } = useLoadedList('messages', ({ items, loaded, error, retry }) => ({
    items,
    loaded,
    error,
    retry,
  }));
  const { timezone } = useAdminHost();
  const path = useAdminPath();
  return (
    <section className="admin-screen">
      <ListHeader title="Messages" back={path()} />
      <ListError error={error} retry={retry} />
      {loaded && items.length === 0 ? <p>No messages yet.</p> : null}
      <ol className="admin-messages">
        {items.map((m) => (
          <li key={m._id} className="admin-message">
            <h2>{m.subject}</h2>
            <p className="admin-message-meta">
              From {m.firstName} {m.lastName} &lt;<a href={`mailto:${m.email}`}>{m.email}</a>&gt;, received{' '}
              {formatInZone(m.createdAt, timezone)}
            </p>
            <p className={`delivery delivery-${m.delivery}`}>
              {DELIVERY_TEXT[m.delivery]}
              {m.mailedTo ? ` to ${m.mailedTo}` : ''}
              {m.delivery !== 'sent' && m.attempts > 0
                ? ` after ${m.attempts} ${m.attempts === 1 ? 'attempt' : 'attempts'}`
                : ''}
              {m.delivery === 'failed' && m.lastError ? `: ${m.lastError}` : ''}
            </p>
            <p className="admin-message-body">{m.message}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
