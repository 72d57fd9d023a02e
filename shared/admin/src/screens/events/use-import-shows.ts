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

/**
 * The import's state and its three steps: read the chosen file, have the server check it (a dry
 * run, again at each change of band, duplicates rule or band mapping) and confirm the import.
 */
export function useImportShows() {
  const { api, onDataChanged } = useAdminHost();
  const { events, session } = useAdminStores();
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const [group, setGroup] = useState('');
  const [duplicates, setDuplicates] = useState<DuplicatesRule>('skip');
  const [bands, setBands] = useState<BandMapping>({});
  // the file's unknown artists, kept while they are mapped (the answer then no longer names them)
  const [unknown, setUnknown] = useState<string[]>([]);
  const [busy, setBusy] = useState<ImportBusy>(null);
  // the name of the file being read, before it is chosen
  const [reading, setReading] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<ImportAnswer | null>(null);

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
    // the file before, its preview, answer and alerts, go at once: nothing on the screen may be
    // taken for the new file's until the server has read it
    setChosen(null);
    setDone(null);
    setFailure(null);
    setReading(picked.name);
    setBusy('reading');
    let text: string;
    try {
      text = await readAsText(picked);
    } catch {
      setBusy(null);
      setFailure(`Could not read ${picked.name}.`);
      return;
    } finally {
      setReading(null);
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

  const recheck = (band: string, rule: DuplicatesRule) => {
    if (chosen && busy === null) void check(chosen.name, chosen.text, band, rule);
  };

  return {
    chosen,
    group,
    duplicates,
    bands,
    unknown,
    busy,
    reading,
    failure,
    done,
    choose,
    confirm,
    chooseGroup(band: string) {
      setGroup(band);
      recheck(band, duplicates);
    },
    chooseDuplicates(rule: DuplicatesRule) {
      setDuplicates(rule);
      recheck(group, rule);
    },
    mapBands(next: BandMapping) {
      setBands(next);
      if (chosen && busy === null) void check(chosen.name, chosen.text, group, duplicates, next);
    },
    /** After an undone import: the events list and the host learn of it. */
    reloadEvents() {
      onDataChanged?.('event');
      void events.getState().load();
    },
  };
}
