/** A period of whole days: From and To as YYYY-MM-DD, both included. */
export interface DayPeriod {
  from: string;
  to: string;
}

/**
 * A period's From and To, each a labelled date input (ids `${id}-from` and `${id}-to`) in a
 * `.field` (or `className`); `onChange` gets the end that changed.
 */
export function PeriodFields({
  id,
  period,
  onChange,
  className = 'field',
}: {
  id: string;
  period: DayPeriod;
  onChange: (change: Partial<DayPeriod>) => void;
  className?: string;
}) {
  return (
    <>
      {(['from', 'to'] as const).map((end) => (
        <div key={end} className={className}>
          <label htmlFor={`${id}-${end}`}>{end === 'from' ? 'From' : 'To'}</label>
          <input
            id={`${id}-${end}`}
            type="date"
            value={period[end]}
            onChange={(e) => onChange(end === 'from' ? { from: e.target.value } : { to: e.target.value })}
          />
        </div>
      ))}
    </>
  );
}
