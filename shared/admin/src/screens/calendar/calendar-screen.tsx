import type { CalendarSync } from '@jazz/contracts';
import { useAdminHost } from '../../host';
import { useAdminPath } from '../../paths';
import { formatInZone } from '../../timezone';
import { DataStatus } from '../../data-error';
import { ListHeader } from '../screen-header';
import { AccountForm } from './account-form';
import { PendingChanges } from './pending-changes';
import { useCalendarSync } from './use-calendar-sync';
import './calendar.css';

/** The state in words (docs/calendar-sync.md): connected, wrong password, server not answering. */
function StateInWords({ view }: { view: CalendarSync }) {
  const { timezone } = useAdminHost();
  const when = (iso: string | null) => (iso ? formatInZone(iso, timezone) : 'not yet');
  const words =
    view.state === 'ok'
      ? 'Connected.'
      : view.state === 'auth'
        ? 'Wrong password: the server refused it.'
        : view.state === 'unreachable'
          ? 'The server is not answering.'
          : 'The server answered with an error.';
  return (
    <div className={`calendar-state calendar-state-${view.state}`} role="status">
      <p>
        <strong>{words}</strong> {view.message && view.state !== 'ok' ? view.message : null}
      </p>
      <p>
        Shows last sent to your calendar: {when(view.lastPush)}. Your busy time last read: {when(view.lastPull)}.
      </p>
    </div>
  );
}

/** The admin's Calendar screen (docs/calendar-sync.md). */
export function CalendarScreen() {
  const path = useAdminPath();
  const sync = useCalendarSync();
  const { view } = sync;
  return (
    <section className="admin-screen calendar-screen">
      <ListHeader title="Calendar" back={path('')} />
      <p>Your shows go to the calendar on your phone, and your own appointments keep lesson times free.</p>
      <DataStatus reads={sync.reads} />
      {sync.failed ? (
        <p className="field-error" role="alert">
          {sync.failed}
        </p>
      ) : null}
      {view?.configured ? (
        <>
          <StateInWords view={view} />
          <div className="form-actions">
            <button type="button" disabled={sync.busy} onClick={() => void sync.run()}>
              Sync now
            </button>
            <button type="button" className="secondary" disabled={sync.busy} onClick={() => void sync.disconnect()}>
              Disconnect
            </button>
          </div>
          <PendingChanges
            changes={sync.changes}
            shows={sync.shows}
            busy={sync.busy}
            onAccept={(id) => void sync.accept(id)}
            onRevert={(id) => void sync.revert(id)}
          />
        </>
      ) : null}
      {view ? (
        <AccountForm
          key={`${view.configured}-${view.serverUrl}-${sync.calendars.length}`}
          view={view}
          calendars={sync.calendars}
          onSaved={() => void sync.load()}
        />
      ) : null}
      <aside className="calendar-google">
        <h2>Google Calendar</h2>
        <p>
          Google lets other sites into its calendars only through its own sign-in (OAuth), not with a password, so it
          can not be connected here. To see your shows in Google Calendar, subscribe to your shows’ feed (/shows.ics on
          your site, or a band’s feed) with “From URL” in Google Calendar’s settings.
        </p>
      </aside>
    </section>
  );
}
