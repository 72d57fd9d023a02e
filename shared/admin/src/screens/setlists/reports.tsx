import { useState } from 'react';
import { PeriodFields } from '../../fields/period-fields';
import { Link } from 'react-router-dom';
import { PROS } from '@jazz/contracts';
import { dateText } from '@jazz/contracts/shows/format';
import { dayStart, isRealDay } from '@jazz/contracts/time';
import { downloadCsv } from '../../download';
import { useAdminHost } from '../../host';
import { useAdminPath } from '../../paths';
import { useData, useLoadedList } from '../../use-data';
import { ListHeader } from '../screen-header';
import { defaultReportPeriod, reportedShows, reportWrittenText, showsWithoutAddress } from './report-texts';
import { useShowsOfPeriod } from './use-shows-of-period';
import { DataError } from '../../data-error';

/**
 * Reports: the royalty report of a period for one organisation (or all), downloaded as CSV, and
 * the shows of the period that still lack a final setlist, to finish before reporting.
 */
export function Reports() {
  const { api, timezone } = useAdminHost();
  const path = useAdminPath();
  const tunes = useLoadedList('tunes', (s) => s.items);
  const [period, setPeriod] = useState(() => defaultReportPeriod(Date.now(), timezone));
  const venuesRead = useData('the venues', [], (client) => client.venues.list());
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
  // organisations ask for the street address of each show: the report's shows without one
  const noAddress = showsWithoutAddress(reportedShows(events, from, to), venuesRead.data ?? []).sort(
    (a, b) => Date.parse(a.startDate) - Date.parse(b.startDate),
  );
  const showLink = (e: (typeof events)[number]) => (
    <Link to={`${path('edit-event')}?id=${encodeURIComponent(e._id)}`}>
      {dateText(e.startDate, timezone)} — {e.venue} ({e.group})
    </Link>
  );

  async function report() {
    setMessage('');
    try {
      const csv = await api.performancesCsv.export(period.from, period.to, pro);
      downloadCsv(`performances-${pro || 'all'}-${period.from}-${period.to}.csv`, csv);
      setMessage(reportWrittenText(csv, pro));
    } catch (error) {
      setMessage(error instanceof Error ? error.message : String(error));
    }
  }

  return (
    <section className="admin-screen reports">
      <ListHeader title="Reports" back={path()} />
      <DataError reads={[eventsRead, venuesRead]} />
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
      {noAddress.length > 0 ? (
        <div className="reports-warning" role="note" aria-labelledby="reports-no-address">
          <h2 id="reports-no-address">
            {noAddress.length === 1 ? '1 show' : `${noAddress.length} shows`} of the report without a street address
          </h2>
          <p>
            Organisations ask for the venue’s street address. Give it to the show, or choose its saved venue (a venue
            typed by hand that names a saved one, in the same town, takes that venue’s address).
          </p>
          <ul>
            {noAddress.map((e) => (
              <li key={e._id}>{showLink(e)}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <h2>Shows without a final setlist</h2>
      {unfinished.length === 0 ? (
        <p>Every show of the period has its final setlist.</p>
      ) : (
        <ul className="reports-unfinished">
          {unfinished.map((e) => (
            <li key={e._id}>
              {showLink(e)}
              {e.setlist ? ' (draft)' : ''}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
