import type { Stats } from '@jazz/contracts';
import { DataError } from '../../data-error';
import { useData, type Read } from '../../use-data';

type ShowNumbers = Stats['shows'][number];

/**
 * Page views and ticket clicks of every show since counting began (GET /api/stats/shows), by
 * show id; `data` is undefined until loaded, and when the numbers can not be read (the list
 * stays usable; the screen's error line says so).
 */
export function useShowNumbers(): Read<Map<string, ShowNumbers>> {
  return useData(
    'the page views and ticket clicks',
    [],
    async (api) => new Map((await api.stats.shows()).map((show) => [show.id, show])),
  );
}

/** "12 page views, 3 ticket clicks" under a show's edit form title. */
export function ShowNumbersLine({ id }: { id: string }) {
  const numbers = useShowNumbers();
  const show = numbers.data?.get(id);
  if (numbers.error) return <DataError reads={[numbers]} />;
  return (
    <p className="show-numbers">
      Page views: {show?.pageviews ?? 0}. Ticket clicks: {show?.ticketClicks ?? 0}.
    </p>
  );
}
