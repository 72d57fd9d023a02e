import { loadInText } from '@jazz/contracts/money';
import { dateText } from '@jazz/contracts/shows';
import { gigLines } from './mails';
import { CHANGE_QUIET_MS, DAY, dayBefore, iso, type CallsDeps } from './rules';
import type { CallSteps } from './steps';

/** What the timer does (docs/calls.md): passed deadlines, changes mailed to confirmed players, reminders. */
export function createCallNotices(deps: CallsDeps, steps: CallSteps) {
  const { repo, findEvent, now } = deps;
  const { askNext } = steps;
  const { band, mailPerson, playerOf, mailGigNews } = steps.mail;

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
      const person = playerOf(call);
      if (!person) continue;
      const sequence = event.sequence ?? 0;
      if (sequence > call.heardSequence) {
        if (!call.changeSeenAt) repo.changeSeen(call._id, iso(now()));
        else if (now() - Date.parse(call.changeSeenAt) >= CHANGE_QUIET_MS) {
          mailGigNews(person, call, event, event.status === 'cancelled');
          repo.heard(call._id, sequence);
          mailed++;
        }
      }
      if (!call.reminded && event.status !== 'cancelled' && now() < start) {
        const [hour, minute] = deps.settings.read().reminderHour.split(':').map(Number);
        if (now() >= dayBefore(start, context.timeZone, hour, minute)) {
          // the load-in is the show's (its deal, or its series' deal); the call's note stays its own line
          const loadIn = loadInText(deps.money.get(event._id).deal?.loadIn ?? '');
          const lineup = event.lineup ?? [];
          mailPerson(person, `Tomorrow: ${band(event)}, ${dateText(event.startDate, context.timeZone)}`, [
            `A reminder: you play ${call.instrument} tomorrow.`,
            '',
            ...gigLines(event, null, context),
            ...(loadIn ? [`Load-in: ${loadIn}`] : []),
            ...(call.note ? [`Note: ${call.note}`] : []),
            // the band is the gig's first line; who plays with him is the lineup
            ...(lineup.length
              ? [`Lineup: ${lineup.map((entry) => `${entry.name} (${entry.instrument})`).join(', ')}`]
              : []),
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
