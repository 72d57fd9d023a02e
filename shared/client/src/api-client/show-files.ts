// An area of the API client (createApiClient in ./index composes the areas into one object).
import type { CsvRowError } from '@jazz/contracts/csv/parse';
import type { ExportFormat, ImportAnswer, ImportUndo, LastImport } from '@jazz/contracts/import';
import { ApiError } from './errors';
import type { Transport } from './transport';
import type { EventsImportResult, ImportFileOptions, ImportFileResult, MutationOptions } from './types';

/** The files of the shows: the royalty report, the events CSV and calendar export, the importer. */
export function showFilesApi({ call }: Transport) {
  return {
    /**
     * The royalty report (admin only): `from` and `to` days or instants, `pro` an organisation or ''.
     * Its own group, like eventsCsv: it needs the server, the desktop passes it through.
     */
    performancesCsv: {
      export: (from: string, to: string, pro = '') =>
        call<string>({
          method: 'GET',
          url: `/api/tunes/performances.csv?${new URLSearchParams({ from, to, ...(pro && { pro }), bom: '0' }).toString()}`,
          responseType: 'text',
        }),
    },

    /**
     * The events CSV (admin only). Its own group, not under `events`: an import needs the
     * server, so the desktop's offline client passes it through as it is, and never queues it.
     */
    eventsCsv: {
      export: (format: ExportFormat = 'ours') =>
        call<string>({
          method: 'GET',
          url: format === 'ours' ? '/api/events/export.csv' : `/api/events/export.csv?format=${format}`,
          responseType: 'text',
        }),
      /** GET /api/events/export.ics: the shows as one calendar file (the CSV export's filters). */
      exportIcs: () => call<string>({ method: 'GET', url: '/api/events/export.ics', responseType: 'text' }),
      /** Any format the importer reads; a refused file answers `{ ok: false, answer }` and stores nothing. */
      importFile: async (text: string, options: ImportFileOptions = {}): Promise<ImportFileResult> => {
        const query = new URLSearchParams();
        if (options.dryRun) query.set('dryRun', '1');
        if (options.group) query.set('group', options.group);
        if (options.duplicates) query.set('duplicates', options.duplicates);
        if (options.bands && Object.keys(options.bands).length > 0) query.set('bands', JSON.stringify(options.bands));
        const search = query.toString();
        const answer = await call<ImportAnswer & { message?: string }>({
          method: 'POST',
          url: `/api/events/import${search ? `?${search}` : ''}`,
          data: text,
          headers: { 'Content-Type': `${options.contentType ?? 'text/csv'}; charset=utf-8` },
          validateStatus: (status) => (status >= 200 && status < 300) || status === 400,
        });
        if (!Array.isArray(answer.rows)) {
          const message =
            answer.message ??
            Object.values(answer).find((v) => typeof v === 'string') ??
            'The server refused the file.';
          throw new ApiError(400, String(message), { form: String(message) });
        }
        return { ok: !Array.isArray(answer.errors), answer };
      },
      /** GET /api/events/import/last: the import an undo without importId undoes (its format, time, shows), or null. */
      last: async () => (await call<{ last: LastImport }>({ method: 'GET', url: '/api/events/import/last' })).last,
      /**
       * Undoes import `importId` (the importId its answer gave), or the last one of the last 7 days;
       * what it did (a 404 when there is none). With an Idempotency-Key a resent undo answers the first.
       */
      undo: (importId?: string, mutation?: MutationOptions) =>
        call<ImportUndo>(
          { method: 'POST', url: '/api/events/import/undo', data: importId ? { importId } : {} },
          mutation,
        ),
      /** A file with an invalid row answers `{ ok: false, errors }` (the server's 400) and stores nothing. */
      import: async (csv: string, options: { dryRun?: boolean } = {}): Promise<EventsImportResult> => {
        const answer = await call<{ created?: number; valid?: number; errors?: CsvRowError[]; message?: string }>({
          method: 'POST',
          url: options.dryRun ? '/api/events/import?dryRun=1' : '/api/events/import',
          data: csv,
          headers: { 'Content-Type': 'text/csv; charset=utf-8' },
          // the row errors are the answer of a check, not a failure of the request
          validateStatus: (status) => (status >= 200 && status < 300) || status === 400,
        });
        if (Array.isArray(answer.errors)) return { ok: false, errors: answer.errors };
        if (typeof answer.created !== 'number') {
          const message = answer.message ?? 'The server refused the file.';
          throw new ApiError(400, message, { form: message });
        }
        return { ok: true, created: answer.created, valid: answer.valid ?? answer.created };
      },
    },
  };
}
