import type { ReactNode } from 'react';
import type { FieldErrors } from '@jazz/contracts';
import { CharacterCount, FieldError } from '@jazz/client/forms/fields';
import { COUNT_FROM } from '@jazz/client/forms/limits';
import { errorId, fieldId } from '@jazz/client/forms/use-form';
import { useRowList } from './use-row-list';

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

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * One cell of a row: its label, its control (a text input, a text area or the column's own), hint,
 * count and error. It is given its text and its name in the form ('testimonials.1.quote'), the
 * key of its error.
 */
function RowCell<Row extends Record<string, string>>({
  cellName,
  cell,
  rowName,
  column,
  errors,
  onChange,
}: {
  cellName: string;
  cell: string;
  rowName: string;
  column: RowColumn<Row>;
  errors: FieldErrors;
  onChange: (cell: string) => void;
}) {
  const id = fieldId(cellName);
  const invalid = Boolean(errors[cellName]);
  const counting = column.maxLength !== undefined && cell.length >= column.maxLength * COUNT_FROM;
  const describedBy =
    [invalid ? errorId(cellName) : null, column.hint ? `${id}-hint` : null, counting ? `${id}-count` : null]
      .filter(Boolean)
      .join(' ') || undefined;
  return (
    <div className="field">
      <label htmlFor={id}>{column.label}</label>
      {column.render ? (
        column.render({ id, value: cell, onChange, invalid, describedBy, rowName })
      ) : column.multiline ? (
        <textarea
          id={id}
          name={cellName}
          rows={4}
          value={cell}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={invalid}
          aria-describedby={describedBy}
        />
      ) : (
        <input
          id={id}
          name={cellName}
          type={column.type ?? 'text'}
          value={cell}
          onChange={(event) => onChange(event.target.value)}
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
}

/** A row's Move up, Move down and Remove, named by the row ('Move testimonial 2 up'). */
function RowActions({
  itemLabel,
  index,
  count,
  onMove,
  onRemove,
}: {
  itemLabel: string;
  index: number;
  count: number;
  onMove: (direction: 'up' | 'down') => void;
  onRemove: () => void;
}) {
  return (
    <div className="row-actions">
      {(['up', 'down'] as const).map((direction) => (
        <button
          key={direction}
          type="button"
          className="secondary"
          data-action={direction}
          aria-label={`Move ${itemLabel} ${index + 1} ${direction}`}
          disabled={direction === 'up' ? index === 0 : index === count - 1}
          onClick={() => onMove(direction)}
        >
          {`Move ${direction}`}
        </button>
      ))}
      <button type="button" className="danger" aria-label={`Remove ${itemLabel} ${index + 1}`} onClick={onRemove}>
        Remove
      </button>
    </div>
  );
}

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
  const Item = capitalise(itemLabel);
  const { box, rowKeys, announcement, add, remove, move, setCell } = useRowList(value, onChange, emptyRow, Item);
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
                {columns.map((column) => (
                  <RowCell
                    key={column.key}
                    cellName={`${name}.${index}.${column.key}`}
                    cell={row[column.key] ?? ''}
                    rowName={rowName}
                    column={column}
                    errors={errors}
                    onChange={(next) => setCell(index, column.key, next)}
                  />
                ))}
                <RowActions
                  itemLabel={itemLabel}
                  index={index}
                  count={value.length}
                  onMove={(direction) => move(index, direction)}
                  onRemove={() => remove(index)}
                />
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
