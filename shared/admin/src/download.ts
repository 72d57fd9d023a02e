/**
 * Hands a text or bytes (a PDF) to the browser as a file download (an export needs the admin's
 * token, so no plain link).
 */
export function download(name: string, content: string | ArrayBuffer, type: string) {
  const url = URL.createObjectURL(new Blob([content], { type }));
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

/**
 * A CSV read without its byte order mark (`?bom=0`: a text answer loses it in the browser's
 * decoding) downloaded with one, so spreadsheet programs read accented names right.
 */
export function downloadCsv(name: string, csv: string) {
  download(name, `\uFEFF${csv}`, 'text/csv;charset=utf-8');
}
