import type { CalendarSync } from '@jazz/contracts';
import { createCalendarAccount } from './account';
import type { SyncContext } from './context';
import { createPhoneEdits } from './phone-edits';
import { createPull } from './pull';
import { createPush } from './push';

export type { SyncContext } from './context';

/** How long a booking waits for a fresh pull before it goes on with the busy time it has. */
const FRESHEN_WAIT_MS = 5000;
/** A pull younger than this is fresh enough for a screen that opens. */
const FRESH_MS = 60_000;

/**
 * His calendar, both ways (docs/calendar-sync.md): the account, the push of his shows through
 * the stored queue, the pull of his busy time, his phone's edits waiting for him.
 */
export function createCalendarSyncService(ctx: SyncContext) {
  const { repo } = ctx;
  const push = createPush(ctx);
  const { pull } = createPull(ctx);
  const edits = createPhoneEdits(ctx, (eventId) => repo.enqueue([eventId], ctx.now()));
  let pulling: Promise<void> | undefined;
  const account = createCalendarAccount(
    ctx,
    () => push.queueAll(),
    () => pulling,
  );

  /** One pull at a time: a second caller waits for the one under way. */
  const pullOnce = (): Promise<void> =>
    (pulling ??= pull().finally(() => {
      pulling = undefined;
    }));
  /** A pull that starts after the one under way (the account changed meanwhile, or the owner asked). */
  const freshPull = async (): Promise<void> => {
    await pulling;
    await pullOnce();
  };

  return {
    ...account,

    /** Every waiting push at once (whatever its backoff), then a pull. */
    async run(): Promise<CalendarSync> {
      await push.pushDue(true);
      await freshPull();
      return account.view();
    },

    /** The timer's look: pushes due, and a pull when `pullToo`. */
    async tick(pullToo: boolean): Promise<void> {
      await push.pushDue();
      if (pullToo) await pullOnce();
    },

    pull: pullOnce,

    /**
     * Busy time read again before a lesson is booked or moved: waits for the pull at most a few
     * seconds (a slow server never holds a booking: the busy time kept is used then).
     */
    async freshen(): Promise<void> {
      const account = repo.account();
      if (!account || account.busyCalendars.length === 0) return;
      let timer: NodeJS.Timeout | undefined;
      const waited = new Promise<void>((resolve) => {
        timer = setTimeout(resolve, FRESHEN_WAIT_MS);
        timer.unref();
      });
      await Promise.race([pullOnce(), waited]);
      clearTimeout(timer);
    },

    /** A screen opened: a pull in the background when the last is older than a minute. */
    freshenSoon(): void {
      const account = repo.account();
      if (!account || account.busyCalendars.length === 0) return;
      if (account.lastPull && Date.parse(account.lastPull) > ctx.now() - FRESH_MS) return;
      pullOnce().catch((error: unknown) => ctx.logger.error('calendar pull failed', error));
    },

    /** When the queue next has a push due (ms), or null. */
    nextPushAt: (): number | null => repo.nextDue(),
    waiting: () => repo.waiting(),
    configured: () => repo.account() !== undefined,

    changes: () => edits.list(),
    accept: (eventId: string) => edits.accept(eventId),
    revert: (eventId: string) => edits.revert(eventId),
  };
}

export type CalendarSyncService = ReturnType<typeof createCalendarSyncService>;
