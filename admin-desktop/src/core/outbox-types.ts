import type {
  Event,
  EventData,
  Group,
  Photo,
  PressFields,
  PressPhotoData,
  Series,
  SeriesData,
  Tune,
  TuneData,
  Venue,
  VenueData,
} from '@jazz/contracts';
import type { Person, ValidMoneyData, ValidPersonData } from '@jazz/contracts/money';

/** A group image drafted offline: the bytes live in the drafts storage as a Blob, not in the entry. */
export interface BlobRef {
  $blob: string;
}
export type DraftImage = string | BlobRef;

export interface DraftGroupData {
  name: string;
  description?: string;
  images?: Record<string, DraftImage>;
}

/**
 * Where an update's comparator comes from: 'server' is the record as the server last showed it
 * (sent as is); 'local' means the draft was made on top of another pending change, so at sync
 * the comparator is the server's answer to that earlier change.
 */
export type ComparatorSource = 'server' | 'local';

export type OutboxOp =
  | { op: 'event.create'; tempId: string; data: EventData }
  | { op: 'event.update'; id: string; comparator: Record<string, unknown>; from: ComparatorSource; data: EventData }
  /** `was`: the event as shown when it was deleted, to name it among the pending changes. */
  | { op: 'event.delete'; id: string; was?: EventData }
  | { op: 'group.create'; tempId: string; data: DraftGroupData }
  | {
      op: 'group.update';
      id: string;
      comparator: Record<string, unknown>;
      from: ComparatorSource;
      data: DraftGroupData;
    }
  /** A page of the site: `id` is the page name ('about', 'home', ...). */
  | {
      op: 'page.update';
      id: string;
      comparator: Record<string, unknown>;
      from: ComparatorSource;
      data: Record<string, unknown>;
    }
  /** A press kit: `id` is its key ('site' or a group's id); a new stage plot rides along as a data URL. */
  | {
      op: 'press.update';
      id: string;
      comparator: Record<string, unknown>;
      from: ComparatorSource;
      data: PressFields;
    }
  /** A press photo uploaded offline to the kit `kitKey`: the original waits in the drafts storage as a Blob. */
  | { op: 'press.photo'; tempId: string; kitKey: string; data: DraftPressPhotoData & { image: DraftImage } }
  /** A photo uploaded offline: the image waits in the drafts storage as a Blob. */
  | { op: 'photo.create'; tempId: string; data: DraftPhotoData & { image: DraftImage } }
  | {
      op: 'photo.update';
      id: string;
      comparator: Record<string, unknown>;
      from: ComparatorSource;
      data: DraftPhotoData;
    }
  | { op: 'photo.delete'; id: string; was?: DraftPhotoData }
  /**
   * The order of the photos (PUT /api/photos/order). `id` is always 'order' (one record: the
   * order); `seen` is the order shown when it was made, so a reorder made elsewhere meanwhile
   * is a conflict and not silently overwritten.
   */
  | { op: 'photo.order'; id: typeof PHOTO_ORDER; seen: string[]; data: { ids: string[] } }
  /** Venues, residencies, press photos and tunes drafted offline (below). */
  | VenueSeriesOp
  | PressPhotoOp
  | TuneOp
  | MoneyOp;

export const PHOTO_ORDER = 'order';

/**
 * A tune added to the repertoire offline (the setlist editor's "New tune"): a show's setlist
 * names it by its temp id until its create is answered (kinds/tunes.ts swaps the id; holds.ts keeps
 * the show back while that create is stopped).
 */
export type TuneOp = { op: 'tune.create'; tempId: string; data: TuneData };

/**
 * A person as drafted offline: never a TIN (it is write-only and never kept on this computer,
 * docs/desktop-offline.md); `null` (remove the stored one) is no secret and may wait.
 */
export type DraftPersonData = Omit<ValidPersonData, 'tin'> & { tin?: null };

/**
 * People and a show's money drafted offline. A money entry's `id` is the show's id (a temp id
 * while the show's own create waits); a payout or an expense may name a person drafted offline
 * by temp id, swapped for the real one when sent (kinds/money.ts).
 */
export type MoneyOp =
  | { op: 'person.create'; tempId: string; data: DraftPersonData }
  | {
      op: 'person.update';
      id: string;
      comparator: Record<string, unknown>;
      from: ComparatorSource;
      data: DraftPersonData;
    }
  | {
      op: 'money.update';
      id: string;
      comparator: Record<string, unknown>;
      from: ComparatorSource;
      data: ValidMoneyData;
      /** The show as shown when its money was drafted, to name it among the pending changes. */
      show?: ShowNamed;
    };

/** A show named in words (the pending list): its title, band, venue and start. */
export type ShowNamed = Pick<EventData, 'title' | 'group' | 'venue' | 'startDate'>;

/**
 * The outbox entries of venues and residencies. A show or a
 * residency drafted at a venue drafted offline names it by its temp id in `venueId`; the id is
 * swapped for the real one when the venue's create has been answered (kinds/venues.ts), and holds.ts
 * keeps it back while that create is stopped.
 */
export type VenueSeriesOp =
  | { op: 'venue.create'; tempId: string; data: VenueData }
  | {
      op: 'venue.update';
      id: string;
      comparator: Record<string, unknown>;
      from: ComparatorSource;
      data: VenueData;
    }
  | { op: 'series.create'; tempId: string; data: SeriesData }
  | {
      op: 'series.update';
      id: string;
      comparator: Record<string, unknown>;
      from: ComparatorSource;
      data: SeriesData;
      /** The event where "this and following" starts (PUT /api/series/update's `from`). */
      fromEvent?: string;
    };

/**
 * Press photos edited, deleted or reordered offline. Their kind is 'press'
 * and `id` the photo's id (a temp id while its upload waits), so an edit of a photo not sent
 * yet is held with its upload; `kitKey` is the press kit ('site' or a group's id). The order's
 * `id` is `order:<kitKey>`.
 */
export type PressPhotoOp =
  | {
      op: 'press.photoUpdate';
      id: string;
      kitKey: string;
      comparator: Record<string, unknown>;
      from: ComparatorSource;
      data: PressPhotoData;
    }
  | { op: 'press.photoDelete'; id: string; kitKey: string; was?: { title: string } }
  | { op: 'press.photoOrder'; id: string; kitKey: string; data: { ids: string[] } };

export const pressOrderId = (kitKey: string) => `order:${kitKey}`;

export interface DraftPressPhotoData {
  title: string;
  credit?: string;
  usage?: string;
}

export interface DraftPhotoData {
  title: string;
  credit?: string;
}

export type EntryStatus = 'pending' | 'conflict' | 'rejected';

export type OutboxEntry = OutboxOp & {
  /** Sync order. */
  seq: number;
  /** Generated when drafted; a resend after a lost answer uses the same key (applied once). */
  key: string;
  createdAt: string;
  status: EntryStatus;
  attempts: number;
  /** The server's record on a 409, shown beside the draft. */
  current?: unknown;
  /** The fields the draft and the server both changed (a conflict after the three-way merge). */
  conflicts?: string[];
  /** Three-way merges in a row of this draft (merge-draft.ts). */
  merges?: number;
  /** Why the server refused the change (rejected entries). */
  message?: string;
};

export type RecordKind =
  'event' | 'group' | 'page' | 'photo' | 'press' | 'venue' | 'series' | 'tune' | 'person' | 'money';
export type ServerRecord = Event | Group | Photo | Venue | Series | Tune | Person;
/** The record type a list of this kind holds. */
export type RecordOf<K extends RecordKind> = K extends 'event'
  ? Event
  : K extends 'photo'
    ? Photo
    : K extends 'venue'
      ? Venue
      : K extends 'series'
        ? Series
        : K extends 'tune'
          ? Tune
          : K extends 'person'
            ? Person
            : // a show's money is kept per show (recordKey), never as a list
              K extends 'money'
              ? never
              : Group;

// every op is named `<kind>.<change>` (the union above), so its first part is a RecordKind
export const kindOf = (entry: OutboxOp): RecordKind => entry.op.split('.')[0] as RecordKind;

/** A plain object read field by field: a server record (a 409's `current`), a comparator. */
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A record as the server keeps it: a plain object with its id. */
export const isStoredRecord = (value: unknown): value is Record<string, unknown> & { _id: string } =>
  isRecord(value) && typeof value._id === 'string';

/** An entry's data field by field (the three-way merge, a field-by-field decision, the conflict rows). */
export const fieldsOf = (entry: OutboxOp): Record<string, unknown> => ('data' in entry ? { ...entry.data } : {});

/** The record an entry is about: the temp id of a create, the id of an update or delete. */
export const targetOf = (entry: OutboxOp): string => ('tempId' in entry ? entry.tempId : entry.id);

export const TEMP_PREFIX = 'draft-';
export const isTempId = (id: string) => id.startsWith(TEMP_PREFIX);

/**
 * Durable storage of the drafts: IndexedDB in the renderer, memory in unit tests. Entries are
 * kept by seq; blobs are image files drafted offline; cache holds the last server answers
 * (lists and single records) and the temp-id map.
 */
export interface DraftStorage {
  listEntries(): Promise<OutboxEntry[]>;
  putEntry(entry: OutboxEntry): Promise<void>;
  deleteEntry(seq: number): Promise<void>;
  putBlob(id: string, blob: Blob): Promise<void>;
  getBlob(id: string): Promise<Blob | undefined>;
  deleteBlob(id: string): Promise<void>;
  getCache<T>(key: string): Promise<T | undefined>;
  setCache(key: string, value: unknown): Promise<void>;
}
