import { z } from 'zod';
import { audioPathOfUrl } from './audio';
import { optionalText } from './common';
import { embedAddressOf, isBandcampPage, isEmbedUrl, PLAYLIST_PROVIDERS, VIDEO_PROVIDERS } from './embed';
import { MAX_ROWS, PAGE_MESSAGES } from './page-messages';

/**
 * The rows of the pages' repeatable lists (links, videos, playlists, tracks, albums,
 * testimonials) and the address rules they share with groups and press kits.
 */

/** Text a page's row must have (a title, a quote): trimmed, not empty, at most `max` characters. */
export const requiredPageText = (max: number, missing: string, tooLong: string) =>
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

/** A repeatable list of a page: at most MAX_ROWS rows; a missing list is an empty one. */
export const pageRows = <T extends z.ZodType>(row: T) =>
  z
    .array(row, { error: PAGE_MESSAGES.rows })
    .max(MAX_ROWS, { error: PAGE_MESSAGES.rows })
    .optional()
    .transform((value) => value ?? []);

export const linkSchema = z.object({
  name: requiredPageText(200, PAGE_MESSAGES.linkName, PAGE_MESSAGES.nameTooLong),
  url: httpUrlSchema(),
});
export type Link = z.output<typeof linkSchema>;

/** A video of the Video page and of a band page (YouTube or Vimeo). */
export const videoSchema = z.object({
  title: requiredPageText(300, PAGE_MESSAGES.title, PAGE_MESSAGES.titleTooLong),
  url: embedUrl(VIDEO_PROVIDERS, PAGE_MESSAGES.video),
  caption: optionalText(1000, PAGE_MESSAGES.caption),
});
export type Video = z.output<typeof videoSchema>;
export type VideoInput = z.input<typeof videoSchema>;

export const playlistSchema = z.object({
  title: requiredPageText(300, PAGE_MESSAGES.title, PAGE_MESSAGES.titleTooLong),
  url: embedUrl(PLAYLIST_PROVIDERS, PAGE_MESSAGES.playlist),
});
export type Playlist = z.output<typeof playlistSchema>;

/** A playlist address that may be empty (a band's optional playlist). */
export const optionalPlaylistUrl = embedUrl(PLAYLIST_PROVIDERS, PAGE_MESSAGES.playlist, true);

export const trackSchema = z.object({
  title: requiredPageText(300, PAGE_MESSAGES.title, PAGE_MESSAGES.titleTooLong),
  /** The URL an audio upload answered (/audio/<hash>.<ext>). */
  audio: z
    .string({ error: PAGE_MESSAGES.audio })
    .trim()
    .refine((value) => audioPathOfUrl(value) !== null, { error: PAGE_MESSAGES.audio })
    .transform((value) => audioPathOfUrl(value)!),
});
export type Track = z.output<typeof trackSchema>;

export const albumSchema = z.object({
  title: requiredPageText(300, PAGE_MESSAGES.title, PAGE_MESSAGES.titleTooLong),
  artist: optionalText(200, PAGE_MESSAGES.artist),
  // a form sends text, the demo data a number: both end up as "2019" (or "" for unknown)
  year: z
    .union([z.number({ error: PAGE_MESSAGES.year }), z.string({ error: PAGE_MESSAGES.year })], {
      error: PAGE_MESSAGES.year,
    })
    .optional()
    .transform((value) => (value === undefined ? '' : String(value).trim()))
    .refine((value) => value === '' || /^[12]\d{3}$/.test(value), { error: PAGE_MESSAGES.year }),
  label: optionalText(200, PAGE_MESSAGES.label),
  role: optionalText(300, PAGE_MESSAGES.albumRole),
});
export type Album = z.output<typeof albumSchema>;

export const testimonialSchema = z.object({
  quote: requiredPageText(5000, PAGE_MESSAGES.quote, PAGE_MESSAGES.quoteTooLong),
  name: optionalText(200, PAGE_MESSAGES.person),
});
export type Testimonial = z.output<typeof testimonialSchema>;
