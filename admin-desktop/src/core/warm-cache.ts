import type { ApiClient } from '@jazz/client/api-client';
import { PAGE_NAMES } from '@jazz/contracts';

/**
 * After sign-in, everything a screen reads offline is read once (each read through the offline
 * client keeps its answer; a failure leaves the last kept copy as it is): the lists (the
 * repertoire too: the show form's setlist editor reads it), every page, and every press kit, the
 * musician's and each band's, so a kit never opened on this computer can still be drafted offline.
 */
export async function warmCache(client: ApiClient): Promise<void> {
  const [, groups] = await Promise.allSettled([
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
}
