import { useCallback, useState } from 'react';
import type { CalendarChange, Event } from '@jazz/contracts';
import { useAdminHost } from '../../host';
import { useData } from '../../use-data';

/** The Calendar screen's reads (the one data hook): the account, its calendars, his phone's edits. */
export function useCalendarSync() {
  const { api } = useAdminHost();
  // moved by every action: the reads read again, the last answers shown meanwhile
  const [version, setVersion] = useState(0);
  const [failed, setFailed] = useState('');
  const [busy, setBusy] = useState(false);

  const account = useData('the calendar settings', [version], (client) => client.calendarSync.read(), { keep: true });
  const configured = account.data?.configured === true;
  // the list needs his server: when it does not answer, the saved choices still show
  const calendars = useData(
    'the calendars of the account',
    configured ? [version] : null,
    (client) => client.calendarSync.calendars().catch(() => []),
    { keep: true },
  );
  const edits = useData(
    'the changes from your phone',
    configured ? [version] : null,
    async (client): Promise<{ changes: CalendarChange[]; shows: Record<string, Event> }> => {
      const changes = await client.calendarSync.changes();
      // which show each is, in words: a few shows at most
      const read = await Promise.all(changes.map((c) => client.events.get(c.eventId).catch(() => undefined)));
      return { changes, shows: Object.fromEntries(read.flatMap((show) => (show ? [[show._id, show]] : []))) };
    },
    { keep: true },
  );

  const reload = useCallback(() => setVersion((n) => n + 1), []);

  /** Runs an action, then reads everything again. */
  const act = useCallback(
    async (action: () => Promise<unknown>) => {
      setBusy(true);
      try {
        await action();
        setFailed('');
      } catch {
        setFailed('That did not go through. Try again.');
      } finally {
        setBusy(false);
        reload();
      }
    },
    [reload],
  );

  return {
    reads: [account, calendars, edits],
    view: account.data ?? null,
    calendars: configured ? (calendars.data ?? []) : [],
    changes: configured ? (edits.data?.changes ?? []) : [],
    shows: edits.data?.shows ?? {},
    failed,
    busy,
    load: reload,
    run: () => act(() => api.calendarSync.run()),
    disconnect: () => act(() => api.calendarSync.disconnect()),
    accept: (eventId: string) => act(() => api.calendarSync.accept(eventId)),
    revert: (eventId: string) => act(() => api.calendarSync.revert(eventId)),
  };
}
