import type { PressPhotoData, SeriesData, TuneData, VenueData } from '@jazz/shared/contracts';

/**
 * A tune added to the repertoire offline (the setlist editor's "New tune"): a show's setlist
 * names it by its temp id until its create is answered (send.ts swaps the id; holds.ts keeps
 * the show back while that create is stopped).
 */
export type TuneOp = { op: 'tune.create'; tempId: string; data: TuneData };

/**
 * The outbox entries of venues and residencies. A show or a
 * residency drafted at a venue drafted offline names it by its temp id in `venueId`; the id is
 * swapped for the real one when the venue's create has been answered (send.ts), and holds.ts
 * keeps it back while that create is stopped.
 */
export type VenueSeriesOp =
  | { op: 'venue.create'; tempId: string; data: VenueData }
  | {
      op: 'venue.update';
      id: string;
      comparator: Record<string, unknown>;
      /** As ComparatorSource in outbox-types.ts. */
      from: 'server' | 'local';
      data: VenueData;
    }
  | { op: 'series.create'; tempId: string; data: SeriesData }
  | {
      op: 'series.update';
      id: string;
      comparator: Record<string, unknown>;
      /** As ComparatorSource in outbox-types.ts. */
      from: 'server' | 'local';
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
      from: 'server' | 'local';
      data: PressPhotoData;
    }
  | { op: 'press.photoDelete'; id: string; kitKey: string; was?: { title: string } }
  | { op: 'press.photoOrder'; id: string; kitKey: string; data: { ids: string[] } };

export const pressOrderId = (kitKey: string) => `order:${kitKey}`;
