import { useId, useState } from 'react';
import { useDropzone } from 'react-dropzone';
import { Link } from 'react-router-dom';
import { formErrors, isApiError } from '../../../api-client';
import {
  IMPORT_FORMAT_NAMES,
  type BandMapping,
  type DuplicatesRule,
  type ImportAnswer,
} from '../../../contracts/import';
import { zoneLabel } from '../../../shows/time-zone';
import { useAdminHost } from '../../host';
import { useListPath } from '../../list-return';
import { useAdminPath } from '../../paths';
import { readAsText } from '../../read-file';
import { useAdminStores, useLoadedList } from '../../stores';
import { ListHeader } from '../screen-header';
import { ImportBands } from './import-bands';
import { FileProblems, ImportPreview } from './import-preview';
import { UndoImport } from './undo-import';

const OFFLINE = 'Importing shows needs a connection to the server. Connect, then choose the file again.';

/** Why a check or an import did not go through: offline, or what the server said. */
function failureText(error: unknown): string {
  if (isApiError(error) && error.offline) return OFFLINE;
  return formErrors(error).form ?? Object.values(formErrors(error))[0] ?? 'Something went wrong. Please try again.';
}

interface Chosen {
  name: string;
  text: string;
  /** The server's reading (a dry run): null until it answered, or when it could not be asked. */
  answer: ImportAnswer | null;
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
const isCalendar = (name: string, text: string) => /\.ics$/i.test(name) || /^\ufeff?\s*BEGIN:VCALENDAR/i.test(text);

/**
 * "Import shows": a file from this site, GigPress, Bandsintown, The Events Calendar or a
 * calendar, dropped or chosen, is read by the server (a dry run) and shown as the shows it
 * makes: new ones, duplicates (linked to the show they repeat) and refused ones with their
 * problems. Confirm imports them all in one transaction, only once no row is refused.
 */
export function ImportShows() {
  const { api, timezone, onDataChanged } = useAdminHost();
  const { events, session } = useAdminStores();
  const groups = useLoadedList('groups', ({ items }) => ({ items }));
  const path = useAdminPath();
  const list = useListPath('view-events');
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const [group, setGroup] = useState('');
  const [duplicates, setDuplicates] = useState<DuplicatesRule>('skip');
  const [bands, setBands] = useState<BandMapping>({});
  // the file's unknown artists, kept while they are mapped (the answer then no longer names them)
  const [unknown, setUnknown] = useState<string[]>([]);
  const [busy, setBusy] = useState<'reading' | 'checking' | 'importing' | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<ImportAnswer | null>(null);
  const ids = { label: useId(), hint: useId(), summary: useId(), status: useId(), band: useId(), dup: useId() };

  const options = (name: string, text: string, dryRun: boolean, band = group, rule = duplicates, mapping = bands) => ({
    dryRun,
    group: band || undefined,
    duplicates: rule,
    bands: mapping,
    contentType: isCalendar(name, text) ? 'text/calendar' : 'text/csv',
  });

  async function check(name: string, text: string, band = group, rule = duplicates, mapping = bands) {
    setChosen({ name, text, answer: null });
    setDone(null);
    setFailure(null);
    setBusy('checking');
    try {
      const { answer } = await api.eventsCsv.importFile(text, options(name, text, true, band, rule, mapping));
      setChosen({ name, text, answer });
      const missing = answer.unknownBands ?? [];
      setUnknown((known) => [...new Set([...known.filter((n) => n in mapping), ...missing])]);
    } catch (error) {
      if (!session.getState().expire(error, () => void check(name, text, band, rule, mapping)))
        setFailure(failureText(error));
    } finally {
      setBusy(null);
    }
  }

  async function choose(files: File[]) {
    const picked = files[0];
    if (!picked) return;
    setBusy('reading');
    let text: string;
    try {
      text = await readAsText(picked);
    } catch {
      setBusy(null);
      setFailure(`Could not read ${picked.name}.`);
      return;
    }
    // a new file: its own artists
    setBands({});
    setUnknown([]);
    await check(picked.name, text, group, duplicates, {});
  }

  async function confirm() {
    if (!chosen) return;
    setFailure(null);
    setBusy('importing');
    try {
      const result = await api.eventsCsv.importFile(chosen.text, options(chosen.name, chosen.text, false));
      setChosen({ ...chosen, answer: result.answer });
      if (result.ok) {
        setDone(result.answer);
        onDataChanged?.('event');
        void events.getState().load();
      }
    } catch (error) {
      if (!session.getState().expire(error, () => void confirm())) setFailure(failureText(error));
    } finally {
      setBusy(null);
    }
  }

  const { getRootProps, getInputProps, isDragActive } = useDropzone({
    onDrop: (files) => void choose(files),
    accept: {
      'text/csv': ['.csv'],
      'text/plain': ['.csv', '.txt'],
      'text/calendar': ['.ics'],
      'application/vnd.ms-excel': ['.csv'],
    },
    multiple: false,
    disabled: busy !== null,
  });

  const answer = chosen?.answer ?? null;
  const refused = Boolean(answer?.errors?.length);
  // something to do: a new show, or (with update) a duplicate the file changes
  const ready =
    Boolean(answer) && !refused && (answer?.rows.some((r) => r.action === 'new' || r.action === 'update') ?? false);
  const problems =
    chosen && answer && refused
      ? `${chosen.name}: ${plural(answer.errorCount ?? answer.errors!.length, 'problem')}. Nothing is imported until every row is right: fix the file (or choose the band) and try again.`
      : '';
  const keptNewer = answer?.counts.keptNewer ?? 0;
  const counts = answer
    ? `${plural(answer.counts.new, 'new show')}, ${plural(answer.counts.duplicate, 'duplicate')}, ${answer.counts.refused} refused.${
        keptNewer ? ` ${plural(keptNewer, 'show')} changed on the site since the file: kept as they are.` : ''
      }`
    : '';
  const status = !chosen
    ? ''
    : busy === 'checking'
      ? `Checking ${chosen.name}…`
      : done
        ? `Imported ${plural(done.created, 'show')}${done.updated ? `, updated ${done.updated}` : ''}; ${plural(done.skipped, 'duplicate')} skipped.`
        : answer
          ? counts
          : failure
            ? `${chosen.name} could not be checked by the server.`
            : '';

  const recheck = (band: string, rule: DuplicatesRule) => {
    if (chosen && busy === null) void check(chosen.name, chosen.text, band, rule);
  };

  return (
    <section className="admin-screen">
      <ListHeader title="Import shows" back={list} />
      <p className="field-hint">
        A CSV file exported from this site, GigPress, Bandsintown or The Events Calendar, or a calendar file (.ics) from
        Google Calendar or Apple Calendar. Times without a zone are read in {zoneLabel(timezone)}. Shows the site
        already has (same band, day, start time and venue) are duplicates: skipped, or updated if you ask.
      </p>
      <div className="field">
        <label className="field-label" htmlFor={ids.band}>
          Band
        </label>
        <select
          id={ids.band}
          value={group}
          onChange={(e) => {
            setGroup(e.target.value);
            recheck(e.target.value, duplicates);
          }}
        >
          <option value="">The band the file names</option>
          {groups.items.map((g) => (
            <option key={g._id} value={g.name}>
              {g.name}
            </option>
          ))}
        </select>
        <p className="field-hint">For a file without a band column (The Events Calendar, a calendar file).</p>
        {answer?.needsBand && !group ? (
          <p className="form-error" role="alert">
            This file names no band: choose the band these shows are for.
          </p>
        ) : null}
      </div>
      <div className="field field-checkbox">
        <input
          id={ids.dup}
          type="checkbox"
          checked={duplicates === 'update'}
          onChange={(e) => {
            const rule = e.target.checked ? 'update' : 'skip';
            setDuplicates(rule);
            recheck(group, rule);
          }}
        />
        <label htmlFor={ids.dup}>Update the shows the file duplicates</label>
      </div>
      <div className="field">
        <span className="field-label" id={ids.label}>
          File
        </span>
        <div
          {...getRootProps({
            className: `dropzone${isDragActive ? ' dropzone-active' : ''}`,
            role: 'button',
            'aria-labelledby': `${ids.label} ${ids.hint}`,
          })}
        >
          <p id={ids.hint}>
            {isDragActive ? 'Drop the file here.' : 'Drop a CSV or .ics file here, or click to choose one.'}
          </p>
        </div>
        <input {...getInputProps({ 'aria-labelledby': ids.label })} />
      </div>
      {failure ? (
        <p className="form-error" role="alert">
          {failure}
        </p>
      ) : null}
      {problems ? (
        <p id={ids.summary} className="form-error" role="alert">
          {problems}
        </p>
      ) : null}
      {answer ? (
        <dl className="import-summary">
          <dt>Format</dt>
          <dd>{IMPORT_FORMAT_NAMES[answer.format]}</dd>
          {answer.ignored.length > 0 ? (
            <>
              <dt>Ignored columns</dt>
              <dd>{answer.ignored.join(', ')}</dd>
            </>
          ) : null}
        </dl>
      ) : null}
      <p id={ids.status} role="status">
        {status}
      </p>
      {chosen ? (
        <ImportBands
          names={unknown}
          bands={groups.items.map((g) => g.name)}
          mapping={bands}
          disabled={busy !== null || done !== null}
          onChange={(next) => {
            setBands(next);
            if (busy === null) void check(chosen.name, chosen.text, group, duplicates, next);
          }}
        />
      ) : null}
      {chosen && answer ? (
        <>
          <FileProblems answer={answer} />
          {answer.rows.length > 0 ? <ImportPreview answer={answer} /> : null}
        </>
      ) : null}
      {chosen ? (
        <div className="form-actions">
          <button
            type="button"
            disabled={!ready || busy !== null || done !== null}
            aria-describedby={problems ? ids.summary : ids.status}
            onClick={() => void confirm()}
          >
            {busy === 'importing' ? 'Importing…' : 'Confirm import'}
          </button>
          {done ? <Link to={`${path('view-events')}?when=all`}>See them in the events list</Link> : null}
        </div>
      ) : null}
      <UndoImport
        onUndone={() => {
          onDataChanged?.('event');
          void events.getState().load();
        }}
      />
    </section>
  );
}
