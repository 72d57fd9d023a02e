import type { ApiClient } from '@jazz/client/api-client';
import { offlineEvents } from './kinds/events';
import { offlineGroups } from './kinds/groups';
import { offlineCalls, offlineMoney, offlinePeople } from './kinds/money';
import { offlinePages } from './kinds/pages';
import { offlinePhotos } from './kinds/photos';
import { offlinePress } from './kinds/press';
import { offlineContact, offlineStats, offlineUsers } from './kinds/read-only';
import { offlineSeries } from './kinds/series';
import { offlineTunes } from './kinds/tunes';
import { offlineVenues } from './kinds/venues';
import { createOfflineKit, type SyncSignals } from './offline-kit';
import type { Outbox } from './outbox';

/**
 * An ApiClient with the same shape as the online one, for the desktop: reads answer from the
 * server and are cached, or from the cache when the server can not be reached, always with the
 * pending changes applied; changes go straight to the server when it answers and to the outbox
 * when it does not (or while older changes still wait, to keep their order). The reads and the
 * send-or-queue are offline-kit.ts; each kind's drafts (and how they are sent later) are its
 * own file in kinds/ (docs/desktop-offline.md). `engine` is the sync engine (sync.ts), seen
 * only through what the kit tells it.
 */
export function createOfflineClient(api: ApiClient, outbox: Outbox, engine: SyncSignals): ApiClient {
  const kit = createOfflineKit(outbox, engine);
  return {
    ...api,
    events: offlineEvents(api, kit),
    groups: offlineGroups(api, kit),
    // the saved venues and residencies as last known, with their drafts: created and edited offline too
    venues: offlineVenues(api, kit),
    series: offlineSeries(api, kit),
    // the repertoire as last synced, with tunes added offline: a setlist is written backstage
    tunes: offlineTunes(api, kit),
    photos: offlinePhotos(api, kit),
    pages: offlinePages(api, kit),
    press: offlinePress(api, kit),
    users: offlineUsers(api, kit),
    contact: offlineContact(api, kit),
    stats: offlineStats(api, kit),
    people: offlinePeople(api, kit),
    money: offlineMoney(api, kit),
    calls: offlineCalls(api, kit),
  };
}
