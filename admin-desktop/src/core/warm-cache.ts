import type { ApiClient } from '@jazz/client/api-client';
import { PAGE_NAMES, type Event } from '@jazz/contracts';
import { keepsMoney } from './kinds/money';
import { isTempId, type DraftStorage } from './outbox-types';
import { cachedSiteSettings, editingZone } from './site-settings';

/** Reads of a show's money at a time while warming: a few, so the server is not flooded. */
const MONEY_READS_AT_ONCE = 4;

/**
 * After sign-in, everything a screen reads offline is read once (each read through the offline
 * client keeps its answer; a failure leaves the last kept copy as it is): the lists (the
 * repertoire too: the show form's setlist editor reads it), every page, and every press kit, the
 * musician's and each band's, so a kit never opened on this computer can still be drafted offline.
 */
export async function warmCache(client: ApiClient, storage: DraftStorage, nowMs = Date.now()): Promise<void> {
  const [events, groups] = await Promise.allSettled([
    client.events.list(),
    client.groups.list(),
    client.users.list(),
    client.contact.messages(),
    // Edit Pages and View Photos open offline too
    client.photos.list(),
    // the show form's setlist editor lists the tunes: a show added offline needs them kept
    client.tunes.list(),
    // a show's band pay names people; money settings price the mileage
    client.people.list(),
    client.money.settings(),
    ...PAGE_NAMES.map((name) => client.pages.get(name)),
  ]);
  const bands = groups.status === 'fulfilled' ? groups.value : [];
  await Promise.allSettled([client.press.get('site'), ...bands.map((band) => client.press.get(band._id))]);
  if (events.status === 'fulfilled') await warmMoney(client, storage, events.value, nowMs);
}

/**
 * The money of recent and upcoming shows (kinds/money.ts, keepsMoney), read a few at a time, so a
 * show settled last month or next week opens and is drafted offline; each read keeps its answer.
 */
async function warmMoney(client: ApiClient, storage: DraftStorage, events: Event[], nowMs: number) {
  const timeZone = editingZone((await cachedSiteSettings(storage)) ?? null);
  // a show drafted offline has no money on the server yet
  const ids = events.filter((e) => !isTempId(e._id) && keepsMoney(e, nowMs, timeZone)).map((e) => e._id);
  const next = () => ids.shift();
  const worker = async () => {
    for (let id = next(); id; id = next()) await client.money.read(id).catch(() => undefined);
  };
  await Promise.all(Array.from({ length: MONEY_READS_AT_ONCE }, worker));
}
