import { useMemo } from 'react';
import { ChoiceField } from '../../fields/choice-field';
import {
  MAX_SERIES_DATES,
  SET_POSITIONS,
  type EventValues,
  type Repeat,
  type SeriesData,
  type ValidEventData,
  type Weekday,
} from '@jazz/contracts';
import { seriesOccurrences } from '@jazz/contracts/recurrence';
import { dayAndTime, wallClock } from '@jazz/contracts/time';
import { RepeatPreview } from './repeat-preview';

/** "Repeats" of Add Event: no, weekly or monthly, with an end. */
export interface RepeatChoice {
  freq: 'no' | 'weekly' | 'monthly';
  bySetPos: (typeof SET_POSITIONS)[number];
  end: 'until' | 'count' | 'none';
  until: string;
  count: string;
  /** Dates of the list not to play (local yyyy-mm-dd): made, then deleted alone, so they stay away. */
  skip: string[];
}

export const noRepeat: RepeatChoice = { freq: 'no', bySetPos: 1, end: 'until', until: '', count: '', skip: [] };

/** The dates of a new series to delete at once: those the form's list marked "Skip". */
export function skippedEvents(
  events: readonly { _id: string; startDate: string }[],
  skip: readonly string[],
  timeZone: string,
): string[] {
  const skipped = new Set(skip);
  return events.filter((e) => skipped.has(localOf(e.startDate, timeZone).date)).map((e) => e._id);
}

const DAYS: Weekday[] = ['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA'];
const POSITION_LABELS: Record<RepeatChoice['bySetPos'], string> = {
  1: 'First',
  2: 'Second',
  3: 'Third',
  4: 'Fourth',
  [-1]: 'Last',
};
const FREQUENCIES = [
  ['no', 'No'],
  ['weekly', 'Weekly'],
  ['monthly', 'Monthly'],
] as const satisfies readonly (readonly [RepeatChoice['freq'], string])[];
const ENDS = [
  ['until', 'On a date'],
  ['count', 'After a number of dates'],
  ['none', 'Never (kept a year ahead)'],
] as const satisfies readonly (readonly [RepeatChoice['end'], string])[];
/** The local day and time of an instant in the site's zone: "2026-12-03", "19:00", "TH". */
function localOf(iso: string, timeZone: string) {
  return { ...dayAndTime(iso, timeZone), day: DAYS[wallClock(iso, timeZone).weekday]! };
}

/** The rule of a choice for a show starting at `startDate`: on its weekday, at its local time. */
export function ruleOf(choice: RepeatChoice, values: Pick<EventValues, 'startDate' | 'endDate'>, timeZone: string) {
  if (choice.freq === 'no' || !values.startDate || Number.isNaN(Date.parse(values.startDate))) return null;
  const start = localOf(values.startDate, timeZone);
  const repeat: Repeat =
    choice.freq === 'weekly'
      ? { freq: 'weekly', byDay: [start.day] }
      : { freq: 'monthly', byDay: [start.day], bySetPos: choice.bySetPos };
  const count = Number(choice.count);
  return {
    repeat,
    startTime: start.time,
    endTime: values.endDate ? localOf(values.endDate, timeZone).time : '',
    from: start.date,
    until: choice.end === 'until' ? choice.until : '',
    count: choice.end === 'count' && Number.isInteger(count) && count > 0 ? count : null,
  };
}

/** The body of POST /api/series/create: the form's event fields (but the dates) and the rule. */
export function seriesDataOf(data: ValidEventData, rule: NonNullable<ReturnType<typeof ruleOf>>): SeriesData {
  const { startDate: _start, endDate: _end, ...template } = data;
  return { ...template, ...rule };
}

/** The dates a rule makes, for the list before saving ([] while the rule can not make any). */
function useRepeatDates(rule: ReturnType<typeof ruleOf>, timeZone: string) {
  const ruleKey = rule ? JSON.stringify(rule) : '';
  return useMemo(() => {
    // the rule of this render, by value (the key keeps the memo from recomputing on every render)
    const rule: ReturnType<typeof ruleOf> = ruleKey ? JSON.parse(ruleKey) : null;
    if (!rule || (rule.until && rule.until < rule.from)) return [];
    try {
      // a series with no end: about 12 months ahead, as the server makes it
      const horizon = new Date(Date.now() + 365 * 86_400_000).toISOString();
      return seriesOccurrences(rule, timeZone, horizon);
    } catch {
      return [];
    }
  }, [ruleKey, timeZone]);
}

/** Repeats, its end, and the dates it will make, listed before saving. */
export function RepeatFields({
  choice,
  onChange,
  values,
  timeZone,
}: {
  choice: RepeatChoice;
  onChange: (choice: RepeatChoice) => void;
  values: EventValues;
  timeZone: string;
}) {
  const rule = ruleOf(choice, values, timeZone);
  const dates = useRepeatDates(rule, timeZone);
  const set = (patch: Partial<RepeatChoice>) => onChange({ ...choice, ...patch });
  return (
    <fieldset className="repeat-fields">
      <legend>Repeats</legend>
      <ChoiceField
        id="repeat-freq"
        label="Repeats"
        value={choice.freq}
        choices={FREQUENCIES}
        onChange={(freq) => set({ freq })}
      />
      {choice.freq === 'monthly' && (
        <ChoiceField
          id="repeat-position"
          label="Which week of the month"
          value={choice.bySetPos}
          choices={SET_POSITIONS.map((n) => [n, POSITION_LABELS[n]] as const)}
          onChange={(bySetPos) => set({ bySetPos })}
        />
      )}
      {choice.freq !== 'no' && (
        <>
          <RepeatEnd choice={choice} set={set} />
          {!rule ? (
            <p className="hint">Choose the first date and time above.</p>
          ) : (
            <RepeatPreview
              repeat={rule.repeat}
              dates={dates}
              skip={choice.skip}
              onSkip={(skip) => set({ skip })}
              timeZone={timeZone}
            />
          )}
        </>
      )}
    </fieldset>
  );
}

/** Ends: on a date, after a number of dates, or never. */
function RepeatEnd({ choice, set }: { choice: RepeatChoice; set: (patch: Partial<RepeatChoice>) => void }) {
  return (
    <>
      <ChoiceField id="repeat-end" label="Ends" value={choice.end} choices={ENDS} onChange={(end) => set({ end })} />
      {choice.end === 'until' && (
        <RepeatInput
          id="repeat-until"
          label="Last date"
          type="date"
          value={choice.until}
          onChange={(until) => set({ until })}
        />
      )}
      {choice.end === 'count' && (
        <RepeatInput
          id="repeat-count"
          label="Number of dates"
          type="number"
          min={1}
          max={MAX_SERIES_DATES}
          value={choice.count}
          onChange={(count) => set({ count })}
        />
      )}
    </>
  );
}

function RepeatInput({
  id,
  label,
  onChange,
  ...input
}: {
  id: string;
  label: string;
  type: 'date' | 'number';
  value: string;
  min?: number;
  max?: number;
  onChange: (value: string) => void;
}) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input id={id} {...input} onChange={(e) => onChange(e.target.value)} />
    </div>
  );
}
