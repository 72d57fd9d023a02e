import { Link } from 'react-router-dom';
import type { CalendarChange, Event } from '@jazz/contracts';
import { calendarTitle } from '@jazz/contracts/shows';
import { useAdminHost } from '../../host';
import { useAdminPath } from '../../paths';
import { formatInZone, formatStartInZone } from '../../timezone';

/** "Title · Band, June 6, 2031 8:00 PM": which show, in words. */
const nameOf = (show: Event | undefined, zone: string) =>
  show ? `${calendarTitle(show)}, ${formatStartInZone(show, zone)}` : 'A show';

const FIELD_NAMES: Record<string, string> = { startDate: 'Start', endDate: 'End', status: 'Status' };

interface PendingChangesProps {
  changes: CalendarChange[];
  /** The shows of the changes, by id, as loaded. */
  shows: Record<string, Event>;
  busy: boolean;
  onAccept: (id: string) => void;
  onRevert: (id: string) => void;
}

/** His phone's edits of pushed shows, each with Accept and Revert. */
export function PendingChanges({ changes, ...rest }: PendingChangesProps) {
  if (changes.length === 0) return null;
  return (
    <section aria-labelledby="calendar-changes-title" className="calendar-changes">
      <h2 id="calendar-changes-title">Changed on your phone</h2>
      <p>These shows were changed in your calendar. Nothing is changed on the site until you choose.</p>
      <ul>
        {changes.map((change) => (
          <PendingChange key={change.eventId} change={change} {...rest} />
        ))}
      </ul>
    </section>
  );
}

function PendingChange({
  change,
  shows,
  busy,
  onAccept,
  onRevert,
}: Omit<PendingChangesProps, 'changes'> & { change: CalendarChange }) {
  const { timezone } = useAdminHost();
  const path = useAdminPath();
  const text = (name: string, value: string) =>
    name === 'status' ? value.toLowerCase() : value ? formatInZone(value, timezone) : 'none';
  return (
    <li>
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
  );
}
