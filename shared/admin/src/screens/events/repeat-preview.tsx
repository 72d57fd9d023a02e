import { describeRepeat, MAX_SERIES_DATES, type Repeat } from '@jazz/contracts';
import type { seriesOccurrences } from '@jazz/contracts/recurrence';
import { dateTimeText } from '@jazz/contracts/shows/format';

type SeriesDate = ReturnType<typeof seriesOccurrences>[number];

/** The dates a repeat will make, each with a box to skip it (a holiday, a night away). */
export function RepeatPreview({
  repeat,
  dates,
  skip,
  onSkip,
  timeZone,
}: {
  repeat: Repeat;
  dates: SeriesDate[];
  /** The skipped dates (local yyyy-mm-dd); some may no longer be among `dates`. */
  skip: string[];
  onSkip: (skip: string[]) => void;
  timeZone: string;
}) {
  const skipped = skip.filter((day) => dates.some((d) => d.date === day));
  return (
    <div className="repeat-preview" aria-live="polite">
      <p>
        {describeRepeat(repeat)}: {dates.length} {dates.length === 1 ? 'date' : 'dates'}
        {dates.length > MAX_SERIES_DATES ? ` (at most ${MAX_SERIES_DATES})` : ''}
        {skipped.length > 0 ? `, ${skipped.length} skipped` : ''}
      </p>
      <p className="field-hint">Tick a date to skip it (a holiday, a night away).</p>
      <ol className="repeat-dates" aria-label="Dates it will create">
        {dates.slice(0, MAX_SERIES_DATES).map((date) => (
          <li key={date.date}>
            <label>
              <input
                type="checkbox"
                checked={skip.includes(date.date)}
                onChange={(e) => onSkip(e.target.checked ? [...skip, date.date] : skip.filter((d) => d !== date.date))}
              />{' '}
              Skip {dateTimeText(date.start, timeZone)}
            </label>
          </li>
        ))}
      </ol>
    </div>
  );
}
