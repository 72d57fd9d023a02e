import { useEffect, useState } from 'react';
import type { Stats } from '@jazz/contracts';
import { useAdminHost } from '../../host';

type ShowNumbers = Stats['shows'][number];

/**
 * Page views and ticket clicks of every show since counting began (GET /api/stats/shows), by
 * show id; empty until loaded, and when the numbers can not be read (they are no reason to
 * fail a list).
 */
export function useShowNumbers(): Map<string, ShowNumbers> {
  const { api } = useAdminHost();
  const [numbers, setNumbers] = useState<Map<string, ShowNumbers>>(() => new Map());
  useEffect(() => {
    let live = true;
    api.stats
      .shows()
      .then((shows) => live && setNumbers(new Map(shows.map((show) => [show.id, show]))))
      .catch(() => {});
    return () => {
      live = false;
    };
  }, [api]);
  return numbers;
}

/** "12 page views, 3 ticket clicks" under a show's edit form title. */
export function ShowNumbersLine({ id }: { id: string }) {
  const show = useShowNumbers().get(id);
  const views = show?.pageviews ?? 0;
  const clicks = show?.ticketClicks ?? 0;
  return (
    <p className="show-numbers">
      Page views: {views}. Ticket clicks: {clicks}.
    </p>
  );
}
