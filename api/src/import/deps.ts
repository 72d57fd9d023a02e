import type { BandMapping, DuplicatesRule } from '@jazz/contracts';
import type { EventsRepository } from '../events/repository';
import type { GroupsRepository } from '../groups/repository';
import type { SeriesService } from '../series/service';
import type { VenuesRepository } from '../venues/repository';
import type { ImportRunsRepository } from './runs-repository';

export interface ImportOptions {
  dryRun: boolean;
  /** The band of rows whose file names none (`?group=`). */
  group?: string;
  duplicates: DuplicatesRule;
  /** `bands=`: an artist of the file mapped to one of the site's bands, or created as a new band. */
  bands?: BandMapping;
  /** Aborted when the client who sent the file has gone: the reading stops at its next turn. */
  signal?: AbortSignal;
}

export interface ImportDeps {
  events: EventsRepository;
  venues: VenuesRepository;
  /** Residencies: a calendar's RRULE series is created through the series service. */
  series: Pick<SeriesService, 'create'>;
  /** The site's band names. */
  bandNames: () => string[];
  /** Bands created by a mapping's `{ "create": true }`. */
  groups: Pick<GroupsRepository, 'insert' | 'get'>;
  /** The imports' log, for undo. */
  runs: ImportRunsRepository;
  timeZone: string;
  /** The site's address: a band's link written for another site is absolute. */
  siteUrl: string;
  now?: () => number;
}
