import { useMemo } from 'react';
import type { Stats } from '@jazz/contracts';
import { showLabel, statsTable, type StatsTableName } from '@jazz/contracts/csv/stats';
import { useAdminHost } from '../../host';
import { useAdminPath } from '../../paths';
import { DataError, Loading } from '../../data-error';
import { useData } from '../../use-data';
import { ListHeader } from '../screen-header';
import { PeriodPicker, useStatsPeriod } from './period-picker';
import { StatsChart } from './stats-chart';
import { StatsTable } from './stats-table';
import { SetlistNumbersPanel } from '../setlists/setlist-numbers-panel';
import './stats.css';

/** A show's name for the tables: from the numbers, or from the list of shows for older answers. */
function useShowName() {
  const { timezone } = useAdminHost();
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
  return { eventsRead, showName };
}

/**
 * What the site does for the owner: visitors and page views per day, top pages and
 * sources, shows with their page views and ticket clicks, plays, sign-ups and requests, for
 * the last 7, 30 or 90 days or a custom period. Every table downloads as CSV.
 */
export function StatsScreen() {
  const path = useAdminPath();
  const choice = useStatsPeriod();
  const { period, valid } = choice;
  // the numbers shown stay while the next period is read
  const statsRead = useData(
    'the numbers',
    valid ? [period.from, period.to] : null,
    (api) => api.stats.read(period.from, period.to),
    { keep: true },
  );
  const stats = statsRead.data ?? null;
  const { eventsRead, showName } = useShowName();

  // offline, the desktop answers with the numbers last synced: say which period they are
  const shown = stats && stats.days.length > 0 ? { from: stats.days[0]!.date, to: stats.days.at(-1)!.date } : null;
  const stale = shown && valid && (shown.from !== period.from || shown.to !== period.to);

  return (
    <section className="admin-screen admin-stats">
      <ListHeader title="Stats" back={path()} />
      <PeriodPicker {...choice} />
      {!valid ? <p className="failure">Choose a start day on or before the end day.</p> : null}
      <DataError reads={[statsRead, eventsRead]} />
      {stale ? (
        <p className="stats-stale" role="note">
          The server can not be reached: these are the numbers last synced, {shown.from} to {shown.to}.
        </p>
      ) : null}
      {stats ? (
        <StatsNumbers stats={stats} showName={showName} suffix={shown ? `${shown.from}-to-${shown.to}` : 'stats'} />
      ) : statsRead.loading ? (
        <Loading />
      ) : null}
      {valid && <SetlistNumbersPanel period={period} />}
    </section>
  );
}

/** The totals, the chart and every table (each downloads as `<table>-<from>-to-<to>.csv`). */
function StatsNumbers({
  stats,
  showName,
  suffix,
}: {
  stats: Stats;
  showName: ReturnType<typeof useShowName>['showName'];
  suffix: string;
}) {
  const table = (name: StatsTableName) => ({ ...statsTable(stats, name, showName), file: `${name}-${suffix}` });
  return (
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
  );
}
