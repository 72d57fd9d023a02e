import { useState } from 'react';
import { PeriodFields } from '../../fields/period-fields';
import { Link } from 'react-router-dom';
import { PROS } from '@jazz/contracts';
import { dateText } from '@jazz/contracts/shows/format';
import { addDays, dayOf, dayParts, dayStart, dayText, isRealDay } from '@jazz/contracts/time';
import { download } from '../../download';
import { useAdminHost } from '../../host';
import { useAdminPath } from '../../paths';
import { useLoadedList } from '../../use-data';
import { ListHeader } from '../screen-header';
import { useShowsOfPeriod } from './use-shows-of-period';
import { DataError } from '../../data-error';

/** The first day of the quarter before today's: organisations ask for a quarter at a time. */
function lastQuarter(today: string): { from: string; to: string } {
  const [y, m] = dayParts(today);
  const quarter = Math.floor((m - 1) / 3);
  const [year, first] = quarter === 0 ? [y - 1, 10] : [y, quarter * 3 - 2];
  // dayText rolls a 13th month over into January of the next year
  return { from: dayText(year, first, 1), to: addDays(dayText(year, first + 3, 1), -1) };
}

/**
 * Reports: the royalty report of a period for one organisation (or all), downloaded as CSV, and
 * the shows of the period that still lack a final setlist, to finish before reporting.
 */
export function Reports() {
  const { api, timezone } = useAdminHost();
  const path = useAdminPath();
  const tunes = useLoadedList('tunes', (s) => s.items);
  const [period, setPeriod] = useState(() => lastQuarter(dayOf(Date.now(), timezone)));
  const [pro, setPro] = useState('');
  const [message, setMessage] = useState('');
  const valid = isRealDay(period.from) && isRealDay(period.to) && period.from <= period.to;
  const eventsRead = useShowsOfPeriod(valid ? period.from : null, valid ? period.to : null);
  const events = eventsRead.data ?? [];
  const pros = [...new Set([...PROS, ...tunes.flatMap((t) => t.composers.map((c) => c.pro ?? '').filter(Boolean))])];

  const from = valid ? dayStart(timezone, period.from) : 0;
  const to = valid ? dayStart(timezone, period.to, 1) : 0;
  const now = Date.now();
  const unfinished = events
    .filter((e) => {
      const start = Date.parse(e.startDate);
      return (
        start >= from &&
        start < to &&
        start <= now &&
        e.status !== 'cancelled' &&
        e.status !== 'postponed' &&
        !e.setlist?.final
      );
    })
    .sort((a, b) => Date.parse(a.startDate) - Date.parse(b.startDate));

  async function report() {
    setMessage('');
    try {
      const csv = await api.performancesCsv.export(period.from, period.to, pro);
      // with a BOM, so spreadsheet programs read the writers' accented names right
      download(
        `performances-${pro || 'all'}-${period.from}-${period.to}.csv`,
        `\uFEFF${csv}`,
        'text/csv;charset=utf-8',
      );
      setMessage('The report is downloaded.');
    } catch (error) {
      setMessage(error instanceof Error ? error.message : String(error));
    }
  }

  return (
    <section className="admin-screen reports">
      <ListHeader title="Reports" back={path()} />
      <DataError reads={[eventsRead]} />
      <p>
        The royalty report lists every tune of the final setlists of the period, one row per performance, with the venue
        and the writers: what BMI Live, ASCAP OnStage, SESAC and SOCAN ask for.
      </p>
      <div className="reports-choice">
        <PeriodFields id="report" period={period} onChange={(change) => setPeriod({ ...period, ...change })} />
        <div className="field">
          <label htmlFor="report-pro">Organisation</label>
          <select id="report-pro" value={pro} onChange={(e) => setPro(e.target.value)}>
            <option value="">All organisations</option>
            {pros.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        </div>
        <button type="button" disabled={!valid} onClick={() => void report()}>
          Download the report (CSV)
        </button>
      </div>
      {message && <p role="status">{message}</p>}
      <h2>Shows without a final setlist</h2>
      {unfinished.length === 0 ? (
        <p>Every show of the period has its final setlist.</p>
      ) : (
        <ul className="reports-unfinished">
          {unfinished.map((e) => (
            <li key={e._id}>
              <Link to={`${path('edit-event')}?id=${encodeURIComponent(e._id)}`}>
                {dateText(e.startDate, timezone)} — {e.venue} ({e.group})
              </Link>
              {e.setlist ? ' (draft)' : ''}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
