import { useMemo, useState } from 'react';
import { keysOf, type Stats } from '@jazz/contracts';
import { showLabel, statsTable, type StatsTableName } from '@jazz/contracts/csv/stats';
import { useAdminHost } from '../../host';
import { useAdminPath } from '../../paths';
import { DataError, Loading } from '../../data-error';
import { useData } from '../../use-data';
import { ListHeader } from '../screen-header';
import { dayOf, isRealDay } from '@jazz/contracts/time';
import { lastDays, PERIOD_LABELS, type PeriodChoice } from './period';
import { StatsChart } from './stats-chart';
import { StatsTable } from './stats-table';
import { SetlistNumbersPanel } from '../setlists/setlist-numbers-panel';
import './stats.css';

/**
 * What the site does for the owner: visitors and page views per day, top pages and
 * sources, shows with their page views and ticket clicks, plays, sign-ups and requests, for
 * the last 7, 30 or 90 days or a custom period. Every table downloads as CSV.
 */
export function StatsScreen() {
  const { timezone } = useAdminHost();
  const path = useAdminPath();
  const today = dayOf(Date.now(), timezone);
  const [choice, setChoice] = useState<PeriodChoice>('30');
  const [custom, setCustom] = useState(() => lastDays(30, today));
  const period = choice === 'custom' ? custom : lastDays(Number(choice), today);
  const valid = isRealDay(period.from) && isRealDay(period.to) && period.from <= period.to;
  // the numbers shown stay while the next period is read
  const statsRead = useData(
    'the numbers',
    valid ? [period.from, period.to] : null,
    (api) => api.stats.read(period.from, period.to),
    { keep: true },
  );
  const stats = statsRead.data ?? null;
  // the show names for older answers that carry none
  const eventsRead = useData('the shows', [], (api) => api.events.list());
  const events = eventsRead.data;

  const showName = useMemo(() => {
    const byId = new Map((events ?? []).map((e) => [e._id, e]));
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
      <DataError reads={[statsRead, eventsRead]} />
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
      ) : statsRead.loading ? (
        <Loading />
      ) : null}
      {valid && <SetlistNumbersPanel period={period} />}
    </section>
  );
}
