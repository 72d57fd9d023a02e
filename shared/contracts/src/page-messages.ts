import { AUDIO_MESSAGES } from './audio';
import { PLAYLIST_PROVIDERS, providerList, VIDEO_PROVIDERS } from './embed';

/** Rows in one repeatable list: generous, but a bound on what a request may carry. */
export const MAX_ROWS = 200;
export const LONG_TEXT = 20000;

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
