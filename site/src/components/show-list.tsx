import { bandPath, MONTHS, showEntry, STATUS_TEXT, type SeriesLine, type ShowEntry } from '@jazz/contracts/shows';
import { dayOf, wallClock, zoneLabel } from '@jazz/contracts/time';
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

// the entries' links are plain links (a page load, as every public page's), without the router's attributes
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
          {series.text} (<a href={`${entry.path}#dates`}>{`${series.dates} dates`}</a>)
        </p>
      ) : (
        entry.time && <p className="show-time">{entry.time}</p>
      )}
      <h3 className="show-title">
        <a href={entry.path}>{name}</a>
      </h3>
      {entry.title && entry.group && (
        <p className="show-band">{band ? <a href={band}>{entry.group}</a> : entry.group}</p>
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
  shows: Pick<ShowsData, 'view' | 'year' | 'events' | 'series' | 'years'> &
    Partial<Pick<ShowsData, 'page' | 'pages' | 'found' | 'asked'>>;
  /** The page's own path: the toggle's links are `${base}` and `${base}?when=past`. */
  base: string;
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** A show's local day, "2016-12-31", and its short text, "Sat, Dec 31" (with ", 2016" when `withYear`). */
function showDay(startDate: string, timeZone: string, withYear: boolean) {
  const w = wallClock(startDate, timeZone);
  const iso = dayOf(startDate, timeZone);
  const text = `${WEEKDAYS[w.weekday]}, ${MONTHS[w.month - 1]!.slice(0, 3)} ${w.day}${withYear ? `, ${w.year}` : ''}`;
  return { iso, text, month: `${MONTHS[w.month - 1]} ${w.year}` };
}

/**
 * A past show in one line (the recent past and the year pages): its day, its page, its band
 * and where; what else it had is on its page. Plain links and few elements: a year of a busy
 * career is hundreds of them.
 */
function PastEntry({
  entry,
  series,
  day,
}: {
  entry: ShowEntry;
  series?: SeriesLine | undefined;
  day: { iso: string; text: string };
}) {
  const where = `${entry.venue}${entry.location ? ` (${entry.location})` : ''}`;
  const rest = entry.title
    ? ` · ${entry.group ? `${entry.group} · ` : ''}${where}`
    : entry.location && ` (${entry.location})`;
  return (
    <li className="show" data-status={entry.status === 'scheduled' ? undefined : entry.status}>
      <time dateTime={day.iso}>{day.text}</time>
      {entry.status !== 'scheduled' && ' '}
      <StatusBadge status={entry.status} />{' '}
      <a className="show-title" href={entry.path}>
        {entry.title || `${entry.group} at ${entry.venue}`}
      </a>
      {series ? `${rest} · ${series.text} (` : rest}
      {series && <a href={`${entry.path}#dates`}>{`${series.dates} dates`}</a>}
      {series && ')'}
    </li>
  );
}

/** A year's shows in sections per month, newest first (the shows come in that order). */
function YearSections({
  shown,
  seriesOf,
  timeZone,
}: {
  shown: ShowEntry[];
  seriesOf: (id: string) => SeriesLine | undefined;
  timeZone: string;
}) {
  const months: { month: string; entries: { entry: ShowEntry; day: ReturnType<typeof showDay> }[] }[] = [];
  for (const entry of shown) {
    const day = showDay(entry.startDate, timeZone, false);
    if (months.at(-1)?.month !== day.month) months.push({ month: day.month, entries: [] });
    months.at(-1)!.entries.push({ entry, day });
  }
  return months.map(({ month, entries }) => (
    <section key={month} className="show-month">
      <h3>{month}</h3>
      <ul className="show-list show-list-past">
        {entries.map(({ entry, day }) => (
          <PastEntry key={entry.id} entry={entry} series={seriesOf(entry.id)} day={day} />
        ))}
      </ul>
    </section>
  ));
}

/** What an address that lists nothing says (it answers 404): the year or page asked for, and where to go. */
function NothingThere({
  view,
  asked,
  years,
  base,
}: {
  view: ShowsData['view'];
  asked: string;
  years: number[];
  base: string;
}) {
  if (view === 'upcoming')
    return (
      <p className="empty">
        {`There is no page ${asked} of the upcoming shows. `}
        <a href={base}>See the upcoming shows</a>.
      </p>
    );
  return (
    <p className="empty">
      {/^\d{4}$/.test(asked)
        ? `No shows in ${asked}.`
        : asked
          ? `"${asked}" is not a year of the archive.`
          : 'No shows that year.'}{' '}
      {years.length > 0 ? 'The years with shows are listed below.' : 'No past shows to list yet.'}
    </p>
  );
}

/** The links between the pages of the upcoming list: plain links, so they work without JavaScript. */
function UpcomingPages({ base, page, pages }: { base: string; page: number; pages: number }) {
  const href = (n: number) => (n === 1 ? base : `${base}?page=${n}`);
  return (
    <nav className="show-pages" aria-label="More upcoming shows">
      <p>{`Page ${page} of ${pages}.`}</p>
      {page > 1 && (
        <a href={href(page - 1)} rel="prev">
          Sooner shows
        </a>
      )}
      {page > 1 && page < pages && ' · '}
      {page < pages && (
        <a href={href(page + 1)} rel="next">
          Later shows
        </a>
      )}
    </nav>
  );
}

/**
 * The Upcoming Shows / Past Shows toggle and its list (default upcoming, docs/product.md).
 * Each list has its own address and is rendered on the server (the upcoming ones a page at a
 * time, "Later shows"; the past: the last twelve months, and a page per year, in months); the
 * toggle is a form that asks for it, with or without JavaScript.
 */
export function ShowList({ shows, base }: ShowListProps) {
  const { view, year, events, series, years, page = 1, pages = 1, found = true, asked = null } = shows;
  // from the root data, not the data-source module: on the server this lazy chunk may see
  // another instance of that module than the one the API configured
  const root = useRouteLoaderData<RootData>('root')!;
  const { timeZone, timeZoneLabel } = root.settings;
  const headingId = useId();
  const yearsId = useId();
  const shown = events.map((event) => showEntry(event, timeZone));
  const seriesIds = new Map(events.map((event) => [event._id, event.seriesId ?? '']));
  const seriesOf = (id: string) => series[seriesIds.get(id) ?? ''];
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
      {!found && asked !== null ? (
        <NothingThere view={view} asked={asked} years={years} base={base} />
      ) : shown.length === 0 ? (
        <p className="empty">
          {view === 'upcoming'
            ? 'No shows are booked right now. Please check back soon, or get in touch to book one!'
            : years.length > 0
              ? 'No shows in the last twelve months.'
              : 'No past shows to list yet.'}
        </p>
      ) : view === 'upcoming' ? (
        <ul className="show-list">
          {shown.map((entry) => (
            <Entry key={entry.id} entry={entry} groups={root.groups} series={seriesOf(entry.id)} />
          ))}
        </ul>
      ) : year !== null ? (
        <YearSections shown={shown} seriesOf={seriesOf} timeZone={timeZone} />
      ) : (
        <ul className="show-list show-list-past">
          {shown.map((entry) => (
            <PastEntry
              key={entry.id}
              entry={entry}
              series={seriesOf(entry.id)}
              day={showDay(entry.startDate, timeZone, true)}
            />
          ))}
        </ul>
      )}
      {view === 'upcoming' && pages > 1 && <UpcomingPages base={base} page={page} pages={pages} />}
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
      <p className="show-zone">{`All times are ${timeZoneLabel ?? zoneLabel(timeZone)}.`}</p>
    </section>
  );
}
