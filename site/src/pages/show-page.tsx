import {
  bandPath,
  dateText,
  directionsLink,
  googleCalendarLink,
  isUpcoming,
  lineupText,
  paragraphs,
  placeLines,
  showName,
  showPath,
  showTimeText,
} from '@jazz/shared/shows';
import { Link, useLoaderData, useRouteLoaderData } from 'react-router-dom';
import type { showLoader } from '../app/loaders';
import type { RootData } from '../lib/root-data';
import { LinkedText } from '../components/linked-text';
import { SiteLink, StatusBadge } from '../components/show-list';
import { FollowForm } from '../features/follow/follow-form';

/** A show's own page: what, when, where, who; add it to a calendar or find the way. */
export function ShowPage() {
  const { event, groups, now } = useLoaderData<typeof showLoader>();
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
  const band = bandPath(event.group, groups, event.groupLink);
  const upcoming = isUpcoming(event, now, timeZone);
  const time = showTimeText(event, timeZone);
  const cancelled = event.status === 'cancelled';
  return (
    <article className="page show-page" data-status={event.status}>
      <p className="show-back">
        <Link to={upcoming ? '/shows' : '/shows?when=past'}>{upcoming ? 'All upcoming shows' : 'All past shows'}</Link>
      </p>
      <h1>{showName(event)}</h1>
      {event.status !== 'scheduled' && (
        <p className="show-page-status">
          <StatusBadge status={event.status} />
          {cancelled
            ? ': this show will not take place.'
            : event.status === 'postponed'
              ? ': a new date will follow.'
              : ': this show has a new date or time.'}
        </p>
      )}
      {!upcoming && <p className="show-past-note">This show has taken place.</p>}
      <dl className="show-facts">
        <dt>When</dt>
        <dd>
          <time dateTime={event.startDate}>{dateText(event.startDate, timeZone)}</time>
          <br />
          {time}
          {!event.timeTBA && <span className="show-zone"> ({timeZoneLabel ?? timeZone})</span>}
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
          {placeLines(event).map((line) => (
            <span key={line}>
              <br />
              <span className={line === event.address.trim() ? 'show-address' : 'show-location'}>{line}</span>
            </span>
          ))}
        </dd>
      </dl>
      {paragraphs(event.description).map((text, i) => (
        <p key={i} className="show-description">
          <LinkedText text={text} />
        </p>
      ))}
      <ul className="show-actions">
        {event.ticketsLink && !cancelled && upcoming && !event.soldOut && (
          <li>
            <a className="tickets" href={event.ticketsLink} rel="noopener">
              Tickets
            </a>
          </li>
        )}
        {upcoming && !cancelled && (
          <>
            <li>
              <a href={`/shows/${encodeURIComponent(event._id)}.ics`} download>
                Add to calendar
              </a>{' '}
              (iCalendar file)
            </li>
            <li>
              <a href={googleCalendarLink(event, pageUrl, timeZone, showMinutes)} rel="noopener">
                Add to Google Calendar
              </a>
            </li>
          </>
        )}
        <li>
          <a href={directionsLink(event)} rel="noopener">
            Directions
          </a>{' '}
          (map)
        </li>
      </ul>
      <FollowForm band={event.group} />
    </article>
  );
}
