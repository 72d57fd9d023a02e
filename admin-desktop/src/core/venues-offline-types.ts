import type { SeriesData, VenueData } from '@jazz/shared/contracts';

/**
 * The outbox entries of venues and residencies (issue 19, item 5 "offline too"). A show or a
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
