import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { download } from '../../download';
import { useAdminHost } from '../../host';
import { useAdminPath } from '../../paths';
import { ListHeader } from '../screen-header';
import { DataError } from '../../data-error';
import { couldNotLoad } from '../../failure-text';
import { useData } from '../../use-data';
import { BookingItem } from './booking-item';

/** "Bookings": every request, newest first, its status and notes, and the shows on its dates. */
export function Bookings() {
  const { api, timezone } = useAdminHost();
  const path = useAdminPath();
  const read = useData('the requests', [], (api) => api.bookings.page());
  const items = read.data?.items ?? null;
  // the cursor of the next page of older requests; null when all are listed
  const next = read.data?.next ?? null;
  const [loadingMore, setLoadingMore] = useState(false);
  const [failed, setFailed] = useState('');
  const { hash } = useLocation();
  // the owner's mail links to one request (#booking-{id}): once listed, it is brought into view
  const loaded = items !== null;
  useEffect(() => {
    if (!loaded || !hash.startsWith('#booking-')) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    target?.scrollIntoView?.({ block: 'start' });
    target?.focus({ preventScroll: true });
  }, [loaded, hash]);

  async function showMore() {
    if (!next) return;
    setLoadingMore(true);
    try {
      const page = await api.bookings.page(next);
      // a request listed on both pages (none should be) is shown once
      read.set((shown) => ({
        items: [...(shown?.items ?? []), ...page.items.filter((b) => !shown?.items.some((s) => s._id === b._id))],
        next: page.next,
      }));
      setFailed('');
    } catch (error) {
      setFailed(couldNotLoad(['the older requests'], error));
    } finally {
      setLoadingMore(false);
    }
  }

  async function exportCsv() {
    download('bookings.csv', await api.bookings.exportCsv(), 'text/csv');
  }

  return (
    <section className="admin-screen">
      <ListHeader title="Bookings" back={path()} />
      <DataError reads={[read]} />
      {failed && <p role="alert">{failed}</p>}
      <p>
        <button type="button" onClick={() => void exportCsv()}>
          Export CSV
        </button>
      </p>
      {items && items.length === 0 && <p>No booking requests yet.</p>}
      <ol className="admin-messages">
        {(items ?? []).map((booking) => (
          <BookingItem
            key={booking._id}
            booking={booking}
            timezone={timezone}
            onSaved={(saved) =>
              read.set(
                (shown) => shown && { ...shown, items: shown.items.map((b) => (b._id === saved._id ? saved : b)) },
              )
            }
          />
        ))}
      </ol>
      {next && (
        <p>
          <button type="button" className="secondary" disabled={loadingMore} onClick={() => void showMore()}>
            Show older requests
          </button>
        </p>
      )}
    </section>
  );
}
