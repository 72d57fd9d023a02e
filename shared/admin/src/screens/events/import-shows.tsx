import { useId } from 'react';
import { useDropzone } from 'react-dropzone';
import { Link } from 'react-router-dom';
import { IMPORT_FORMAT_NAMES, type DuplicatesRule, type ImportAnswer } from '@jazz/contracts/import';
import { zoneLabel } from '@jazz/contracts/time';
import { useAdminHost } from '../../host';
import { useListPath } from '../../list-return';
import { useAdminPath } from '../../paths';
import { useLoadedList } from '../../use-data';
import { ListHeader } from '../screen-header';
import { ImportBands } from './import-bands';
import { FileProblems, ImportPreview } from './import-preview';
import { UndoImport } from './undo-import';
import { importTexts } from './import-texts';
import { useImportShows } from './use-import-shows';

/** The band the shows are for (a file may name none) and what becomes of duplicates. */
function ImportOptions({
  bands,
  group,
  duplicates,
  needsBand,
  onGroup,
  onDuplicates,
}: {
  /** The site's bands, by name. */
  bands: string[];
  group: string;
  duplicates: DuplicatesRule;
  needsBand: boolean;
  onGroup: (band: string) => void;
  onDuplicates: (rule: DuplicatesRule) => void;
}) {
  const ids = { band: useId(), dup: useId() };
  return (
    <>
      <div className="field">
        <label className="field-label" htmlFor={ids.band}>
          Band
        </label>
        <select id={ids.band} value={group} onChange={(e) => onGroup(e.target.value)}>
          <option value="">The band the file names</option>
          {bands.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </select>
        <p className="field-hint">For a file without a band column (The Events Calendar, a calendar file).</p>
        {needsBand && !group ? (
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
          onChange={(e) => onDuplicates(e.target.checked ? 'update' : 'skip')}
        />
        <label htmlFor={ids.dup}>Update the shows the file duplicates</label>
      </div>
    </>
  );
}

/** The file, dropped or chosen. */
function FileDrop({ disabled, onFiles }: { disabled: boolean; onFiles: (files: File[]) => void }) {
  const ids = { label: useId(), hint: useId() };
  const { getRootProps, getInputProps, isDragActive } = useDropzone({
    onDrop: onFiles,
    accept: {
      'text/csv': ['.csv'],
      'text/plain': ['.csv', '.txt'],
      'text/calendar': ['.ics'],
      'application/vnd.ms-excel': ['.csv'],
    },
    multiple: false,
    disabled,
  });
  return (
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
  );
}

/** The file's format and the columns the import leaves out. */
function ImportSummary({ answer }: { answer: ImportAnswer }) {
  return (
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
  );
}

/**
 * "Import shows": a file from this site, GigPress, Bandsintown, The Events Calendar or a
 * calendar, dropped or chosen, is read by the server (a dry run) and shown as the shows it
 * makes: new ones, duplicates (linked to the show they repeat) and refused ones with their
 * problems. Confirm imports them all in one transaction, only once no row is refused.
 */
export function ImportShows() {
  const { timezone } = useAdminHost();
  const groups = useLoadedList('groups', ({ items }) => ({ items }));
  const path = useAdminPath();
  const list = useListPath('view-events');
  const file = useImportShows();
  const { chosen, busy, done } = file;
  const ids = { summary: useId(), status: useId() };
  const bandNames = groups.items.map((g) => g.name);
  const answer = chosen?.answer ?? null;
  const { ready, problems, status } = importTexts(chosen, busy, done, file.failure, file.reading);

  return (
    <section className="admin-screen">
      <ListHeader title="Import shows" back={list} />
      <p className="field-hint">
        A CSV file exported from this site, GigPress, Bandsintown or The Events Calendar, or a calendar file (.ics) from
        Google Calendar or Apple Calendar. Times without a zone are read in {zoneLabel(timezone)}. Shows the site
        already has (same band, day, start time and venue) are duplicates: skipped, or updated if you ask.
      </p>
      <ImportOptions
        bands={bandNames}
        group={file.group}
        duplicates={file.duplicates}
        needsBand={Boolean(answer?.needsBand)}
        onGroup={file.chooseGroup}
        onDuplicates={file.chooseDuplicates}
      />
      <FileDrop disabled={busy !== null} onFiles={(files) => void file.choose(files)} />
      {file.failure ? (
        <p className="form-error" role="alert">
          {file.failure}
        </p>
      ) : null}
      {problems ? (
        <p id={ids.summary} className="form-error" role="alert">
          {problems}
        </p>
      ) : null}
      {answer ? <ImportSummary answer={answer} /> : null}
      <p id={ids.status} role="status">
        {status}
      </p>
      {chosen ? (
        <ImportBands
          names={file.unknown}
          bands={bandNames}
          mapping={file.bands}
          disabled={busy !== null || done !== null}
          onChange={file.mapBands}
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
            onClick={() => void file.confirm()}
          >
            {busy === 'importing' ? 'Importing…' : 'Confirm import'}
          </button>
          {done ? <Link to={`${path('view-events')}?when=all`}>See them in the events list</Link> : null}
        </div>
      ) : null}
      <UndoImport
        onUndone={file.reloadEvents}
        current={
          done?.importId && chosen
            ? { importId: done.importId, name: chosen.name, shows: done.created + done.updated }
            : undefined
        }
      />
    </section>
  );
}
