import { useCallback, useEffect, useState } from 'react';
import type { CalendarChange, CalendarListing, CalendarSync, Event } from '@jazz/contracts';
import { useAdminHost } from '../../host';

/** The Calendar screen's state: the account as stored, its calendars, his phone's edits. */
export function useCalendarSync() {
  const { api } = useAdminHost();
  const [view, setView] = useState<CalendarSync | null>(null);
  const [calendars, setCalendars] = useState<CalendarListing>([]);
  const [changes, setChanges] = useState<CalendarChange[]>([]);
  const [shows, setShows] = useState<Record<string, Event>>({});
  const [failed, setFailed] = useState('');
  const [busy, setBusy] = useState(false);

  const load = useCallback(async () => {
    try {
      const account = await api.calendarSync.read();
      setView(account);
      setFailed('');
      if (!account.configured) return;
      const edits = await api.calendarSync.changes();
      setChanges(edits);
      // which show each is, in words: a few shows at most
      const read = await Promise.all(edits.map((c) => api.events.get(c.eventId).catch(() => undefined)));
      setShows(Object.fromEntries(read.flatMap((show) => (show ? [[show._id, show]] : []))));
      // the list needs the server: when it does not answer, the saved choices still show
      setCalendars(await api.calendarSync.calendars().catch(() => []));
    } catch {
      setFailed('The calendar settings could not be loaded. Check the connection and try again.');
    }
  }, [api]);

  useEffect(() => {
    void load();
  }, [load]);

  /** Runs an action, then reads everything again. */
  const act = useCallback(
    async (action: () => Promise<unknown>) => {
      setBusy(true);
      try {
        await action();
      } catch {
        setFailed('That did not go through. Try again.');
      } finally {
        setBusy(false);
        await load();
      }
    },
    [load],
  );

  return {
    view,
    calendars,
    changes,
    shows,
    failed,
    busy,
    load,
    run: () => act(() => api.calendarSync.run()),
    disconnect: () => act(() => api.calendarSync.disconnect()),
    accept: (eventId: string) => act(() => api.calendarSync.accept(eventId)),
    revert: (eventId: string) => act(() => api.calendarSync.revert(eventId)),
  };
}
