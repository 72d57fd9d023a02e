import { createHash } from 'node:crypto';
import type { Event } from '@jazz/contracts';
import type { Call } from '@jazz/contracts/calls';
import { addDays, dayOf, dayParts, wallClock, zonedInstant } from '@jazz/contracts/time';
import type { Mailer } from '../mail/mailer';
import type { MoneyService } from '../money/service';
import type { MoneySettingsStore } from '../money/settings';
import type { GigContext } from './mails';
import type { CallsRepository, StoredAsk, StoredCall } from './repository';

/** What a call needs of a person. */
export interface CalledPerson {
  id: string;
  name: string;
  stageName: string;
  email: string;
}

export interface CallsDeps {
  repo: CallsRepository;
  findEvent: (id: string) => Event | undefined;
  setLineup: (id: string, lineup: Event['lineup']) => boolean;
  findPerson: (id: string) => CalledPerson | undefined;
  money: MoneyService;
  settings: MoneySettingsStore;
  mailer: Mailer;
  ownerAddress: () => string;
  context: () => GigContext;
  now: () => number;
}

export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;
/** A /call/ link answers as unknown this long after its show. */
export const LINK_DAYS_AFTER_SHOW = 30;
/** A change is mailed once the show has been quiet this long: changes within a minute make one mail. */
export const CHANGE_QUIET_MS = 20_000;
export const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');
export const iso = (ms: number) => new Date(ms).toISOString();

/** The wall time `hour:minute` (the instant's own when absent) of the site day before `instant`'s. */
export function dayBefore(instant: number, timeZone: string, hour?: number, minute?: number): number {
  const w = wallClock(instant, timeZone);
  // the calendar day before, whatever DST does that night; its wall time through the site's clock
  const [year, month, day] = dayParts(addDays(dayOf(instant, timeZone), -1));
  return zonedInstant(timeZone, year, month, day, hour ?? w.hour, minute ?? w.minute);
}

/** A call as answered: without the server's own markers. */
export const answerOf = ({
  icsSequence: _s,
  heardSequence: _h,
  changeSeenAt: _c,
  reminded: _r,
  ...call
}: StoredCall): Call => call;

/** What a /call/ link shows: its call, its turn, its show, and whether it still takes an answer. */
export interface CallLink {
  call: StoredCall;
  ask: StoredAsk;
  event: Event;
  open: boolean;
}
