import { z } from 'zod';
import { optionalText } from './common';
import { isOneOf } from './typed';
import { LONG_TEXT, PAGE_MESSAGES } from './page-messages';
import {
  albumSchema,
  linkSchema,
  pageRows,
  playlistSchema,
  requiredPageText,
  testimonialSchema,
  trackSchema,
  videoSchema,
} from './page-rows';

/**
 * The owner's words, links and media lists, one record per page (GET /api/pages/{name},
 * PUT /api/pages/update/{name}). Text is plain text: paragraphs are separated by a blank line
 * and the site renders it escaped, never as HTML.
 */

export const PAGE_NAMES = ['site', 'home', 'about', 'lessons', 'listen', 'video', 'bands'] as const;
export type PageName = (typeof PAGE_NAMES)[number];
export const isPageName = (name: string): name is PageName => isOneOf(PAGE_NAMES, name);

/** `site`: who the site is about; the footer, meta tags, nav brand and feeds read it. */
export const sitePageSchema = z.object({
  name: requiredPageText(200, PAGE_MESSAGES.name, PAGE_MESSAGES.nameTooLong),
  role: optionalText(300, PAGE_MESSAGES.role),
  place: optionalText(200, PAGE_MESSAGES.place),
  social: pageRows(linkSchema),
  // How long a show lasts in calendars when it has no end ('' is 2 hours)
  showLength: optionalText(10, PAGE_MESSAGES.showLength).refine(
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
  tagline: optionalText(300, PAGE_MESSAGES.tagline),
  blurb: optionalText(LONG_TEXT, PAGE_MESSAGES.blurb),
  /** The id of the photo the home page shows; '' for the gallery's first photo. */
  heroPhoto: optionalText(100, PAGE_MESSAGES.heroPhoto),
});

export const aboutPageSchema = z.object({
  bio: optionalText(LONG_TEXT, PAGE_MESSAGES.bio),
  links: pageRows(linkSchema),
  discography: pageRows(albumSchema),
});

export const lessonsPageSchema = z.object({
  description: optionalText(LONG_TEXT, PAGE_MESSAGES.description),
  testimonials: pageRows(testimonialSchema),
});

export const listenPageSchema = z.object({
  tracks: pageRows(trackSchema),
  playlists: pageRows(playlistSchema),
});

export const videoPageSchema = z.object({
  videos: pageRows(videoSchema),
});

/** `bands`: the external bands of the BANDS menu. */
export const bandsPageSchema = z.object({
  bands: pageRows(linkSchema),
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
  // safe: the keys of page N's zod shape are its fields
  Object.keys(pageDataSchemas[name].shape) as (keyof PageFields<N> & string)[];

/** PUT /api/pages/update/{name}: pageData is checked with the schema of that page. */
export type PageUpdate<N extends PageName = PageName> = {
  pageComparatorData: Partial<Page<N>> & Record<string, unknown>;
  pageData: PageData<N>;
};
