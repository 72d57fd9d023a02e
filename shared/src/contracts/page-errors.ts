import type { z } from 'zod';
import type { FieldErrors, ParseResult } from './common';
import { pageDataSchemas, type PageFields, type PageName } from './page';

const ROW_LABELS: Record<string, string> = {
  social: 'Social link',
  links: 'Link',
  discography: 'Album',
  testimonials: 'Testimonial',
  tracks: 'Track',
  playlists: 'Playlist',
  videos: 'Video',
  bands: 'Band',
};

/**
 * Field errors of a page form. A problem in a row is reported twice: under the list's name,
 * with the row named in the message ("Track 2: Title is required."), for a summary beside the
 * list, and under its full path ("tracks.1.title") for the input itself.
 */
export function pageFieldErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const [top, row, field] = issue.path;
    const key = typeof top === 'string' ? top : 'form';
    if (typeof row === 'number') {
      const label = ROW_LABELS[key] ?? 'Row';
      errors[key] ??= `${label} ${row + 1}: ${issue.message}`;
      errors[[key, row, ...(field === undefined ? [] : [String(field)])].join('.')] ??= issue.message;
    } else errors[key] ??= issue.message;
  }
  return errors;
}

/** Checks the fields of page `name` (server and forms): the stored fields, or field errors. */
export function parsePageData<N extends PageName>(name: N, input: unknown): ParseResult<PageFields<N>> {
  const result = pageDataSchemas[name].safeParse(input ?? {});
  return result.success
    ? { ok: true, data: result.data as PageFields<N> }
    : { ok: false, errors: pageFieldErrors(result.error) };
}

/** The fields of a page nobody has saved yet: empty text and no rows. */
export function emptyPageFields<N extends PageName>(name: N): PageFields<N> {
  if (name === 'site')
    return { name: '', role: '', place: '', social: [], showLength: '' } as PageFields<'site'> as PageFields<N>;
  return pageDataSchemas[name].parse({}) as PageFields<N>;
}
