import { useEffect, useRef, useState } from 'react';

let lastKey = 0;
const newKey = () => `row-${++lastKey}`;

type Focus = { key: string; target: 'up' | 'down' | 'first' } | { key: null; target: 'add' };

/** The list with the items at `index` and `to` swapped. */
function swapped<T>(list: T[], index: number, to: number): T[] {
  const next = [...list];
  [next[index], next[to]] = [next[to]!, next[index]!];
  return next;
}

/**
 * Adding, removing, moving and editing the rows of a list field: stable React keys beside the
 * rows, the focus after each change (the moved row's button, a new row's first field, Add after a
 * removal) and the sentence a live region says of it. `box` is the field's fieldset.
 */
export function useRowList<Row extends Record<string, string>>(
  value: Row[],
  onChange: (rows: Row[]) => void,
  emptyRow: Row,
  /** One row, capitalised: 'Testimonial'. */
  Item: string,
) {
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
    setKeys(swapped(rowKeys, index, to));
    onChange(swapped(value, index, to));
    setFocus({ key: rowKeys[index]!, target: direction });
    setAnnouncement(`${Item} ${index + 1} moved ${direction} to position ${to + 1}.`);
  }

  function setCell(index: number, key: keyof Row & string, cell: string) {
    onChange(value.map((row, i) => (i === index ? { ...row, [key]: cell } : row)));
  }

  return { box, rowKeys, announcement, add, remove, move, setCell };
}
