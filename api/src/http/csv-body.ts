import type { Context } from 'koa';

/** The byte order mark that tells Excel on Windows a CSV file is UTF-8 ("Café", not "CafÃ©"). */
export const UTF8_BOM = '\ufeff';

/**
 * Answers a CSV download: UTF-8 with a byte order mark unless the query says `?bom=0` (our
 * import reads both), as an attachment named `filename`.
 */
export function sendCsv(ctx: Context, filename: string, csv: string): void {
  ctx.type = 'text/csv; charset=utf-8';
  ctx.attachment(filename);
  ctx.body = ctx.query.bom === '0' ? csv : UTF8_BOM + csv;
}
