import { useState } from 'react';
import { keysOf } from '@jazz/contracts';
import { dayOf, isRealDay } from '@jazz/contracts/time';
import { useAdminHost } from '../../host';
import { lastDays, PERIOD_LABELS, type PeriodChoice } from './period';

/** The chosen period (the last 30 days at first), and whether its days make a period. */
export function useStatsPeriod() {
  const { timezone } = useAdminHost();
  const today = dayOf(Date.now(), timezone);
  const [choice, setChoice] = useState<PeriodChoice>('30');
  const [custom, setCustom] = useState(() => lastDays(30, today));
  const period = choice === 'custom' ? custom : lastDays(Number(choice), today);
  const valid = isRealDay(period.from) && isRealDay(period.to) && period.from <= period.to;
  return { today, choice, setChoice, custom, setCustom, period, valid };
}

type StatsPeriod = ReturnType<typeof useStatsPeriod>;

/** Period: the last 7, 30 or 90 days, or custom with its From and To days. */
export function PeriodPicker({ today, choice, setChoice, custom, setCustom }: StatsPeriod) {
  return (
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
  );
}
