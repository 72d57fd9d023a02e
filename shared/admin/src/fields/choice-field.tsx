/**
 * A labelled select of fixed choices, each a value and its words. `onChange` gets the chosen
 * choice's own value (a number stays a number, a union member stays typed): no cast of the
 * select's string.
 */
export function ChoiceField<T extends string | number>({
  id,
  label,
  value,
  choices,
  onChange,
}: {
  id: string;
  label: string;
  value: T;
  choices: readonly (readonly [value: T, words: string])[];
  onChange: (value: T) => void;
}) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        value={value}
        onChange={(e) => {
          const chosen = choices.find(([option]) => String(option) === e.target.value);
          if (chosen) onChange(chosen[0]);
        }}
      >
        {choices.map(([option, words]) => (
          <option key={option} value={option}>
            {words}
          </option>
        ))}
      </select>
    </div>
  );
}
