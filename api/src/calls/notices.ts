import { dateText } from '@jazz/contracts/shows';
import { gigLines } from './mails';
import { CHANGE_QUIET_MS, DAY, dayBefore, iso, type CallsDeps } from './rules';
import type { CallSteps } from './steps';

/** What the timer does (docs/calls.md): passed deadlines, changes mailed to confirmed players, reminders. */
export function createCallNotices(deps: CallsDeps, steps: CallSteps) {
  const { repo, findEvent, findPerson, now } = deps;
  const { askNext } = steps;
  const { band, mailPerson, icsOf } = steps.mail;

  /** Ends the turns whose deadline passed; the next person is asked. How many ended. */
  function endTurns(): number {
    let ended = 0;
    for (const call of repo.inState('asked')) {
      const ask = repo.asks(call._id).at(-1);
      if (!ask || ask.answer !== null || now() < Date.parse(ask.deadline)) continue;
      repo.transaction(() => {
        if (repo.answer(call._id, ask.position, null, null)) askNext(call._id);
      });
      ended++;
    }
    return ended;
  }

  /** Mails confirmed players the changes of their shows (one mail a quiet minute) and the day-before reminder. */
  function noticeConfirmed(): number {
    let mailed = 0;
    const context = deps.context();
    for (const call of repo.inState('confirmed')) {
      const event = findEvent(call.eventId);
      const start = event ? Date.parse(event.startDate) : 0;
      if (!event || now() > start + DAY) continue;
      const person = findPerson(repo.asks(call._id).find((ask) => ask.answer === 'yes')?.personId ?? '');
      if (!person?.email) continue;
      const sequence = event.sequence ?? 0;
      if (sequence > call.heardSequence) {
        if (!call.changeSeenAt) repo.changeSeen(call._id, iso(now()));
        else if (now() - Date.parse(call.changeSeenAt) >= CHANGE_QUIET_MS) {
          const cancelled = event.status === 'cancelled';
          mailPerson(
            person,
            `${cancelled ? 'Cancelled' : 'Changed'}: ${band(event)}, ${dateText(event.startDate, context.timeZone)}`,
            [
              cancelled ? 'This gig is cancelled:' : 'This gig has changed. As it stands now:',
              '',
              ...gigLines(event, call.fee, context),
            ],
            icsOf(call, event, cancelled ? 'CANCELLED' : 'CONFIRMED'),
          );
          repo.heard(call._id, sequence);
          mailed++;
        }
      }
      if (!call.reminded && event.status !== 'cancelled' && now() < start) {
        const [hour, minute] = deps.settings.read().reminderHour.split(':').map(Number);
        if (now() >= dayBefore(start, context.timeZone, hour, minute)) {
          mailPerson(person, `Tomorrow: ${band(event)}, ${dateText(event.startDate, context.timeZone)}`, [
            `A reminder: you play ${call.instrument} tomorrow.`,
            '',
            ...gigLines(event, null, context),
            `Load-in: ${call.note || 'as agreed'}`,
            `Band: ${[band(event), ...(event.lineup ?? []).map((entry) => `${entry.name} (${entry.instrument})`)].join(', ')}`,
          ]);
          repo.reminded(call._id);
          mailed++;
        }
      }
    }
    return mailed;
  }

  return { endTurns, noticeConfirmed };
}
