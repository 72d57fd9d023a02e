import type { Event } from '@jazz/contracts';
import { CALL_MESSAGES, callCreateSchema, type Call, type PersonFeed } from '@jazz/contracts/calls';
import { dateText } from '@jazz/contracts/shows';
import { upcomingFrom } from '@jazz/contracts/time';
import { badRequest, notFound, validate } from '../http/errors';
import { newId } from '../ids';
import { gigCalendar, gigLines, gigVevent } from './mails';
import { createCallNotices } from './notices';
import { HOUR, answerOf, dayBefore, iso, type CallLink, type CallsDeps } from './rules';
import type { StoredCall } from './repository';
import { createCallSteps } from './steps';

export type { CallLink, CallsDeps } from './rules';

/**
 * Calls (docs/calls.md): a chair offered to players in turn, each with his own link and
 * deadline; yes fills the lineup and the payouts; the confirmed player hears of changes.
 */
export function createCallsService(deps: CallsDeps) {
  const { repo, findEvent, findPerson, now } = deps;
  const steps = createCallSteps(deps);
  const { askNext, confirm, linkOf, release } = steps;
  const { band, mailPerson, icsOf, playerOf, mailGigNews } = steps.mail;
  const { endTurns, noticeConfirmed } = createCallNotices(deps, steps);

  /** The person being asked hears the chair is no longer open (his link then takes no answer). */
  function closeTurn(call: StoredCall, event: Event): void {
    const ask = repo.asks(call._id).at(-1);
    const person = ask && findPerson(ask.personId);
    if (!ask || ask.answer !== null || !person?.email) return;
    mailPerson(
      person,
      `No longer open: ${call.instrument}, ${band(event)}, ${dateText(event.startDate, deps.context().timeZone)}`,
      [`The ${call.instrument} chair for ${band(event)} is no longer open. Thank you all the same.`],
      icsOf(call, event, 'CANCELLED'),
    );
  }

  return {
    create(body: unknown): Call {
      const data = validate(callCreateSchema, body);
      const event = findEvent(data.eventId);
      if (!event) throw badRequest({ eventId: 'No such show.' });
      const start = Date.parse(event.startDate);
      if (start <= now()) throw badRequest({ eventId: CALL_MESSAGES.past });
      for (const id of data.people) {
        const person = findPerson(id);
        if (!person) throw badRequest({ people: CALL_MESSAGES.people });
        if (!person.email) throw badRequest({ people: `${person.name} ${CALL_MESSAGES.noEmail}` });
      }
      // the default: 72 hours on, or the day before the show (same hour) if that is sooner
      const fallback = Math.min(now() + 72 * HOUR, dayBefore(start, deps.context().timeZone));
      const answerBy = data.answerBy ? Date.parse(data.answerBy) : fallback > now() ? fallback : start;
      if (answerBy <= now()) throw badRequest({ answerBy: CALL_MESSAGES.answerBy });
      const id = newId();
      repo.transaction(() => {
        repo.insert({
          id,
          eventId: event._id,
          instrument: data.instrument,
          people: data.people,
          fee: data.fee ?? null,
          answerBy: iso(answerBy),
          note: data.note ?? '',
          createdAt: iso(now()),
          heardSequence: event.sequence ?? 0,
        });
        askNext(id);
      });
      return answerOf(repo.get(id)!);
    },

    /** A show's calls; or the upcoming shows' calls (open: those not confirmed nor cancelled). */
    list(query: { eventId?: string; open?: boolean }): Call[] {
      if (query.eventId) return repo.ofEvent(query.eventId).map(answerOf);
      const upcoming = repo.from(iso(upcomingFrom(now(), deps.context().timeZone)));
      return (query.open ? upcoming.filter((c) => c.state === 'asked' || c.state === 'unfilled') : upcoming).map(
        answerOf,
      );
    },

    cancel(id: string): Call {
      const call = repo.get(id);
      if (!call) throw notFound('No such call.');
      if (call.state === 'cancelled') return answerOf(call);
      repo.transaction(() => {
        repo.setState(id, 'cancelled');
        const event = findEvent(call.eventId);
        if (!event) return;
        if (call.state === 'confirmed') release(call, event);
        if (call.state === 'asked') closeTurn(call, event);
      });
      return answerOf(repo.get(id)!);
    },

    /**
     * A show about to be deleted (by the admin, its series or an import's undo): its calls go with
     * it, so each live one is called off as a cancellation would: the person being asked hears
     * the chair is closed, a confirmed player gets a STATUS:CANCELLED .ics. A show that has
     * started, or whose cancellation he has heard of already, mails nobody.
     */
    showDeleted(event: Event): void {
      if (now() >= Date.parse(event.startDate)) return;
      for (const call of repo.ofEvent(event._id)) {
        if (call.state === 'asked') closeTurn(call, event);
        const player = call.state === 'confirmed' ? playerOf(call) : undefined;
        const heard = event.status === 'cancelled' && call.heardSequence >= (event.sequence ?? 0);
        if (player && !heard) mailGigNews(player, call, event, true);
      }
    },

    /** What a /call/ link shows, or undefined when unknown or ended. Reads only: a GET changes nothing. */
    link: (token: string): CallLink | undefined => linkOf(token),

    /** Takes an answer while the turn is open; the link as it now stands (undefined: unknown). */
    answer(token: string, answer: 'yes' | 'no'): CallLink | undefined {
      endTurns();
      const link = linkOf(token);
      if (!link?.open) return link;
      repo.transaction(() => {
        if (!repo.answer(link.call._id, link.ask.position, answer, iso(now()))) return;
        const person = findPerson(link.ask.personId);
        if (answer === 'yes' && person) confirm(link.call, person, link.event);
        else askNext(link.call._id);
      });
      return linkOf(token);
    },

    /** The gig in words, as the mails write it, and the site's zone (the answer page's). */
    gig: (event: Event, fee: number | null) => ({
      lines: gigLines(event, fee, deps.context()),
      timeZone: deps.context().timeZone,
    }),

    /** A player's feed: his confirmed gigs with the band, or undefined for an unknown token. */
    feed(token: string): string | undefined {
      const personId = repo.personOfFeed(token);
      if (!personId) return undefined;
      const context = deps.context();
      const vevents = repo.confirmedOf(personId).flatMap((call) => {
        const event = findEvent(call.eventId);
        if (!event) return [];
        const status = event.status === 'cancelled' ? 'CANCELLED' : 'CONFIRMED';
        return [gigVevent(call, event, status, call.icsSequence, context, Date.parse(call.createdAt))];
      });
      return gigCalendar(`${context.siteName}: gigs`, vevents, context);
    },

    /** A person's feed address, or null before his first confirmed gig (the owner's People screen). */
    feedOfPerson(personId: string): PersonFeed {
      if (!findPerson(personId)) throw notFound('No such person.');
      const token = repo.feedToken(personId);
      return { url: token ? steps.mail.feedUrl(token) : null };
    },

    /** A new feed address for a person; the old one then answers exactly as an unknown one (404). */
    renewFeed(personId: string): PersonFeed {
      if (!findPerson(personId)) throw notFound('No such person.');
      return { url: steps.mail.feedOf(personId, true) };
    },

    /** One look of the timer: passed deadlines, changes and reminders. How many things it did. */
    runDue: (): number => endTurns() + noticeConfirmed(),
  };
}

export type CallsService = ReturnType<typeof createCallsService>;
