import { useState } from 'react';
import { formErrors, isApiError } from '@jazz/client/api-client';
import type { BandMapping, DuplicatesRule, ImportAnswer } from '@jazz/contracts/import';
import { useAdminHost } from '../../host';
import { readAsText } from '../../read-file';
import { useAdminStores } from '../../stores';

const OFFLINE = 'Importing shows needs a connection to the server. Connect, then choose the file again.';

/** Why a check or an import did not go through: offline, or what the server said. */
function failureText(error: unknown): string {
  if (isApiError(error) && error.offline) return OFFLINE;
  return formErrors(error).form ?? Object.values(formErrors(error))[0] ?? 'Something went wrong. Please try again.';
}

export interface Chosen {
  name: string;
  text: string;
  /** The server's reading (a dry run): null until it answered, or when it could not be asked. */
  answer: ImportAnswer | null;
}

export type ImportBusy = 'reading' | 'checking' | 'importing' | null;

const isCalendar = (name: string, text: string) => /\.ics$/i.test(name) || /^\ufeff?\s*BEGIN:VCALENDAR/i.test(text);

/** One request at a time: which one runs, and why the last one failed (offline, the server's word). */
function useImportRequest() {
  const { session } = useAdminStores();
  const [busy, setBusy] = useState<ImportBusy>(null);
  const [failure, setFailure] = useState<string | null>(null);

  /** Runs `run` as `kind`; a lapsed session runs `again` after signing in, any other failure is said. */
  async function attempt(kind: Exclude<ImportBusy, null>, run: () => Promise<void>, again: () => void) {
    setFailure(null);
    setBusy(kind);
    try {
      await run();
    } catch (error) {
      if (!session.getState().expire(error, again)) setFailure(failureText(error));
    } finally {
      setBusy(null);
    }
  }
  // the name of the file being read, before it is chosen
  const [reading, setReading] = useState<string | null>(null);

  /** Reads the picked file's text; null (with the failure said) when it can not be read. */
  async function read(picked: File): Promise<string | null> {
    setFailure(null);
    setReading(picked.name);
    setBusy('reading');
    try {
      return await readAsText(picked);
    } catch {
      setBusy(null);
      setFailure(`Could not read ${picked.name}.`);
      return null;
    } finally {
      setReading(null);
    }
  }
  return { busy, failure, reading, attempt, read };
}

/** The band, the duplicates rule and the band mapping the import is asked with. */
function useImportSettings() {
  const [group, setGroup] = useState('');
  const [duplicates, setDuplicates] = useState<DuplicatesRule>('skip');
  const [bands, setBands] = useState<BandMapping>({});
  // the file's unknown artists, kept while they are mapped (the answer then no longer names them)
  const [unknown, setUnknown] = useState<string[]>([]);
  return { group, setGroup, duplicates, setDuplicates, bands, setBands, unknown, setUnknown };
}

const importOptions = (
  name: string,
  text: string,
  dryRun: boolean,
  band: string,
  rule: DuplicatesRule,
  mapping: BandMapping,
) => ({
  dryRun,
  group: band || undefined,
  duplicates: rule,
  bands: mapping,
  contentType: isCalendar(name, text) ? 'text/calendar' : 'text/csv',
});

/**
 * The import's state and its three steps: read the chosen file, have the server check it (a dry
 * run, again at each change of band, duplicates rule or band mapping) and confirm the import.
 */
export function useImportShows() {
  const { api, onDataChanged } = useAdminHost();
  const { events } = useAdminStores();
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const settings = useImportSettings();
  const { group, duplicates, bands } = settings;
  const request = useImportRequest();
  const { busy } = request;
  const [done, setDone] = useState<ImportAnswer | null>(null);

  async function check(name: string, text: string, band = group, rule = duplicates, mapping = bands) {
    setChosen({ name, text, answer: null });
    setDone(null);
    await request.attempt(
      'checking',
      async () => {
        const options = importOptions(name, text, true, band, rule, mapping);
        const { answer } = await api.eventsCsv.importFile(text, options);
        setChosen({ name, text, answer });
        const missing = answer.unknownBands ?? [];
        settings.setUnknown((known) => [...new Set([...known.filter((n) => n in mapping), ...missing])]);
      },
      () => void check(name, text, band, rule, mapping),
    );
  }

  async function choose(files: File[]) {
    const picked = files[0];
    if (!picked) return;
    // the file before, its preview, answer and alerts, go at once: nothing on the screen may be
    // taken for the new file's until the server has read it
    setChosen(null);
    setDone(null);
    const text = await request.read(picked);
    if (text === null) return;
    // a new file: its own artists
    settings.setBands({});
    settings.setUnknown([]);
    await check(picked.name, text, group, duplicates, {});
  }

  async function confirm() {
    if (!chosen) return;
    await request.attempt(
      'importing',
      async () => {
        const options = importOptions(chosen.name, chosen.text, false, group, duplicates, bands);
        const result = await api.eventsCsv.importFile(chosen.text, options);
        setChosen({ ...chosen, answer: result.answer });
        if (result.ok) {
          setDone(result.answer);
          onDataChanged?.('event');
          void events.getState().load();
        }
      },
      () => void confirm(),
    );
  }

  const recheck = (band: string, rule: DuplicatesRule, mapping = bands) => {
    if (chosen && busy === null) void check(chosen.name, chosen.text, band, rule, mapping);
  };

  return {
    chosen,
    group,
    duplicates,
    bands,
    unknown: settings.unknown,
    busy,
    reading: request.reading,
    failure: request.failure,
    done,
    choose,
    confirm,
    chooseGroup(band: string) {
      settings.setGroup(band);
      recheck(band, duplicates);
    },
    chooseDuplicates(rule: DuplicatesRule) {
      settings.setDuplicates(rule);
      recheck(group, rule);
    },
    mapBands(next: BandMapping) {
      settings.setBands(next);
      recheck(group, duplicates, next);
    },
    /** After an undone import: the events list and the host learn of it. */
    reloadEvents() {
      onDataChanged?.('event');
      void events.getState().load();
    },
  };
}
