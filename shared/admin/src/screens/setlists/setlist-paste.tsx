import { useId, useState } from 'react';
import type { Tune } from '@jazz/contracts';
import { parsePastedSetlist, type PastedLine } from '@jazz/contracts/shows/setlists';

interface SetlistPasteProps {
  tunes: readonly Tune[];
  /** The repertoire is still being read: the list is read once it is here. */
  reading?: boolean;
  /**
   * Adds the read lines: tunes by id, a set line starting a set. `create` makes the new tunes
   * first (those he kept ticked) and answers their ids by title.
   */
  onAdd: (lines: PastedLine[], create: string[]) => Promise<void>;
}

/**
 * "Paste a setlist (one tune a line)": each line matched to the repertoire ignoring case,
 * punctuation and a leading "The"; the lines it does not know are offered as new tunes, ticked.
 */
export function SetlistPaste({ tunes, reading = false, onAdd }: SetlistPasteProps) {
  const id = useId();
  const [text, setText] = useState('');
  const [read, setRead] = useState<PastedLine[] | null>(null);
  const [skip, setSkip] = useState<Set<number>>(new Set());
  const [busy, setBusy] = useState(false);

  async function add() {
    if (!read) return;
    setBusy(true);
    try {
      const kept = read.filter((_, i) => !skip.has(i));
      await onAdd(
        kept,
        kept.flatMap((line) => (line.kind === 'new' ? [line.title] : [])),
      );
      setText('');
      setRead(null);
      setSkip(new Set());
    } finally {
      setBusy(false);
    }
  }

  const fresh = read?.filter((line) => line.kind === 'new').length ?? 0;
  return (
    <div className="setlist-paste">
      <div className="field">
        <label htmlFor={`${id}-text`}>Paste a setlist (one tune a line)</label>
        <textarea
          id={`${id}-text`}
          rows={5}
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            setRead(null);
          }}
        />
      </div>
      <button type="button" disabled={!text.trim() || reading} onClick={() => setRead(parsePastedSetlist(text, tunes))}>
        Read the list
      </button>
      {read && (
        <div className="setlist-paste-preview">
          <p role="status">
            {read.filter((l) => l.kind === 'tune').length} matched in the repertoire, {fresh}{' '}
            {fresh === 1 ? 'new tune' : 'new tunes'}.
          </p>
          <ol>
            {read.map((line, index) => (
              <li key={index} className={`pasted-${line.kind}`}>
                {line.kind === 'tune' && <>{line.tune.title}</>}
                {line.kind === 'set' && <strong>{line.title}</strong>}
                {line.kind === 'new' && (
                  <label className="field-checkbox">
                    <input
                      type="checkbox"
                      checked={!skip.has(index)}
                      onChange={(e) => {
                        const next = new Set(skip);
                        if (e.target.checked) next.delete(index);
                        else next.add(index);
                        setSkip(next);
                      }}
                    />{' '}
                    Add “{line.title}” as a new tune
                  </label>
                )}
              </li>
            ))}
          </ol>
          <button type="button" disabled={busy} onClick={() => void add()}>
            Add these tunes
          </button>
        </div>
      )}
    </div>
  );
}
