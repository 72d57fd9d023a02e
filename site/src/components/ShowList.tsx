import type { Event } from '@jazz/shared/contracts';
import { showEntry, splitShows, type ShowEntry } from '@jazz/shared/shows';
import { useId, useMemo, useState } from 'react';
import { useRouteLoaderData } from 'react-router-dom';
import type { RootData } from '../app/loaders';

function Entry({ entry }: { entry: ShowEntry }) {
  return (
    <li className="show">
      <p className="show-date">
        <time dateTime={entry.startDate}>{entry.date}</time>
      </p>
      {entry.time && <p className="show-time">{entry.time}</p>}
      {entry.title && <h3 className="show-title">{entry.title}</h3>}
      <p className="show-venue">
        {entry.venueLink ? (
          <a href={entry.venueLink} rel="noopener">
            {entry.venue}
          </a>
        ) : (
          entry.venue
        )}
        {entry.location && <span className="show-location">{` (${entry.location})`}</span>}
      </p>
      {entry.ticketsLink && (
        <p>
          <a className="tickets" href={entry.ticketsLink} rel="noopener">
            Tickets
            <span className="sr-only">
              {' '}
              for {entry.title || entry.venue}, {entry.date}
            </span>
          </a>
        </p>
      )}
    </li>
  );
}

/** The Upcoming Shows / Past Shows toggle and its list (default upcoming, SPEC.md section 4). */
export function ShowList({ events, now }: { events: Event[]; now: number }) {
  const [view, setView] = useState<'upcoming' | 'past'>('upcoming');
  // from the root data: the settings of this request on the server, of this page in the browser
  const { timeZone, timeZoneLabel } = (useRouteLoaderData('root') as RootData).settings;
  const lists = useMemo(() => splitShows(events, now, timeZone), [events, now, timeZone]);
  const headingId = useId();
  const shown = lists[view].map((event) => showEntry(event, timeZone));
  return (
    <section className="shows" aria-labelledby={headingId}>
      <div className="toggle" role="group" aria-label="Which shows to list">
        <button type="button" aria-pressed={view === 'upcoming'} onClick={() => setView('upcoming')}>
          Upcoming Shows
        </button>
        <button type="button" aria-pressed={view === 'past'} onClick={() => setView('past')}>
          Past Shows
        </button>
      </div>
      <h2 id={headingId}>{view === 'upcoming' ? 'Upcoming Shows' : 'Past Shows'}</h2>
      {shown.length === 0 ? (
        <p className="empty">
          {view === 'upcoming'
            ? 'No shows are booked right now. Please check back soon, or get in touch to book one!'
            : 'No past shows to list yet.'}
        </p>
      ) : (
        <ul className="show-list">
          {shown.map((entry) => (
            <Entry key={entry.id} entry={entry} />
          ))}
        </ul>
      )}
      <p className="show-zone">{`All times are ${timeZoneLabel ?? timeZone.replace(/_/g, ' ')}.`}</p>
    </section>
  );
}
