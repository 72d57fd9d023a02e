import type { HitType } from '@jazz/contracts';

/** Tells the statistics beacon (shared/client/src/islands/beacon.ts) what happened: a form sent, for one. */
export const countHit = (type: HitType, target?: string) =>
  dispatchEvent(new CustomEvent('jazz:hit', { detail: { type, target } }));
