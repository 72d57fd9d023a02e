import { bandPath, showEntry, STATUS_TEXT, type SeriesLine, type ShowEntry } from '@jazz/shared/shows';
import { useId } from 'react';
import { Link, useNavigate, useRouteLoaderData } from 'react-router-dom';
import type { ShowsData } from '../lib/show-lists';
import type { GroupLink, RootData } from '../lib/root-data';

/** A link inside the site goes through the router; another site's opens as a plain link. */
export function SiteLink({
  href,
  children,
  className,
}: {
  href: string;
  children: React.ReactNode;
  className?: string;
}) {
  return href.startsWith('/') ? (
    <Link to={href} className={className}>
      {children}
    </Link>
  ) : (
    <a href={href} className={className} rel="noopener">
      {children}
    </a>
  );
}

/** "Cancelled" and the like; nothing for a scheduled show. */
export function StatusBadge({ status }: { status: ShowEntry['status'] }) {
  const text = STATUS_TEXT[status];
  return text ? <strong className={`show-status show-status-${status}`}>{text}</strong> : null;
}

function Entry({ entry, groups, series }: { entry: ShowEntry; groups: GroupLink[]; series?: SeriesLine | undefined }) {
  const band = bandPath(entry.group, groups);
  const name = entry.title || `${entry.group} at ${entry.venue}`;
  return (
    <li className="show" data-status={entry.status} data-series={series ? 'true' : undefined}>
      <p className="show-date">
        <time dateTime={entry.startDate}>{entry.date}</time>
        {entry.status !== 'scheduled' && ' '}
        <StatusBadge status={entry.status} />
      </p>
      {series ? (
        <p className="show-series">
          {series.text} (<Link to={`${entry.path}#dates`}>{`${series.dates} dates`}</Link>)
        </p>
      ) : (
        entry.time && <p className="show-time">{entry.time}</p>
      )}
      <h3 className="show-title">
        <Link to={entry.path}>{name}</Link>
      </h3>
      {entry.title && entry.group && (
        <p className="show-band">{band ? <SiteLink href={band}>{entry.group}</SiteLink> : entry.group}</p>
      )}
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
      {entry.summary && <p className="show-summary">{entry.summary}</p>}
      {(entry.price || entry.soldOut) && (
        <p className="show-price">
          {entry.price}
          {entry.price && entry.soldOut && ' · '}
          {entry.soldOut && <strong className="show-sold-out">Sold out</strong>}
        </p>
      )}
      {entry.ticketsLink && entry.status !== 'cancelled' && !entry.soldOut && (
        <p>
          <a className="tickets" href={entry.ticketsLink} rel="noopener">
            Tickets
            <span className="sr-only">
              {' '}
              for {name}, {entry.date}
            </span>
          </a>
        </p>
      )}
    </li>
  );
}

interface ShowListProps {
  /** The list the server read for this address (loaders' ShowsData). */
  shows: Pick<ShowsData, 'view' | 'year' | 'events' | 'series' | 'years'>;
  /** The page's own path: the toggle's links are `${base}` and `${base}?when=past`. */
  base: string;
}

/**
 * The Upcoming Shows / Past Shows toggle and its list (default upcoming, docs/product.md).
 * Each list has its own address and is rendered on the server (the past: the last twelve
 * months, and a page per year); the toggle is a form that asks for it, with or without
 * JavaScript.
 */
export function ShowList({ shows, base }: ShowListProps) {
  const { view, year, events, series, years } = shows;
  // from the root data, not the data-source module: on the server this lazy chunk may see
  // another instance of that module than the one the API configured
  const root = useRouteLoaderData<RootData>('root')!;
  const { timeZone, timeZoneLabel } = root.settings;
  const headingId = useId();
  const yearsId = useId();
  const shown = events.map((event) => showEntry(event, timeZone));
  const navigate = useNavigate();
  const go = (target: ShowsData['view']) => (event: React.MouseEvent) => {
    event.preventDefault();
    void navigate(target === 'past' ? `${base}?when=past` : base, { preventScrollReset: true });
  };
  const heading = view === 'upcoming' ? 'Upcoming Shows' : year === null ? 'Past Shows' : `Past Shows: ${year}`;
  return (
    <section className="shows" aria-labelledby={headingId}>
      {/* without JavaScript the toggle is a form; with it, the router goes to the same address
          (whose loader loads it as a page: the server reads the list) */}
      {/* the group inside the form: a form may not take the role group (axe aria-allowed-role) */}
      <form method="get" action={base}>
        <div className="toggle" role="group" aria-label="Which shows to list">
          <button
            type="submit"
            name="when"
            value="upcoming"
            aria-pressed={view === 'upcoming'}
            onClick={go('upcoming')}
          >
            Upcoming Shows
          </button>
          <button type="submit" name="when" value="past" aria-pressed={view === 'past'} onClick={go('past')}>
            Past Shows
          </button>
        </div>
      </form>
      <h2 id={headingId}>{heading}</h2>
      {view === 'past' && year === null && shown.length > 0 && <p className="show-range">The last twelve months.</p>}
      {shown.length === 0 ? (
        <p className="empty">
          {view === 'upcoming'
            ? 'No shows are booked right now. Please check back soon, or get in touch to book one!'
            : years.length > 0
              ? 'No shows in the last twelve months.'
              : 'No past shows to list yet.'}
        </p>
      ) : (
        <ul className="show-list">
          {shown.map((entry) => (
            <Entry
              key={entry.id}
              entry={entry}
              groups={root.groups}
              series={series[events.find((e) => e._id === entry.id)?.seriesId ?? '']}
            />
          ))}
        </ul>
      )}
      {view === 'past' && years.length > 0 && (
        <nav className="show-years" aria-labelledby={yearsId}>
          <h3 id={yearsId}>Shows by year</h3>
          <ul>
            {years.map((y) => (
              <li key={y}>
                <a href={`${base}?when=past&year=${y}`} aria-current={y === year ? 'page' : undefined}>
                  {y}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <p className="show-zone">{`All times are ${timeZoneLabel ?? timeZone.replace(/_/g, ' ')}.`}</p>
    </section>
  );
}
