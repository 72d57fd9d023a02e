import { useId, useState } from 'react';
import { useDropzone } from 'react-dropzone';
import { Link } from 'react-router-dom';
import { formErrors, isApiError } from '../../../api-client';
import { EVENT_FORM_FIELDS } from '../../../contracts';
import { readEventsCsv, type CsvRowError, type EventsCsv } from '../../../csv/events';
import { useAdminHost } from '../../host';
import { useListPath } from '../../list-return';
import { useAdminPath } from '../../paths';
import { readAsText } from '../../read-file';
import { useAdminStores } from '../../stores';
import { zoneLabel } from '../../../shows/time-zone';
import { ListHeader } from '../screen-header';
import { FileProblems, ImportPreview } from './import-preview';

const OFFLINE = 'Importing shows needs a connection to the server. Connect, then choose the file again.';

/** Why a check or an import did not go through: offline, or what the server said. */
function failureText(error: unknown): string {
  if (isApiError(error) && error.offline) return OFFLINE;
  return formErrors(error).form ?? Object.values(formErrors(error))[0] ?? 'Something went wrong. Please try again.';
}

interface Chosen {
  name: string;
  text: string;
  file: EventsCsv;
  /** The server's dry run: null until it answered (or when it could not be asked). */
  checked: { errors: CsvRowError[] } | null;
}

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

/**
 * "Import shows": a CSV file, dropped or chosen, is read here and checked by the server (a dry
 * run); its rows show with their problems, and the whole file is imported only once it has
 * none. An import always needs the server: the desktop app never keeps one for later.
 */
export function ImportShows() {
  const { api, timezone, onDataChanged } = useAdminHost();
  const { events, session } = useAdminStores();
  const path = useAdminPath();
  const list = useListPath('view-events');
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const [busy, setBusy] = useState<'reading' | 'checking' | 'importing' | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [created, setCreated] = useState<number | null>(null);
  const ids = { label: useId(), hint: useId(), summary: useId(), status: useId() };

  async function check(name: string, text: string) {
    const file = readEventsCsv(text, timezone);
    setChosen({ name, text, file, checked: null });
    setBusy('checking');
    try {
      const answer = await api.eventsCsv.import(text, { dryRun: true });
      setChosen({ name, text, file, checked: { errors: answer.ok ? [] : answer.errors } });
    } catch (error) {
      if (!session.getState().expire(error, () => void check(name, text))) setFailure(failureText(error));
    } finally {
      setBusy(null);
    }
  }

  async function choose(files: File[]) {
    const picked = files[0];
    if (!picked) return;
    setFailure(null);
    setCreated(null);
    setBusy('reading');
    let text: string;
    try {
      text = await readAsText(picked);
    } catch {
      setBusy(null);
      setFailure(`Could not read ${picked.name}.`);
      return;
    }
    await check(picked.name, text);
  }

  async function confirm() {
    if (!chosen) return;
    setFailure(null);
    setBusy('importing');
    try {
      const answer = await api.eventsCsv.import(chosen.text);
      if (!answer.ok) setChosen({ ...chosen, checked: { errors: answer.errors } });
      else {
        setCreated(answer.created);
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
    accept: { 'text/csv': ['.csv'], 'text/plain': ['.csv', '.txt'], 'application/vnd.ms-excel': ['.csv'] },
    multiple: false,
    disabled: busy !== null,
  });

  // the server's answer wins; before it (or offline) the file's own reading shows
  const errors = chosen ? (chosen.checked?.errors ?? chosen.file.errors) : [];
  // row 1 is the header: its problems (a missing or unknown column) are the file's, not a show's
  const headerBad = errors.some((e) => e.row === 1);
  const badRows = new Set(errors.filter((e) => e.row !== 1).map((e) => e.row)).size;
  const where = [headerBad ? 'the header row' : '', badRows ? plural(badRows, 'row') : ''].filter(Boolean);
  const ready = Boolean(chosen?.checked) && errors.length === 0 && (chosen?.file.rows.length ?? 0) > 0;
  const problems =
    chosen && errors.length > 0
      ? `${chosen.name}: ${where.join(' and ')} ${where.length > 1 || badRows > 1 ? 'have' : 'has'} problems. Nothing is imported until every row is right: fix the file and choose it again.`
      : '';
  const status =
    !chosen || problems
      ? ''
      : busy === 'checking'
        ? `Checking ${chosen.name}…`
        : created !== null
          ? `Imported ${plural(created, 'show')}.`
          : chosen.checked
            ? `${chosen.name}: ${plural(chosen.file.rows.length, 'show')} ready to import.`
            : `${chosen.name} could not be checked by the server.`;

  return (
    <section className="admin-screen">
      <ListHeader title="Import shows" back={list} />
      <p className="field-hint">
        A CSV file with a header row of field names ({EVENT_FORM_FIELDS.join(', ')}); group, venue and startDate are
        required. A start written without an offset, such as 2027-05-01 20:00, is read in {zoneLabel(timezone)}.
      </p>
      <div className="field">
        <span className="field-label" id={ids.label}>
          CSV file
        </span>
        <div
          {...getRootProps({
            className: `dropzone${isDragActive ? ' dropzone-active' : ''}`,
            role: 'button',
            'aria-labelledby': `${ids.label} ${ids.hint}`,
          })}
        >
          <p id={ids.hint}>{isDragActive ? 'Drop the file here.' : 'Drop a CSV file here, or click to choose one.'}</p>
        </div>
        <input {...getInputProps({ 'aria-labelledby': ids.label })} />
      </div>
      {failure ? (
        <p className="form-error" role="alert">
          {failure}
        </p>
      ) : null}
      {/* problems are an alert, so a screen reader hears them without looking for them */}
      {problems ? (
        <p id={ids.summary} className="form-error" role="alert">
          {problems}
        </p>
      ) : null}
      <p id={ids.status} role="status">
        {status}
      </p>
      {chosen ? (
        <>
          <FileProblems rows={chosen.file.rows} errors={errors} />
          {chosen.file.rows.length > 0 ? <ImportPreview rows={chosen.file.rows} errors={errors} /> : null}
          <div className="form-actions">
            <button
              type="button"
              disabled={!ready || busy !== null || created !== null}
              aria-describedby={problems ? ids.summary : ids.status}
              onClick={() => void confirm()}
            >
              {busy === 'importing' ? 'Importing…' : 'Confirm import'}
            </button>
            {created !== null ? <Link to={`${path('view-events')}?when=all`}>See them in the events list</Link> : null}
          </div>
        </>
      ) : null}
    </section>
  );
}
