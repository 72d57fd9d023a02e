import {
  NO_PLACE,
  type EventStatus,
  type ImportFormat,
  type Place,
  type Repeat,
  type RowProblem,
} from '@jazz/contracts';

export type { ImportFormat, RowProblem };

/** A venue a row names: its place, and what a saved venue holds beside. */
export interface ImportVenue extends Place {
  link: string;
  phone: string;
}

/** One date of a row: a show's own, or one of a calendar series'. */
export interface ImportDate {
  /** YYYY-MM-DD in the site's zone. */
  date: string;
  /** HH:MM (24 h) in the site's zone; '' when the time is not announced. */
  time: string;
  startDate: string;
  endDate?: string;
  timeTBA: boolean;
  status: EventStatus;
  /** A date of a calendar series: the day (site zone) its rule gave it, before any move. */
  ruleDate?: string;
  /** A moved date of a calendar series with its own title or description (RECURRENCE-ID). */
  title?: string;
  description?: string;
}

/** A recurrence read from a calendar (RRULE), for a series of dates (a residency). */
export interface ImportRepeat {
  /** The rule as written, e.g. FREQ=WEEKLY;BYDAY=TH. */
  rule: string;
  /**
   * The rule as the site's series keep it (weekly, or monthly by position), when it can be:
   * the row then becomes a residency. Absent: its dates become one-off shows.
   */
  series?: SeriesRuleInput;
}

export interface SeriesRuleInput {
  repeat: Repeat;
  startTime: string;
  endTime: string;
  from: string;
  until: string;
  count: number | null;
}

/**
 * A show as read from any format, before it meets the database: the band as written, the
 * venue's parts, the day and time in the site's zone. A row of a calendar series carries all
 * its dates in `dates` (its own date is the first).
 */
export interface ImportRow {
  row: number;
  /** The band as the file names it ('' when the file has none). */
  band: string;
  /** Other names on the bill (Bandsintown's Lineup after the band). */
  lineup: { name: string; instrument: string }[];
  /** Bandsintown: the band is the first Lineup name that is a band; the others stay the lineup. */
  bandInLineup: boolean;
  title: string;
  description: string;
  venue: ImportVenue;
  /** The events list's place line ("Burlington, VT"). */
  location: string;
  ticketsLink: string;
  groupLink: string;
  timeText: string;
  price: string;
  soldOut: boolean;
  when: ImportDate | null;
  /** The `_id` of our own export, when present. */
  id: string;
  /** Our own export's `updatedAt` (an instant): '' when the file has none. */
  updatedAt: string;
  /** Whether the show is private; undefined when the file does not say (an update keeps the show's). */
  private?: boolean;
  repeat?: ImportRepeat;
  dates?: ImportDate[];
  problems: RowProblem[];
}

export const emptyVenue = (): ImportVenue => ({ ...NO_PLACE, link: '', phone: '' });

export const newRow = (row: number): ImportRow => ({
  row,
  band: '',
  lineup: [],
  bandInLineup: false,
  title: '',
  description: '',
  venue: emptyVenue(),
  location: '',
  ticketsLink: '',
  groupLink: '',
  timeText: '',
  price: '',
  soldOut: false,
  when: null,
  id: '',
  updatedAt: '',
  problems: [],
});

/** What a format reader gives back: its rows, and the columns it had no use for. */
export interface FormatReading {
  rows: ImportRow[];
  ignored: string[];
  /** Problems of the file itself (an empty file, a missing column), reported on row 1. */
  fileProblems: RowProblem[];
}
