import { useEffect, useState, type FormEvent } from 'react';
import { amountText as centsText, parseMoney } from '@jazz/contracts/money';
import { useCurrency } from './use-currency';

/**
 * An amount typed in the site's currency (its sign beside the field), held as whole cents: the
 * text stays as typed while it is being typed (a lone "12." is kept), and reads as the stored
 * amount ("1,234.50") once it leaves the field.
 */
export function CentsInput({
  id,
  label,
  value,
  onChange,
  error,
}: {
  id: string;
  label: string;
  value: number;
  onChange: (cents: number) => void;
  error?: string | undefined;
}) {
  const { symbol } = useCurrency();
  const [text, setText] = useState(centsText(value));
  useEffect(() => {
    if (parseMoney(text) !== value) setText(centsText(value));
    // only a new value from outside replaces what is typed
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [value]);
  const invalid = text.trim() !== '' && parseMoney(text) === null;
  return (
    <div className="field money-field">
      <label htmlFor={id}>{label}</label>
      <span className="money-amount">
        <span className="money-sign" aria-hidden="true">
          {symbol}
        </span>
        <input
          id={id}
          inputMode="decimal"
          value={text}
          aria-invalid={invalid || Boolean(error)}
          onChange={(e) => {
            setText(e.target.value);
            const cents = e.target.value.trim() === '' ? 0 : parseMoney(e.target.value);
            if (cents !== null && cents >= 0) onChange(cents);
          }}
          onBlur={() => setText(centsText(value))}
        />
      </span>
      {invalid ? <p className="field-error">Type an amount such as 125.50.</p> : null}
      {error ? <p className="field-error">{error}</p> : null}
    </div>
  );
}

/** A decimal (hours, miles, a percentage) or a count. */
export function NumberInput({
  id,
  label,
  value,
  onChange,
  step = 'any',
}: {
  id: string;
  label: string;
  value: number;
  onChange: (value: number) => void;
  step?: string;
}) {
  return (
    <div className="field money-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="number"
        inputMode="decimal"
        min={0}
        step={step}
        value={value === 0 ? '' : value}
        onChange={(e) => onChange(e.target.value === '' ? 0 : Math.max(0, Number(e.target.value)))}
      />
    </div>
  );
}

/** A text (a textarea when multiline), with the server's message on it under the box. */
export function TextInput({
  id,
  label,
  value,
  onChange,
  type = 'text',
  multiline = false,
  error,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  type?: string;
  multiline?: boolean;
  error?: string | undefined;
}) {
  return (
    <>
      <div className="field">
        <label htmlFor={id}>{label}</label>
        {multiline ? (
          <textarea
            id={id}
            rows={3}
            value={value}
            aria-invalid={Boolean(error)}
            onChange={(e) => onChange(e.target.value)}
          />
        ) : (
          <input
            id={id}
            type={type}
            value={value}
            aria-invalid={Boolean(error)}
            onChange={(e) => onChange(e.target.value)}
          />
        )}
      </div>
      {error ? <p className="field-error">{error}</p> : null}
    </>
  );
}

/** A form's submit: the page stays, `run` (a save, a download) goes, its promise handled by itself. */
export const submitted = (run: () => unknown) => (event: FormEvent) => {
  event.preventDefault();
  void run();
};

/** How an action went (a file downloaded, an invoice mailed), said politely; nothing when there is nothing to say. */
export function MoneyNote({ text }: { text: string }) {
  return text ? (
    <p className="money-note" role="status">
      {text}
    </p>
  ) : null;
}
