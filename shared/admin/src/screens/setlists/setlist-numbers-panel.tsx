import { useState } from 'react';
import { PeriodFields } from '../../fields/period-fields';
import { setlistNumbers } from '@jazz/contracts/shows/setlist-numbers';
import { dayOf, dayStart, isRealDay } from '@jazz/contracts/time';
import { useAdminHost } from '../../host';
import { useLoadedList } from '../../use-data';
import { HeaderRow } from '../../table';
import { useShowsOfPeriod } from './use-shows-of-period';
import { DataError } from '../../data-error';

/**
 * His numbers: the most played tunes of a period (inclusive days of the site's zone) and band,
 * and his originals' share of what he played. On the Repertoire screen and the Stats screen
 * (which hands its own period in).
 */
export function SetlistNumbersPanel({ period }: { period?: { from: string; to: string } }) {
  const { timezone } = useAdminHost();
  const tunes = useLoadedList('tunes', (s) => s.items);
  const today = dayOf(Date.now(), timezone);
  const [own, setOwn] = useState({ from: `${today.slice(0, 4)}-01-01`, to: today });
  const [band, setBand] = useState('');
  const shown = period ?? own;
  const valid = isRealDay(shown.from) && isRealDay(shown.to) && shown.from <= shown.to;
  const eventsRead = useShowsOfPeriod(valid ? shown.from : null, valid ? shown.to : null);
  const events = eventsRead.data ?? [];
  const bands = [...new Set(events.filter((e) => e.setlist).map((e) => e.group.trim()))].sort();
  const numbers = valid
    ? setlistNumbers(events, tunes, {
        from: dayStart(timezone, shown.from),
        to: dayStart(timezone, shown.to, 1),
        band,
        now: Date.now(),
      })
    : null;

  return (
    <section className="setlist-numbers" aria-labelledby="setlist-numbers-heading">
      <h2 id="setlist-numbers-heading">Most played tunes</h2>
      <DataError reads={[eventsRead]} />
      <div className="setlist-numbers-choice">
        {!period && <PeriodFields id="numbers" period={own} onChange={(change) => setOwn({ ...own, ...change })} />}
        <div className="field">
          <label htmlFor="numbers-band">Band</label>
          <select id="numbers-band" value={band} onChange={(e) => setBand(e.target.value)}>
            <option value="">All bands</option>
            {bands.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        </div>
      </div>
      {numbers && numbers.plays > 0 ? (
        <>
          <p>
            {numbers.plays} tunes played at {numbers.shows} {numbers.shows === 1 ? 'show' : 'shows'}; originals:{' '}
            <strong>{Math.round(numbers.originalsShare * 100)}%</strong>.
          </p>
          <table className="admin-table">
            <caption className="visually-hidden">Most played tunes</caption>
            <HeaderRow labels={['Tune', 'Times played']} />
            <tbody>
              {numbers.top.slice(0, 15).map((row) => (
                <tr key={row.tuneId}>
                  <td>
                    {row.title}
                    {row.original ? ' (original)' : ''}
                  </td>
                  <td>{row.plays}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      ) : (
        <p>No setlists in this period.</p>
      )}
    </section>
  );
}
