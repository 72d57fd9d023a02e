import { useEffect, useState } from 'react';
import type { Event } from '@jazz/contracts';
import { useAdminHost } from '../../host';

/**
 * The shows of a period of days (YYYY-MM-DD, both included, in the site's zone), read from the
 * server page by page (GET /api/events?from&to, docs/events-api.md "Pages"): the admin's events
 * store holds no rows since View Events reads its own pages. None while `from` or `to` is
 * missing; the last answer stays shown while the next period loads.
 */
export function useShowsOfPeriod(from: string | null, to: string | null): readonly Event[] {
  const { api } = useAdminHost();
  const [shows, setShows] = useState<readonly Event[]>([]);
  useEffect(() => {
    if (!from || !to) {
      setShows([]);
      return;
    }
    let current = true;
    void (async () => {
      try {
        const read: Event[] = [];
        let after: string | undefined;
        do {
          const page = await api.events.page({ from, to, limit: 500, ...(after ? { after } : {}) });
          read.push(...page.items);
          after = page.next ?? undefined;
        } while (after && current);
        if (current) setShows(read);
      } catch (error) {
        // the marks and lists that read these shows are help, not the form: they stay empty
        console.error('Could not read the shows of the period', error);
        if (current) setShows([]);
      }
    })();
    return () => {
      current = false;
    };
  }, [api, from, to]);
  return shows;
}
