import type { HitType } from '@jazz/shared/contracts';

/** Tells the statistics beacon (shared/src/site/beacon.ts) what happened: a form sent, for one. */
export const countHit = (type: HitType, target?: string) =>
  dispatchEvent(new CustomEvent('jazz:hit', { detail: { type, target } }));
