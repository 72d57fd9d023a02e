import type { PageName } from '@jazz/contracts';
import type { RowColumn } from '../../fields/rows-field';

type Row = Record<string, string>;

export interface TextDefinition {
  kind: 'text';
  key: string;
  label: string;
  multiline?: boolean;
  hint?: string;
  /** The value is the id of a photo of the gallery, picked from a list ('' for the first photo). */
  photo?: boolean;
}

export interface RowsDefinition {
  kind: 'rows';
  key: string;
  label: string;
  /** One row, lower case ('testimonial'). */
  itemLabel: string;
  /** A column with `audio: true` is the track's file upload. */
  columns: (RowColumn<Row> & { audio?: boolean })[];
  hint?: string;
}

export type FieldDefinition = TextDefinition | RowsDefinition;

export interface PageDefinition {
  name: PageName;
  /** As the admin says it, in the list and the heading ('About'). */
  title: string;
  /** What the page holds, under its name in the list. */
  summary: string;
  fields: FieldDefinition[];
}

const PARAGRAPHS = 'Plain text. Leave a blank line between paragraphs.';
const linkRows = (key: string, itemLabel: string, label: string, hint?: string): RowsDefinition => ({
  kind: 'rows',
  key,
  label,
  itemLabel,
  hint,
  columns: [
    { key: 'name', label: 'Name' },
    { key: 'url', label: 'Link', type: 'url', hint: 'A web address starting with https://' },
  ],
});

/** Every editable page: its fields in the order the page shows them, labelled as people say them. */
export const PAGES: Record<PageName, PageDefinition> = {
  site: {
    name: 'site',
    title: 'Site details',
    summary: 'Your name, role, place and social links (header, footer and every page)',
    fields: [
      { kind: 'text', key: 'name', label: 'Name', hint: 'Shown in the header, the footer and the window title.' },
      { kind: 'text', key: 'role', label: 'Role', hint: 'For example: Jazz saxophonist.' },
      { kind: 'text', key: 'place', label: 'Place', hint: 'For example: Burlington, Vermont.' },
      linkRows('social', 'social link', 'Social links', 'Shown in the footer (Instagram, YouTube...).'),
      {
        kind: 'text',
        key: 'showLength',
        label: 'Usual show length (hours)',
        hint: 'How long a show lasts in calendars when its time text gives no end (2 when empty).',
      },
    ],
  },
  home: {
    name: 'home',
    title: 'Home',
    summary: 'Tagline, introduction and photo',
    fields: [
      { kind: 'text', key: 'tagline', label: 'Tagline' },
      { kind: 'text', key: 'blurb', label: 'Introduction', multiline: true, hint: PARAGRAPHS },
      { kind: 'text', key: 'heroPhoto', label: 'Photo', photo: true },
    ],
  },
  about: {
    name: 'about',
    title: 'About',
    summary: 'Biography, links and discography',
    fields: [
      { kind: 'text', key: 'bio', label: 'Biography', multiline: true, hint: PARAGRAPHS },
      linkRows('links', 'link', 'Links'),
      {
        kind: 'rows',
        key: 'discography',
        label: 'Discography',
        itemLabel: 'album',
        columns: [
          { key: 'title', label: 'Title' },
          { key: 'artist', label: 'Artist' },
          { key: 'year', label: 'Year' },
          { key: 'label', label: 'Label' },
          { key: 'role', label: 'Role', hint: 'For example: tenor saxophone, leader.' },
        ],
      },
    ],
  },
  lessons: {
    name: 'lessons',
    title: 'Lessons',
    summary: 'Description and testimonials',
    fields: [
      { kind: 'text', key: 'description', label: 'Description', multiline: true, hint: PARAGRAPHS },
      {
        kind: 'rows',
        key: 'testimonials',
        label: 'Testimonials',
        itemLabel: 'testimonial',
        columns: [
          { key: 'quote', label: 'Quote', multiline: true },
          { key: 'name', label: 'Name' },
        ],
      },
    ],
  },
  listen: {
    name: 'listen',
    title: 'Listen',
    summary: 'Tracks and playlists',
    fields: [
      {
        kind: 'rows',
        key: 'tracks',
        label: 'Tracks',
        itemLabel: 'track',
        columns: [
          { key: 'title', label: 'Title' },
          { key: 'audio', label: 'Audio file', audio: true },
        ],
      },
      {
        kind: 'rows',
        key: 'playlists',
        label: 'Playlists',
        itemLabel: 'playlist',
        columns: [
          { key: 'title', label: 'Title' },
          {
            key: 'url',
            label: 'Playlist link',
            hint: 'A Spotify, Bandcamp, SoundCloud, YouTube or Vimeo link, or the embed code from its Share / Embed (a Bandcamp album address works too).',
          },
        ],
      },
    ],
  },
  video: {
    name: 'video',
    title: 'Video',
    summary: 'Videos',
    fields: [videoRows()],
  },
  bands: {
    name: 'bands',
    title: 'Bands',
    summary: 'Other bands in the BANDS menu (links to their own sites)',
    fields: [
      linkRows('bands', 'band', 'Bands', 'Your own bands (Admin Panel, View Groups) are listed in the menu already.'),
    ],
  },
};

/** Videos rows: the Video page and a band's extras. */
export function videoRows(): RowsDefinition {
  return {
    kind: 'rows',
    key: 'videos',
    label: 'Videos',
    itemLabel: 'video',
    columns: [
      { key: 'title', label: 'Title' },
      {
        key: 'url',
        label: 'Video link',
        hint: 'A YouTube or Vimeo link (a YouTube link with t=42s starts there), or its embed code.',
      },
      { key: 'caption', label: 'Caption', multiline: true },
    ],
  };
}

/** A new row of a list: every column empty. */
export const emptyRowOf = (definition: RowsDefinition): Row =>
  Object.fromEntries(definition.columns.map((column) => [column.key, '']));

/** The form's values of a page record: its fields only, with every text a string. */
export function pageValuesOf(definition: PageDefinition, record: Record<string, unknown>): PageValues {
  const values: PageValues = {};
  for (const field of definition.fields) {
    const stored = record[field.key];
    if (field.kind === 'text') values[field.key] = typeof stored === 'string' ? stored : '';
    else
      values[field.key] = (Array.isArray(stored) ? stored : []).map((row: Record<string, unknown>) =>
        Object.fromEntries(
          field.columns.map((column) => {
            const cell = row?.[column.key];
            return [column.key, cell === undefined || cell === null ? '' : String(cell)];
          }),
        ),
      );
  }
  return values;
}

export type PageValues = Record<string, string | Row[]>;
