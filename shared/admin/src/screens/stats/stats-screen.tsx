import { useEffect, useMemo, useState } from 'react';
import { isApiError } from '@jazz/client/api-client';
import { keysOf, type Event, type Stats } from '@jazz/contracts';
import { showLabel, statsTable, type StatsTableName } from '@jazz/contracts/csv/stats';
import { useAdminHost } from '../../host';
import { useAdminPath } from '../../paths';
import { ListError } from '../list-error';
import { ListHeader } from '../screen-header';
import { isDay, lastDays, PERIOD_LABELS, todayIn, type PeriodChoice } from './period';
import { StatsChart } from './stats-chart';
import { StatsTable } from './stats-table';
import { SetlistNumbersPanel } from '../setlists/setlist-numbers-panel';
import './stats.css';

const message = (error: unknown) => (isApiError(error) ? error.message : 'Something went wrong. Please try again.');

/**
 * What the site does for the owner: visitors and page views per day, top pages and
 * sources, shows with their page views and ticket clicks, plays, sign-ups and requests, for
 * the last 7, 30 or 90 days or a custom period. Every table downloads as CSV.
 */
export function StatsScreen() {
  const { api, timezone } = useAdminHost();
  const path = useAdminPath();
  const today = todayIn(timezone);
  const [choice, setChoice] = useState<PeriodChoice>('30');
  const [custom, setCustom] = useState(() => lastDays(30, today));
  const period = choice === 'custom' ? custom : lastDays(Number(choice), today);
  const valid = isDay(period.from) && isDay(period.to) && period.from <= period.to;
  const [stats, setStats] = useState<Stats | null>(null);
  const [events, setEvents] = useState<Event[]>([]);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!valid) return;
    let live = true;
    api.stats
      .read(period.from, period.to)
      .then((read) => {
        if (!live) return;
        setStats(read);
        setError(null);
      })
      .catch((e: unknown) => live && setError(message(e)));
    return () => {
      live = false;
    };
  }, [api, period.from, period.to, valid]);

  useEffect(() => {
    api.events
      .list()
      .then(setEvents)
      .catch(() => {});
  }, [api]);

  const showName = useMemo(() => {
    const byId = new Map(events.map((e) => [e._id, e]));
    // the numbers carry each show's title; the list is the fallback for older answers
    return (id: string, show?: Stats['shows'][number]) => {
      const e = show?.startDate ? { ...show, venue: show.title } : byId.get(id);
      return e ? showLabel(e, timezone) : id;
    };
  }, [events, timezone]);

  // offline, the desktop answers with the numbers last synced: say which period they are
  const shown = stats && stats.days.length > 0 ? { from: stats.days[0]!.date, to: stats.days.at(-1)!.date } : null;
  const stale = shown && valid && (shown.from !== period.from || shown.to !== period.to);
  const suffix = shown ? `${shown.from}-to-${shown.to}` : 'stats';
  const table = (name: StatsTableName) => ({ ...statsTable(stats!, name, showName), file: `${name}-${suffix}` });

  return (
    <section className="admin-screen admin-stats">
      <ListHeader title="Stats" back={path()} />
      <fieldset className="stats-period">
        <legend>Period</legend>
        {keysOf(PERIOD_LABELS).map((key) => (
          <label key={key}>
            <input
              type="radio"
              name="stats-period"
              value={key}
              checked={choice === key}
              onChange={() => setChoice(key)}
            />{' '}
            {PERIOD_LABELS[key]}
          </label>
        ))}
        {choice === 'custom' ? (
          <span className="stats-custom">
            <label>
              From{' '}
              <input
                type="date"
                value={custom.from}
                max={today}
                onChange={(e) => setCustom({ ...custom, from: e.target.value })}
              />
            </label>
            <label>
              To{' '}
              <input
                type="date"
                value={custom.to}
                max={today}
                onChange={(e) => setCustom({ ...custom, to: e.target.value })}
              />
            </label>
          </span>
        ) : null}
      </fieldset>
      {!valid ? <p className="failure">Choose a start day on or before the end day.</p> : null}
      <ListError error={error} />
      {stale ? (
        <p className="stats-stale" role="note">
          The server can not be reached: these are the numbers last synced, {shown.from} to {shown.to}.
        </p>
      ) : null}
      {stats ? (
        <>
          <dl className="stats-totals">
            <div>
              <dt>Visitors</dt>
              <dd data-testid="stats-visitors">{stats.visitors}</dd>
            </div>
            <div>
              <dt>Page views</dt>
              <dd data-testid="stats-pageviews">{stats.pageviews}</dd>
            </div>
          </dl>
          <h2>Visitors and page views per day</h2>
          <div className="stats-with-chart">
            <StatsChart days={stats.days} />
            <StatsTable {...table('days')} heading={false} />
          </div>
          {(['pages', 'sources', 'shows', 'plays', 'events'] as const).map((name) => (
            <StatsTable key={name} {...table(name)} />
          ))}
        </>
      ) : error ? null : (
        <p className="admin-list-count">Loading…</p>
      )}
      {valid && <SetlistNumbersPanel period={period} />}
    </section>
  );
}
