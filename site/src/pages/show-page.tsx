import {
  bandPath,
  showDateText,
  directionsLink,
  googleCalendarLink,
  isSetlistPublic,
  isUpcoming,
  lineupText,
  paragraphs,
  placeLines,
  placeOf,
  showName,
  showPath,
  showTimeText,
} from '@jazz/contracts/shows';
import type { Event } from '@jazz/contracts';
import { zoneLabel as zoneName } from '@jazz/contracts/time';
import { Link, useLoaderData, useRouteLoaderData } from 'react-router-dom';
import type { showLoader } from './show-loader';
import type { ShowData } from './show-data';
import type { RootData } from '../lib/root-data';
import { LinkedText } from '../components/linked-text';
import { SiteLink, StatusBadge } from '../components/show-list';
import { FollowForm } from '../features/follow/follow-form';

type SeriesDate = ShowData['seriesDates'][number];

/** What a show's status means to a visitor: "Cancelled: this show will not take place." */
function ShowStatus({ status }: { status: Event['status'] }) {
  return (
    <p className="show-page-status">
      <StatusBadge status={status} />
      {status === 'cancelled'
        ? ': this show will not take place.'
        : status === 'postponed'
          ? ': a new date will follow.'
          : ': this show has a new date or time.'}
    </p>
  );
}

/** When, band, lineup, tickets and where. */
function ShowFacts({
  event,
  band,
  timeZone,
  zoneLabel,
}: {
  event: Event;
  band: string;
  timeZone: string;
  zoneLabel: string;
}) {
  return (
    <dl className="show-facts">
      <dt>When</dt>
      <dd>
        <time dateTime={event.startDate}>{showDateText(event, timeZone)}</time>
        <br />
        {showTimeText(event, timeZone)}
        {!event.timeTBA && <span className="show-zone"> ({zoneLabel})</span>}
      </dd>
      <dt>Band</dt>
      <dd>{band ? <SiteLink href={band}>{event.group}</SiteLink> : event.group}</dd>
      {(event.lineup ?? []).length > 0 && (
        <>
          <dt>Lineup</dt>
          <dd>
            <ul className="show-lineup" aria-label={lineupText(event.lineup)}>
              {event.lineup!.map((player, i) => (
                <li key={i}>
                  {player.name}
                  {player.instrument && <span className="show-instrument">, {player.instrument}</span>}
                </li>
              ))}
            </ul>
          </dd>
        </>
      )}
      {(event.price || event.soldOut) && (
        <>
          <dt>Tickets</dt>
          <dd className="show-price">
            {event.price}
            {event.price && event.soldOut && ' '}
            {event.soldOut && <strong className="show-sold-out">Sold out</strong>}
          </dd>
        </>
      )}
      <dt>Where</dt>
      <dd>
        {event.venueLink ? (
          <a href={event.venueLink} rel="noopener">
            {event.venue}
          </a>
        ) : (
          event.venue
        )}
        {/* the street, then the town, which a full address already names (not printed twice) */}
        {placeLines(placeOf(event)).map((line) => (
          <span key={line}>
            <br />
            <span className={line === event.address.trim() ? 'show-address' : 'show-location'}>{line}</span>
          </span>
        ))}
      </dd>
    </dl>
  );
}

/**
 * Tickets, the calendar files and links, and directions: for an upcoming show that takes place
 * only (a past or cancelled show keeps its tickets link in the API, never on the page).
 */
function ShowActions({
  event,
  upcoming,
  calendarLink,
}: {
  event: Event;
  upcoming: boolean;
  /** The show in Google Calendar. */
  calendarLink: string;
}) {
  if (!upcoming || event.status === 'cancelled') return null;
  return (
    <ul className="show-actions">
      {event.ticketsLink && !event.soldOut && (
        <li>
          <a className="tickets" href={event.ticketsLink} rel="noopener">
            Tickets
          </a>
        </li>
      )}
      <li>
        <a href={`/shows/${encodeURIComponent(event._id)}.ics`} download>
          Add to calendar
        </a>{' '}
        (iCalendar file{event.seriesId ? ', this date' : ''})
      </li>
      {event.seriesId && (
        <li>
          <a href={`/series/${encodeURIComponent(event.seriesId)}.ics`} download>
            Add all dates to calendar
          </a>{' '}
          (iCalendar file, every date of the series)
        </li>
      )}
      <li>
        <a href={calendarLink} rel="noopener">
          Add to Google Calendar
        </a>
      </li>
      <li>
        <a href={directionsLink(event)} rel="noopener">
          Directions
        </a>{' '}
        (map)
      </li>
    </ul>
  );
}

/** The dates of the show's series, this one marked as the current page. */
function SeriesDates({ id, dates, rule }: { id: string; dates: SeriesDate[]; rule: string }) {
  return (
    <section className="show-dates" id="dates" aria-labelledby="show-dates">
      <h2 id="show-dates">{rule ? `${rule}: the dates` : 'The dates'}</h2>
      <ul>
        {dates.map((date) => (
          <li key={date.id}>
            {date.id === id ? <span aria-current="page">{date.date}</span> : <Link to={date.path}>{date.date}</Link>}
            {date.note && (
              <span className={`show-date-note show-date-${date.note.split(' ')[0]}`}>{` (${date.note})`}</span>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** A show's own page: what, when, where, who; add it to a calendar or find the way. */
export function ShowPage() {
  const { event, groups, now, seriesDates, seriesRule } = useLoaderData<typeof showLoader>();
  const { siteUrl, timeZone, timeZoneLabel, showMinutes } = useRouteLoaderData<RootData>('root')!.settings;
  if (!event)
    return (
      <div className="page">
        <h1>Show not found</h1>
        <p>This show is not listed any more.</p>
        <p>
          <Link to="/shows">See the upcoming shows</Link>
        </p>
      </div>
    );
  const pageUrl = siteUrl + showPath(event, timeZone);
  const upcoming = isUpcoming(event, now, timeZone);
  return (
    <article className="page show-page" data-status={event.status}>
      <p className="show-back">
        <Link to={upcoming ? '/shows' : '/shows?when=past'}>{upcoming ? 'All upcoming shows' : 'All past shows'}</Link>
      </p>
      <h1>{showName(event)}</h1>
      {event.status !== 'scheduled' && <ShowStatus status={event.status} />}
      {!upcoming && <p className="show-past-note">This show has taken place.</p>}
      <ShowFacts
        event={event}
        band={bandPath(event.group, groups, event.groupLink)}
        timeZone={timeZone}
        zoneLabel={timeZoneLabel ?? zoneName(timeZone)}
      />
      {paragraphs(event.description).map((text, i) => (
        <p key={i} className="show-description">
          <LinkedText text={text} />
        </p>
      ))}
      {event.setlist && isSetlistPublic(event, now, timeZone) && <ShowSetlist setlist={event.setlist} />}
      <ShowActions
        event={event}
        upcoming={upcoming}
        calendarLink={googleCalendarLink(event, pageUrl, timeZone, showMinutes)}
      />
      {seriesDates.length > 1 && <SeriesDates id={event._id} dates={seriesDates} rule={seriesRule} />}
      <FollowForm band={event.group} />
    </article>
  );
}

/** What was played, set by set, each original marked (only a final, public setlist of a past show reaches here). */
function ShowSetlist({ setlist }: { setlist: NonNullable<Event['setlist']> }) {
  const several = setlist.sets.filter((set) => set.tunes.length > 0).length > 1;
  return (
    <section className="show-setlist" aria-labelledby="show-setlist-heading">
      <h2 id="show-setlist-heading">Setlist</h2>
      {setlist.sets.map((set, s) =>
        set.tunes.length === 0 ? null : (
          <div key={s} className="show-set">
            {(several || set.title) && <h3>{set.title || `Set ${s + 1}`}</h3>}
            <ol>
              {set.tunes.map((tune, i) => (
                <li key={i}>
                  <span className="show-tune">{tune.title}</span>
                  {tune.original && <span className="show-original"> (original)</span>}
                  {tune.composers && tune.composers.length > 0 && !tune.original && (
                    <span className="show-composers"> ({tune.composers.map((c) => c.name).join(', ')})</span>
                  )}
                  {tune.note && <span className="show-tune-note"> — {tune.note}</span>}
                </li>
              ))}
            </ol>
          </div>
        ),
      )}
    </section>
  );
}
