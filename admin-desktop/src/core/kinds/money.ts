import type { ApiClient } from '@jazz/client/api-client';
import type { OfflineKit } from '../offline-kit';

/**
 * People and money for the desktop (docs/money.md): read as last known when the server can not be
 * reached, so a show's deal and band pay open with no signal. Changes still need the server:
 * drafting them in the outbox is not done yet (docs/money.md, "Not yet").
 */
export function offlinePeople(api: ApiClient, { cachedRead }: OfflineKit): ApiClient['people'] {
  return { ...api.people, list: () => cachedRead('list:person', api.people.list) };
}

export function offlineMoney(api: ApiClient, { cachedRead }: OfflineKit): ApiClient['money'] {
  return {
    ...api.money,
    read: (eventId: string) => cachedRead(`money:${eventId}`, () => api.money.read(eventId)),
    settings: () => cachedRead('money:settings', api.money.settings),
    series: (seriesId: string) => cachedRead(`money:series:${seriesId}`, () => api.money.series(seriesId)),
  };
}

/** Calls (docs/calls.md): a show's chairs and the open ones read as last known; calling needs the server. */
export function offlineCalls(api: ApiClient, { cachedRead }: OfflineKit): ApiClient['calls'] {
  return {
    ...api.calls,
    ofShow: (eventId: string) => cachedRead(`calls:${eventId}`, () => api.calls.ofShow(eventId)),
    open: () => cachedRead('calls:open', api.calls.open),
  };
}
