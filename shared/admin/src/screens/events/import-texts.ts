import type { ImportAnswer } from '@jazz/contracts/import';
import type { Chosen, ImportBusy } from './use-import-shows';

export const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/**
 * The file's counts in shows, each date of a calendar's series one show: "5 new shows, 0
 * duplicates, 6 shows refused." (a refused series counts its dates, as a new one does).
 */
function countsText(answer: ImportAnswer): string {
  const { counts } = answer;
  const keptNewer = counts.keptNewer ?? 0;
  const cancelled = counts.skipped ?? 0;
  return [
    `${plural(counts.new, 'new show')}, ${plural(counts.duplicate, 'duplicate')}, ${plural(counts.refused, 'show')} refused.`,
    keptNewer ? `${plural(keptNewer, 'show')} changed on the site since the file: kept as they are.` : '',
    cancelled ? `${plural(cancelled, 'cancelled date')} never on the site: skipped.` : '',
  ]
    .filter(Boolean)
    .join(' ');
}

/**
 * A refused file's alert: how many problems, and how many shows they refuse, so "2 problems"
 * never stands unexplained beside "6 shows refused" (a series' dates are refused with its row).
 */
function problemsText(name: string, answer: ImportAnswer): string {
  const problems = answer.errorCount ?? answer.errors?.length ?? 0;
  const refused = answer.counts.refused;
  const what =
    refused > 0
      ? `${plural(problems, 'problem')} ${problems === 1 ? 'refuses' : 'refuse'} ${plural(refused, 'show')}`
      : plural(problems, 'problem');
  return `${name}: ${what}. Nothing is imported until every row is right: fix the file (or choose the band) and try again.`;
}

/**
 * What an import did: shows created and updated, then what it left alone, each for its own
 * reason (a duplicate, a show changed on the site since the file, a cancelled date never on the
 * site), never a cancelled date called a duplicate.
 */
export function importedText(done: ImportAnswer): string {
  const { counts } = done;
  const left = [
    // counts.duplicate holds the updated shows too
    plural(counts.duplicate - done.updated, 'duplicate'),
    counts.keptNewer ? `${plural(counts.keptNewer, 'show')} changed on the site since the file` : '',
    counts.skipped ? `${plural(counts.skipped, 'cancelled date')} never on the site` : '',
  ].filter(Boolean);
  return `Imported ${plural(done.created, 'show')}${done.updated ? `, updated ${done.updated}` : ''}; ${left.join(', ')} skipped.`;
}

/** What the screen says of the chosen file: ready to import?, its problems, and its status line. */
export function importTexts(
  chosen: Chosen | null,
  busy: ImportBusy,
  done: ImportAnswer | null,
  failure: string | null,
  reading: string | null,
) {
  const answer = chosen?.answer ?? null;
  const refused = Boolean(answer?.errors?.length);
  // something to do: a new show, or (with update) a duplicate the file changes
  const ready =
    Boolean(answer) && !refused && (answer?.rows.some((r) => r.action === 'new' || r.action === 'update') ?? false);
  const problems = chosen && answer && refused ? problemsText(chosen.name, answer) : '';
  const status = reading
    ? `Reading ${reading}…`
    : !chosen
      ? ''
      : busy === 'checking'
        ? `Checking ${chosen.name}…`
        : done
          ? importedText(done)
          : answer
            ? countsText(answer)
            : failure
              ? `${chosen.name} could not be checked by the server.`
              : '';
  return { ready, problems, status };
}
