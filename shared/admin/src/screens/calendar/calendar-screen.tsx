import { useState } from 'react';
import { Link } from 'react-router-dom';
import {
  CALENDAR_PRESETS,
  calendarSyncUpdateSchema,
  type CalendarChange,
  type CalendarListing,
  type CalendarSync,
  type Event,
} from '@jazz/contracts';
import { calendarTitle } from '@jazz/contracts/shows';
import { FieldError, FormError, TextField } from '@jazz/client/forms/fields';
import { useForm } from '@jazz/client/forms/use-form';
import { useAdminHost } from '../../host';
import { useAdminPath } from '../../paths';
import { formatInZone, formatStartInZone } from '../../timezone';
import { DataStatus } from '../../data-error';
import { useSave } from '../../use-record';
import { ListHeader } from '../screen-header';
import { useCalendarSync } from './use-calendar-sync';
import './calendar.css';

type PresetKey = (typeof CALENDAR_PRESETS)[number]['key'];

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

const presetOf = (serverUrl: string): PresetKey =>
  CALENDAR_PRESETS.find((p) => p.serverUrl && serverUrl.startsWith(p.serverUrl.replace('YOUR-SERVER/', '')))?.key ??
  (serverUrl.includes('/remote.php/dav') ? 'nextcloud' : 'other');

/** Connect: the provider's preset and help, the address, user and app password, the calendars, the lesson rules. */
function AccountForm({
  view,
  calendars,
  onSaved,
}: {
  view: CalendarSync;
  calendars: CalendarListing;
  onSaved: (view: CalendarSync) => void;
}) {
  const { api } = useAdminHost();
  const initial = {
    serverUrl: view.serverUrl,
    username: view.username,
    password: '',
    gigsCalendar: view.gigsCalendar,
    busyCalendars: view.busyCalendars,
    allDayBlocks: view.allDayBlocks,
    bufferMinutes: view.bufferMinutes,
  };
  const form = useForm(calendarSyncUpdateSchema, initial);
  const saving = useSave(form);
  const [preset, setPreset] = useState<PresetKey>(view.configured ? presetOf(view.serverUrl) : 'icloud');
  const chosen = CALENDAR_PRESETS.find((p) => p.key === preset)!;

  function choose(key: PresetKey) {
    setPreset(key);
    const next = CALENDAR_PRESETS.find((p) => p.key === key)!;
    if (next.serverUrl) form.set('serverUrl', next.serverUrl);
  }

  const submit = () =>
    saving.run(
      // the password only when typed: the saved one stays otherwise
      ({ password, ...rest }) => api.calendarSync.update(password ? { ...rest, password } : rest).then(onSaved),
      () => form.reset({ ...form.values, password: '' }),
    );

  const toggleBusy = (url: string, on: boolean) =>
    form.set(
      'busyCalendars',
      on ? [...form.values.busyCalendars, url] : form.values.busyCalendars.filter((u) => u !== url),
    );

  return (
    <form noValidate onSubmit={form.handleSubmit(submit)} className="calendar-form">
      <fieldset>
        <legend>Your calendar account</legend>
        <div className="calendar-presets" role="radiogroup" aria-label="Provider">
          {CALENDAR_PRESETS.map((p) => (
            <label key={p.key}>
              <input type="radio" name="preset" checked={preset === p.key} onChange={() => choose(p.key)} /> {p.name}
            </label>
          ))}
        </div>
        <p className="field-hint calendar-help">{chosen.help}</p>
        <TextField form={form} name="serverUrl" label="Server address" type="url" autoComplete="off" />
        <TextField form={form} name="username" label="User name" autoComplete="username" />
        <TextField
          form={form}
          name="password"
          label="App password"
          type="password"
          autoComplete="new-password"
          hint={
            view.configured ? 'Leave empty to keep the saved one.' : 'Made for this site in your account’s settings.'
          }
        />
      </fieldset>
      {calendars.length > 0 ? (
        <fieldset>
          <legend>Calendars</legend>
          <div className="field">
            <label htmlFor="calendar-gigs">Put my shows in</label>
            <select
              id="calendar-gigs"
              value={form.values.gigsCalendar}
              onChange={(e) => form.set('gigsCalendar', e.target.value)}
            >
              <option value="">No calendar (do not send shows)</option>
              {calendars.map((c) => (
                <option key={c.url} value={c.url}>
                  {c.displayName}
                </option>
              ))}
            </select>
            <FieldError name="gigsCalendar" errors={form.errors} />
          </div>
          <div role="group" aria-labelledby="calendar-busy-label" className="calendar-busy">
            <p id="calendar-busy-label">My busy time comes from</p>
            {calendars.map((c, i) => (
              <div key={c.url} className="field field-checkbox">
                <input
                  id={`calendar-busy-${i}`}
                  type="checkbox"
                  checked={form.values.busyCalendars.includes(c.url)}
                  onChange={(e) => toggleBusy(c.url, e.target.checked)}
                />
                <label htmlFor={`calendar-busy-${i}`}>{c.displayName}</label>
              </div>
            ))}
            <FieldError name="busyCalendars" errors={form.errors} />
          </div>
        </fieldset>
      ) : view.configured ? (
        <p>The calendars of the account show here once the server answers.</p>
      ) : (
        <p>Connect first; then choose the calendar for your shows and the ones whose busy time counts.</p>
      )}
      <fieldset>
        <legend>Lessons</legend>
        <div className="field">
          <label htmlFor="calendar-buffer">Keep free around my appointments (minutes)</label>
          <input
            id="calendar-buffer"
            type="number"
            min={0}
            max={240}
            step={5}
            value={String(form.values.bufferMinutes)}
            onChange={(e) => form.set('bufferMinutes', Number(e.target.value))}
          />
          <FieldError name="bufferMinutes" errors={form.errors} />
        </div>
        <div className="field field-checkbox">
          <input
            id="calendar-all-day"
            type="checkbox"
            checked={form.values.allDayBlocks}
            onChange={(e) => form.set('allDayBlocks', e.target.checked)}
          />
          <label htmlFor="calendar-all-day">All-day entries block lessons</label>
        </div>
      </fieldset>
      <FormError errors={form.errors} />
      <div className="form-actions">
        <button type="submit" disabled={form.busy}>
          {view.configured ? 'Save' : 'Connect'}
        </button>
      </div>
    </form>
  );
}

/** "Title · Band, June 6, 2031 8:00 PM": which show, in words. */
const nameOf = (show: Event | undefined, zone: string) =>
  show ? `${calendarTitle(show)}, ${formatStartInZone(show, zone)}` : 'A show';

const FIELD_NAMES: Record<string, string> = { startDate: 'Start', endDate: 'End', status: 'Status' };

/** His phone's edits of pushed shows, each with Accept and Revert. */
function PendingChanges({
  changes,
  shows,
  busy,
  onAccept,
  onRevert,
}: {
  changes: CalendarChange[];
  /** The shows of the changes, by id, as loaded. */
  shows: Record<string, Event>;
  busy: boolean;
  onAccept: (id: string) => void;
  onRevert: (id: string) => void;
}) {
  const { timezone } = useAdminHost();
  const path = useAdminPath();
  const text = (name: string, value: string) =>
    name === 'status' ? value.toLowerCase() : value ? formatInZone(value, timezone) : 'none';
  if (changes.length === 0) return null;
  return (
    <section aria-labelledby="calendar-changes-title" className="calendar-changes">
      <h2 id="calendar-changes-title">Changed on your phone</h2>
      <p>These shows were changed in your calendar. Nothing is changed on the site until you choose.</p>
      <ul>
        {changes.map((change) => (
          <li key={change.eventId}>
            <p>
              <Link to={`${path('edit-event')}?id=${encodeURIComponent(change.eventId)}`}>
                {nameOf(shows[change.eventId], timezone)}
              </Link>{' '}
              {change.kind === 'deleted' ? 'was deleted from your calendar.' : 'was changed:'}
            </p>
            {change.kind === 'changed' ? (
              <ul>
                {Object.entries(change.fields).map(([name, { ours, theirs }]) => (
                  <li key={name}>
                    {FIELD_NAMES[name] ?? name}: {text(name, ours)} on the site, {text(name, theirs)} on your phone
                  </li>
                ))}
              </ul>
            ) : null}
            <div className="form-actions">
              <button type="button" disabled={busy} onClick={() => onAccept(change.eventId)}>
                Accept
              </button>
              <button type="button" className="secondary" disabled={busy} onClick={() => onRevert(change.eventId)}>
                Revert
              </button>
            </div>
            <p className="field-hint">
              {change.kind === 'deleted'
                ? 'Accept cancels the show; Revert puts it back in your calendar.'
                : 'Accept takes your phone’s version for the show; Revert puts the site’s back on your phone.'}
            </p>
          </li>
        ))}
      </ul>
    </section>
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
