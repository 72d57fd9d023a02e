import type { z } from 'zod';
import { rowFieldErrors, type FieldErrors, type ParseResult } from './common';
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

/** Field errors of a page form: a row's problem under the list's name and under its full path. */
export const pageFieldErrors = (error: z.ZodError): FieldErrors => rowFieldErrors(error, ROW_LABELS);

/** Checks the fields of page `name` (server and forms): the stored fields, or field errors. */
export function parsePageData<N extends PageName>(name: N, input: unknown): ParseResult<PageFields<N>> {
  const result = pageDataSchemas[name].safeParse(input ?? {});
  return result.success
    ? // safe: the schema of page N parsed it; TypeScript loses N through the indexed schema
      { ok: true, data: result.data as PageFields<N> }
    : { ok: false, errors: pageFieldErrors(result.error) };
}

/** The fields of a page nobody has saved yet: empty text and no rows. */
export function emptyPageFields<N extends PageName>(name: N): PageFields<N> {
  if (name === 'site')
    // safe: N is 'site' here; TypeScript does not narrow a type parameter by a value check
    return { name: '', role: '', place: '', social: [], showLength: '' } satisfies PageFields<'site'> as PageFields<N>;
  // safe: the schema of page N parsed it; TypeScript loses N through the indexed schema
  return pageDataSchemas[name].parse({}) as PageFields<N>;
}
