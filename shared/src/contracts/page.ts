import { z } from 'zod';
import { audioPathOfUrl, AUDIO_MESSAGES } from './audio';
import { optionalText, type FieldErrors, type ParseResult } from './common';
import { embedAddressOf, isBandcampPage, isEmbedUrl, PLAYLIST_PROVIDERS, providerList, VIDEO_PROVIDERS } from './embed';

/**
 * The owner's words, links and media lists, one record per page (GET /api/pages/{name},
 * PUT /api/pages/update/{name}). Text is plain text: paragraphs are separated by a blank line
 * and the site renders it escaped, never as HTML.
 */

export const PAGE_NAMES = ['site', 'home', 'about', 'lessons', 'listen', 'video', 'bands'] as const;
export type PageName = (typeof PAGE_NAMES)[number];
export const isPageName = (name: string): name is PageName => (PAGE_NAMES as readonly string[]).includes(name);

/** Rows in one repeatable list: generous, but a bound on what a request may carry. */
export const MAX_ROWS = 200;
const LONG_TEXT = 20000;

export const PAGE_MESSAGES = {
  name: 'Name is required.',
  nameTooLong: 'Name must be at most 200 characters.',
  role: 'Role must be at most 300 characters.',
  place: 'Place must be at most 200 characters.',
  showLength: 'Usual show length must be a number of hours from 0.5 to 12, such as 2 or 2.5.',
  tagline: 'Tagline must be at most 300 characters.',
  blurb: `Introduction must be at most ${LONG_TEXT} characters.`,
  heroPhoto: 'Choose a photo of the gallery.',
  bio: `Biography must be at most ${LONG_TEXT} characters.`,
  description: `Description must be at most ${LONG_TEXT} characters.`,
  linkName: 'Name is required.',
  url: 'Address must be a web address starting with https:// or http://.',
  title: 'Title is required.',
  titleTooLong: 'Title must be at most 300 characters.',
  artist: 'Artist must be at most 200 characters.',
  year: 'Year must be four digits, like 2019, or empty.',
  label: 'Label must be at most 200 characters.',
  albumRole: 'Role must be at most 300 characters.',
  quote: 'Quote is required.',
  quoteTooLong: 'Quote must be at most 5000 characters.',
  person: 'Name must be at most 200 characters.',
  caption: 'Caption must be at most 1000 characters.',
  audio: `Upload an audio file: ${AUDIO_MESSAGES.format}`,
  video: `Video must be a ${providerList(VIDEO_PROVIDERS)} address.`,
  playlist: `Playlist must be a ${providerList(PLAYLIST_PROVIDERS)} address or embed code (for Bandcamp, the album or track address, or the code from Share / Embed).`,
  rows: `A list can have at most ${MAX_ROWS} rows.`,
  page: 'No such page.',
} as const;

const text = (max: number, message: string) => optionalText(max, message);
const required = (max: number, missing: string, tooLong: string) =>
  z.string({ error: missing }).trim().min(1, { error: missing }).max(max, { error: tooLong });

/** An http(s) address: links to other sites open from the public pages. */
export const httpUrlSchema = (message: string = PAGE_MESSAGES.url) =>
  z
    .string({ error: message })
    .trim()
    .max(2000, { error: message })
    .refine(
      (value) => {
        if (!/^https?:\/\/[^\s]+$/i.test(value)) return false;
        try {
          return Boolean(new URL(value).hostname);
        } catch {
          return false;
        }
      },
      { error: message },
    );

/**
 * A player address: a pasted embed code counts as its `src`. A playlist may also be a Bandcamp
 * album or track page, which the server replaces by its player's address before storing.
 */
const embedUrl = (providers: typeof VIDEO_PROVIDERS, message: string, optional = false) =>
  z
    .string({ error: message })
    .transform(embedAddressOf)
    .pipe(
      z
        .string()
        .max(2000, { error: message })
        .refine(
          (value) =>
            (optional && value === '') ||
            isEmbedUrl(value, providers) ||
            (providers.includes('Bandcamp') && isBandcampPage(value)),
          { error: message },
        ),
    );

const rows = <T extends z.ZodType>(row: T) =>
  z
    .array(row, { error: PAGE_MESSAGES.rows })
    .max(MAX_ROWS, { error: PAGE_MESSAGES.rows })
    .optional()
    .transform((value) => value ?? []);

export const linkSchema = z.object({
  name: required(200, PAGE_MESSAGES.linkName, PAGE_MESSAGES.nameTooLong),
  url: httpUrlSchema(),
});
export type Link = z.output<typeof linkSchema>;

/** A video of the Video page and of a band page (YouTube or Vimeo). */
export const videoSchema = z.object({
  title: required(300, PAGE_MESSAGES.title, PAGE_MESSAGES.titleTooLong),
  url: embedUrl(VIDEO_PROVIDERS, PAGE_MESSAGES.video),
  caption: text(1000, PAGE_MESSAGES.caption),
});
export type Video = z.output<typeof videoSchema>;
export type VideoInput = z.input<typeof videoSchema>;

export const playlistSchema = z.object({
  title: required(300, PAGE_MESSAGES.title, PAGE_MESSAGES.titleTooLong),
  url: embedUrl(PLAYLIST_PROVIDERS, PAGE_MESSAGES.playlist),
});
export type Playlist = z.output<typeof playlistSchema>;

/** A playlist address that may be empty (a band's optional playlist). */
export const optionalPlaylistUrl = embedUrl(PLAYLIST_PROVIDERS, PAGE_MESSAGES.playlist, true);

export const trackSchema = z.object({
  title: required(300, PAGE_MESSAGES.title, PAGE_MESSAGES.titleTooLong),
  /** The URL an audio upload answered (/audio/<hash>.<ext>). */
  audio: z
    .string({ error: PAGE_MESSAGES.audio })
    .trim()
    .refine((value) => audioPathOfUrl(value) !== null, { error: PAGE_MESSAGES.audio })
    .transform((value) => audioPathOfUrl(value)!),
});
export type Track = z.output<typeof trackSchema>;

export const albumSchema = z.object({
  title: required(300, PAGE_MESSAGES.title, PAGE_MESSAGES.titleTooLong),
  artist: text(200, PAGE_MESSAGES.artist),
  // a form sends text, the demo data a number: both end up as "2019" (or "" for unknown)
  year: z
    .union([z.number({ error: PAGE_MESSAGES.year }), z.string({ error: PAGE_MESSAGES.year })], {
      error: PAGE_MESSAGES.year,
    })
    .optional()
    .transform((value) => (value === undefined ? '' : String(value).trim()))
    .refine((value) => value === '' || /^[12]\d{3}$/.test(value), { error: PAGE_MESSAGES.year }),
  label: text(200, PAGE_MESSAGES.label),
  role: text(300, PAGE_MESSAGES.albumRole),
});
export type Album = z.output<typeof albumSchema>;

export const testimonialSchema = z.object({
  quote: required(5000, PAGE_MESSAGES.quote, PAGE_MESSAGES.quoteTooLong),
  name: text(200, PAGE_MESSAGES.person),
});
export type Testimonial = z.output<typeof testimonialSchema>;

/** `site`: who the site is about; the footer, meta tags, nav brand and feeds read it. */
export const sitePageSchema = z.object({
  name: required(200, PAGE_MESSAGES.name, PAGE_MESSAGES.nameTooLong),
  role: text(300, PAGE_MESSAGES.role),
  place: text(200, PAGE_MESSAGES.place),
  social: rows(linkSchema),
  // issue 19: how long a show lasts in calendars when it has no end ('' is 2 hours)
  showLength: text(10, PAGE_MESSAGES.showLength).refine(
    (value) =>
      value === '' ||
      (/^\d+([.,]\d+)?$/.test(value) &&
        Number(value.replace(',', '.')) >= 0.5 &&
        Number(value.replace(',', '.')) <= 12),
    { error: PAGE_MESSAGES.showLength },
  ),
});

/** The site's usual show length in minutes (the `site` page's showLength; 2 hours when empty). */
export const showMinutesOf = (showLength: string | undefined): number =>
  showLength ? Math.round(Number(showLength.replace(',', '.')) * 60) : 120;

export const homePageSchema = z.object({
  tagline: text(300, PAGE_MESSAGES.tagline),
  blurb: text(LONG_TEXT, PAGE_MESSAGES.blurb),
  /** The id of the photo the home page shows; '' for the gallery's first photo. */
  heroPhoto: text(100, PAGE_MESSAGES.heroPhoto),
});

export const aboutPageSchema = z.object({
  bio: text(LONG_TEXT, PAGE_MESSAGES.bio),
  links: rows(linkSchema),
  discography: rows(albumSchema),
});

export const lessonsPageSchema = z.object({
  description: text(LONG_TEXT, PAGE_MESSAGES.description),
  testimonials: rows(testimonialSchema),
});

export const listenPageSchema = z.object({
  tracks: rows(trackSchema),
  playlists: rows(playlistSchema),
});

export const videoPageSchema = z.object({
  videos: rows(videoSchema),
});

/** `bands`: the external bands of the BANDS menu. */
export const bandsPageSchema = z.object({
  bands: rows(linkSchema),
});

/** The fields of each page: the body of an update (`pageData`) is checked with these. */
export const pageDataSchemas = {
  site: sitePageSchema,
  home: homePageSchema,
  about: aboutPageSchema,
  lessons: lessonsPageSchema,
  listen: listenPageSchema,
  video: videoPageSchema,
  bands: bandsPageSchema,
} as const;

/** What a form sends for page N. */
export type PageData<N extends PageName = PageName> = z.input<(typeof pageDataSchemas)[N]>;
/** The stored fields of page N. */
export type PageFields<N extends PageName = PageName> = z.output<(typeof pageDataSchemas)[N]>;
/** The keys of the page record itself; no page has a field of these names. */
export const PAGE_RECORD_KEYS = ['_id', 'updatedAt'] as const;
type PageRecordKey = (typeof PAGE_RECORD_KEYS)[number];
/** Compiles only while no page's fields use a record key (the `site` page's `name` is a field). */
type NoRecordKeyIn<T> = { [N in keyof T]: Extract<keyof T[N], PageRecordKey> extends never ? true : never };
const _noCollision: NoRecordKeyIn<{ [N in PageName]: PageFields<N> }> = {
  site: true,
  home: true,
  about: true,
  lessons: true,
  listen: true,
  video: true,
  bands: true,
};

/**
 * A page as the API returns it: `{ _id, ...fields, updatedAt }`. `_id` is the page's name (its
 * key, as every record carries one), so it never meets a field: the `site` page has a field
 * called `name`, the musician's name. `updatedAt` is '' for a page nobody has saved yet.
 */
export type Page<N extends PageName = PageName> = { _id: N } & PageFields<N> & { updatedAt: string };

export type SitePage = Page<'site'>;
export type HomePage = Page<'home'>;
export type AboutPage = Page<'about'>;
export type LessonsPage = Page<'lessons'>;
export type ListenPage = Page<'listen'>;
export type VideoPage = Page<'video'>;
export type BandsPage = Page<'bands'>;

/** The editable fields of page N, in form order (the comparator is checked on these). */
export const pageFields = <N extends PageName>(name: N): (keyof PageFields<N> & string)[] =>
  Object.keys(pageDataSchemas[name].shape) as (keyof PageFields<N> & string)[];

/** PUT /api/pages/update/{name}: pageData is checked with the schema of that page. */
export type PageUpdate<N extends PageName = PageName> = {
  pageComparatorData: Partial<Page<N>> & Record<string, unknown>;
  pageData: PageData<N>;
};

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
