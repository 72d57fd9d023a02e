import { useId, useState, type KeyboardEvent } from 'react';
import { tuneKey, type Tune } from '@jazz/contracts';
import { matchTunes } from '@jazz/contracts/shows/setlists';

interface TunePickerProps {
  tunes: readonly Tune[];
  /** The repertoire is still being read: nothing is offered as new yet (it may be there). */
  reading?: boolean;
  /** A tune of the repertoire was chosen. */
  onPick: (tune: Tune) => void;
  /** A title the repertoire lacks: make it a new tune, then add it. */
  onCreate: (title: string) => Promise<void>;
}

type Option = { kind: 'tune'; tune: Tune } | { kind: 'new'; title: string };

/**
 * "Add a tune": a combobox matching the repertoire as he types (case, punctuation and a leading
 * "The" do not count); the arrows move through the matches, Enter adds the highlighted one, and a
 * title with no exact match is offered as a new tune, once the repertoire has been read.
 */
export function TunePicker({ tunes, reading = false, onPick, onCreate }: TunePickerProps) {
  const id = useId();
  const [text, setText] = useState('');
  const [active, setActive] = useState(0);
  const [busy, setBusy] = useState(false);
  const matches = matchTunes(text, tunes);
  const exact = matches.some((tune) => tuneKey(tune.title) === tuneKey(text));
  const options: Option[] = [
    ...matches.map((tune): Option => ({ kind: 'tune', tune })),
    ...(text.trim() && !exact && !reading ? [{ kind: 'new', title: text.trim() } as const] : []),
  ];
  const open = options.length > 0;
  const current = Math.min(active, options.length - 1);

  async function choose(option: Option | undefined) {
    if (!option) return;
    if (option.kind === 'tune') onPick(option.tune);
    else {
      setBusy(true);
      try {
        await onCreate(option.title);
      } finally {
        setBusy(false);
      }
    }
    setText('');
    setActive(0);
  }

  function onKeyDown(e: KeyboardEvent<HTMLInputElement>) {
    if (e.key === 'ArrowDown' && open) {
      e.preventDefault();
      setActive((current + 1) % options.length);
    } else if (e.key === 'ArrowUp' && open) {
      e.preventDefault();
      setActive((current - 1 + options.length) % options.length);
    } else if (e.key === 'Enter') {
      // never submits the show's form
      e.preventDefault();
      if (!busy) void choose(options[current]);
    } else if (e.key === 'Escape' && text) {
      e.preventDefault();
      setText('');
    }
  }

  return (
    <div className="field tune-picker">
      <label htmlFor={`${id}-input`}>Add a tune</label>
      <input
        id={`${id}-input`}
        role="combobox"
        aria-expanded={open}
        aria-controls={`${id}-list`}
        aria-autocomplete="list"
        aria-activedescendant={open ? `${id}-option-${current}` : undefined}
        autoComplete="off"
        value={text}
        disabled={busy}
        onChange={(e) => {
          setText(e.target.value);
          setActive(0);
        }}
        onKeyDown={onKeyDown}
        aria-describedby={reading ? `${id}-reading` : undefined}
      />
      {reading && (
        <p id={`${id}-reading`} className="field-hint" role="status">
          Reading the repertoire...
        </p>
      )}
      <ul id={`${id}-list`} role="listbox" aria-label="Tunes" hidden={!open} className="tune-options">
        {options.map((option, index) => (
          <li
            key={option.kind === 'tune' ? option.tune._id : 'new'}
            id={`${id}-option-${index}`}
            role="option"
            aria-selected={index === current}
            onMouseDown={(e) => {
              // keeps the focus in the input
              e.preventDefault();
              void choose(option);
            }}
          >
            {option.kind === 'tune' ? option.tune.title : `New tune: “${option.title}”`}
          </li>
        ))}
      </ul>
    </div>
  );
}
