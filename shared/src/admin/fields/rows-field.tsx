import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { FieldErrors } from '../../contracts';
import { CharacterCount, FieldError } from '../../forms/fields';
import { COUNT_FROM } from '../../forms/limits';
import { errorId, fieldId } from '../../forms/use-form';

/** What a row's own control (the track's audio upload) gets to be labelled and report errors like a text field. */
export interface RowControlProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
  invalid: boolean;
  describedBy: string | undefined;
  /** 'Track 2', for names like 'Audio file of track 2'. */
  rowName: string;
}

export interface RowColumn<Row> {
  key: keyof Row & string;
  label: string;
  type?: 'text' | 'url';
  multiline?: boolean;
  hint?: string;
  /** The most characters a cell takes (the schema's): a live count shows as a value nears it. */
  maxLength?: number;
  /** A control of its own instead of a text input; rendered under the column's label. */
  render?: (props: RowControlProps) => ReactNode;
}

interface RowsFieldProps<Row extends Record<string, string>> {
  /** The form field ('testimonials'); a row field's error is keyed 'testimonials.1.quote'. */
  name: string;
  /** As people say it: 'Testimonials'. */
  label: string;
  /** One row, lower case: 'testimonial' (buttons read 'Move testimonial 2 up'). */
  itemLabel: string;
  value: Row[];
  onChange: (rows: Row[]) => void;
  errors: FieldErrors;
  columns: RowColumn<Row>[];
  emptyRow: Row;
  hint?: string;
  /** Short cells (an input list): each row on one line like a table's, stacked on a phone. */
  compact?: boolean;
}

let lastKey = 0;
const newKey = () => `row-${++lastKey}`;
const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

type Focus = { key: string; target: 'up' | 'down' | 'first' } | { key: null; target: 'add' };

/**
 * Repeatable rows (testimonials, discography, tracks...): add, remove, move up and down. Each
 * row is a group named 'Testimonial 2' with labelled fields; after a move the focus stays on
 * the moved row's button and a live region says where the row went.
 */
export function RowsField<Row extends Record<string, string>>({
  name,
  label,
  itemLabel,
  value,
  onChange,
  errors,
  columns,
  emptyRow,
  hint,
  compact = false,
}: RowsFieldProps<Row>) {
  // stable React keys beside the rows (rows are plain values sent to the server as they are)
  const [keys, setKeys] = useState<string[]>(() => value.map(newKey));
  let rowKeys = keys;
  if (keys.length !== value.length) {
    // the form was reset (a load, "take theirs"): rebuild the keys for the new rows
    rowKeys = value.map((_, i) => keys[i] ?? newKey());
    setKeys(rowKeys);
  }
  const [focus, setFocus] = useState<Focus | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const box = useRef<HTMLFieldSetElement>(null);
  const Item = capitalise(itemLabel);

  useEffect(() => {
    if (!focus || !box.current) return;
    const selector =
      focus.target === 'add'
        ? '[data-action="add"]'
        : focus.target === 'first'
          ? `[data-row="${focus.key}"] input, [data-row="${focus.key}"] textarea`
          : `[data-row="${focus.key}"] [data-action="${focus.target}"]`;
    let target = box.current.querySelector<HTMLElement>(selector);
    // at the top or the bottom the button is disabled: the other direction keeps the focus in the row
    if (target instanceof HTMLButtonElement && target.disabled && focus.key)
      target = box.current.querySelector(
        `[data-row="${focus.key}"] [data-action="${focus.target === 'up' ? 'down' : 'up'}"]`,
      );
    target?.focus();
    setFocus(null);
  }, [focus]);

  function add() {
    const key = newKey();
    setKeys([...rowKeys, key]);
    onChange([...value, { ...emptyRow }]);
    setFocus({ key, target: 'first' });
    setAnnouncement(`${Item} ${value.length + 1} added.`);
  }

  function remove(index: number) {
    setKeys(rowKeys.filter((_, i) => i !== index));
    onChange(value.filter((_, i) => i !== index));
    setFocus({ key: null, target: 'add' });
    setAnnouncement(`${Item} ${index + 1} removed.`);
  }

  function move(index: number, direction: 'up' | 'down') {
    const to = direction === 'up' ? index - 1 : index + 1;
    if (to < 0 || to >= value.length) return;
    const swap = <T,>(list: T[]) => {
      const next = [...list];
      [next[index], next[to]] = [next[to]!, next[index]!];
      return next;
    };
    setKeys(swap(rowKeys));
    onChange(swap(value));
    setFocus({ key: rowKeys[index]!, target: direction });
    setAnnouncement(`${Item} ${index + 1} moved ${direction} to position ${to + 1}.`);
  }

  function setCell(index: number, key: keyof Row & string, cell: string) {
    onChange(value.map((row, i) => (i === index ? { ...row, [key]: cell } : row)));
  }

  const listError = errors[name];
  // the form hook focuses the first field with an error: a row's own field when it has one,
  // the list itself when the message is about the list (too many rows)
  const rowErrors = Object.keys(errors).some((key) => key.startsWith(`${name}.`));
  return (
    <fieldset
      ref={box}
      id={rowErrors ? undefined : fieldId(name)}
      tabIndex={-1}
      className={compact ? 'rows-field rows-field-compact' : 'rows-field'}
      aria-describedby={listError ? errorId(name) : undefined}
    >
      <legend>{label}</legend>
      {hint ? <p className="field-hint">{hint}</p> : null}
      {value.length === 0 ? <p className="field-hint">No {label.toLowerCase()} yet.</p> : null}
      <ol className="rows">
        {value.map((row, index) => {
          const rowName = `${Item} ${index + 1}`;
          return (
            <li key={rowKeys[index]} data-row={rowKeys[index]} className="row">
              <fieldset>
                <legend>{rowName}</legend>
                {columns.map((column) => {
                  const cellName = `${name}.${index}.${column.key}`;
                  const id = fieldId(cellName);
                  const invalid = Boolean(errors[cellName]);
                  const cell = row[column.key] ?? '';
                  const counting = column.maxLength !== undefined && cell.length >= column.maxLength * COUNT_FROM;
                  const describedBy =
                    [
                      invalid ? errorId(cellName) : null,
                      column.hint ? `${id}-hint` : null,
                      counting ? `${id}-count` : null,
                    ]
                      .filter(Boolean)
                      .join(' ') || undefined;
                  const change = (next: string) => setCell(index, column.key, next);
                  return (
                    <div className="field" key={column.key}>
                      <label htmlFor={id}>{column.label}</label>
                      {column.render ? (
                        column.render({ id, value: cell, onChange: change, invalid, describedBy, rowName })
                      ) : column.multiline ? (
                        <textarea
                          id={id}
                          name={cellName}
                          rows={4}
                          value={cell}
                          onChange={(event) => change(event.target.value)}
                          aria-invalid={invalid}
                          aria-describedby={describedBy}
                        />
                      ) : (
                        <input
                          id={id}
                          name={cellName}
                          type={column.type ?? 'text'}
                          value={cell}
                          onChange={(event) => change(event.target.value)}
                          aria-invalid={invalid}
                          aria-describedby={describedBy}
                          autoComplete="off"
                        />
                      )}
                      {column.hint ? (
                        <span id={`${id}-hint`} className="field-hint">
                          {column.hint}
                        </span>
                      ) : null}
                      <CharacterCount id={`${id}-count`} length={cell.length} max={column.maxLength} />
                      <FieldError name={cellName} errors={errors} />
                    </div>
                  );
                })}
                <div className="row-actions">
                  {(['up', 'down'] as const).map((direction) => (
                    <button
                      key={direction}
                      type="button"
                      className="secondary"
                      data-action={direction}
                      aria-label={`Move ${itemLabel} ${index + 1} ${direction}`}
                      disabled={direction === 'up' ? index === 0 : index === value.length - 1}
                      onClick={() => move(index, direction)}
                    >
                      {`Move ${direction}`}
                    </button>
                  ))}
                  <button
                    type="button"
                    className="danger"
                    aria-label={`Remove ${itemLabel} ${index + 1}`}
                    onClick={() => remove(index)}
                  >
                    Remove
                  </button>
                </div>
              </fieldset>
            </li>
          );
        })}
      </ol>
      <button type="button" data-action="add" onClick={add}>
        Add {itemLabel}
      </button>
      <FieldError name={name} errors={errors} />
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
    </fieldset>
  );
}
