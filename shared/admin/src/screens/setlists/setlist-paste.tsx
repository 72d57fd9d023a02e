import { useId, useState } from 'react';
import type { Tune } from '@jazz/contracts';
import { parsePastedSetlist, type PastedLine } from '@jazz/contracts/shows/setlists';

/** A tune to make in the repertoire from a pasted line: its title and the writers the line named. */
export interface NewTune {
  title: string;
  composers: string[];
}

interface SetlistPasteProps {
  tunes: readonly Tune[];
  /** The repertoire is still being read: the list is read once it is here. */
  reading?: boolean;
  /**
   * Adds the read lines: tunes by id, a set line starting a set. `create` makes the new tunes
   * first (those he kept ticked) and answers their ids by title.
   */
  onAdd: (lines: PastedLine[], create: NewTune[]) => Promise<void>;
}

/** One set of the preview: its name (the line's, else "Set N") and its lines with their places in the list read. */
interface PreviewSet {
  title: string;
  lines: { line: PastedLine; index: number }[];
}

/** The lines read, as the sets they make: a set line (or a break) starts the next set. */
function previewSets(read: PastedLine[]): PreviewSet[] {
  const sets: PreviewSet[] = [];
  read.forEach((line, index) => {
    if (line.kind === 'set' || sets.length === 0) {
      const title = line.kind === 'set' && line.title ? line.title : `Set ${sets.length + 1}`;
      // the first set line names the first set while it has no tune yet
      if (line.kind === 'set' && sets.length === 1 && sets[0]!.lines.length === 0) sets[0]!.title = title;
      else sets.push({ title, lines: [] });
      if (line.kind === 'set') return;
    }
    sets.at(-1)!.lines.push({ line, index });
  });
  return sets;
}

/**
 * "Paste a setlist (one tune a line)": each line matched to the repertoire ignoring case,
 * punctuation and a leading "The"; the lines it does not know are offered as new tunes, ticked,
 * with the writers a line names ("Title (Composer)"). The preview shows the sets the list makes
 * ("Set 2", "Encore", a line of marks or an empty line between tunes).
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
        kept.flatMap((line) => (line.kind === 'new' ? [{ title: line.title, composers: line.composers }] : [])),
      );
      setText('');
      setRead(null);
      setSkip(new Set());
    } finally {
      setBusy(false);
    }
  }

  const fresh = read?.filter((line) => line.kind === 'new').length ?? 0;
  const sets = read ? previewSets(read) : [];
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
            {fresh === 1 ? 'new tune' : 'new tunes'}, {sets.length} {sets.length === 1 ? 'set' : 'sets'}.
          </p>
          {sets.map((set, number) => (
            <section key={number} className="pasted-set" aria-labelledby={`${id}-set-${number}`}>
              <h4 id={`${id}-set-${number}`}>{set.title}</h4>
              <ol>
                {set.lines.map(({ line, index }) => (
                  <li key={index} className={`pasted-${line.kind}`}>
                    {line.kind === 'tune' && <>{line.tune.title}</>}
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
                        {line.composers.length > 0 && ` (${line.composers.join(', ')})`}
                      </label>
                    )}
                  </li>
                ))}
              </ol>
            </section>
          ))}
          <button type="button" disabled={busy} onClick={() => void add()}>
            Add these tunes
          </button>
        </div>
      )}
    </div>
  );
}
