import type { ApiClient } from '@jazz/client/api-client';
import { sendEvent } from './kinds/events';
import { sendGroup } from './kinds/groups';
import { sendMoney } from './kinds/money';
import { sendPage } from './kinds/pages';
import { sendPhoto } from './kinds/photos';
import { sendPress } from './kinds/press';
import { sendPressPhoto } from './kinds/press-photos';
import { sendSeries } from './kinds/series';
import { sendTune } from './kinds/tunes';
import { sendVenue } from './kinds/venues';
import type { DraftStorage, OutboxEntry } from './outbox-types';
import type { Sent } from './send-kit';

export type { Sent } from './send-kit';

/**
 * The transport: sends one outbox entry with its Idempotency-Key through its kind's sender
 * (kinds/), and gives back what the server answered; a refusal is thrown as it came (sync.ts
 * decides what it means).
 */
export function sendEntry(entry: OutboxEntry, api: ApiClient, storage: DraftStorage): Promise<Sent> {
  const context = { storage, m: { idempotencyKey: entry.key } };
  switch (entry.op) {
    case 'event.create':
    case 'event.update':
    case 'event.delete':
      return sendEvent(entry, api, context);
    case 'group.create':
    case 'group.update':
      return sendGroup(entry, api, context);
    case 'photo.create':
    case 'photo.update':
    case 'photo.delete':
    case 'photo.order':
      return sendPhoto(entry, api, context);
    case 'page.update':
      return sendPage(entry, api, context);
    case 'press.update':
      return sendPress(entry, api, context);
    case 'press.photo':
    case 'press.photoUpdate':
    case 'press.photoDelete':
    case 'press.photoOrder':
      return sendPressPhoto(entry, api, context);
    case 'venue.create':
    case 'venue.update':
      return sendVenue(entry, api, context);
    case 'series.create':
    case 'series.update':
      return sendSeries(entry, api, context);
    case 'tune.create':
      return sendTune(entry, api, context);
    case 'person.create':
    case 'person.update':
    case 'money.update':
      return sendMoney(entry, api, context);
  }
}
