import { randomBytes } from 'node:crypto';
import type { Event } from '@jazz/contracts';
import { dateText, dateTimeText } from '@jazz/contracts/shows';
import { gigCalendar, gigLines, gigVevent, icsAttachment, type GigStatus } from './mails';
import type { StoredCall } from './repository';
import { DAY, LINK_DAYS_AFTER_SHOW, hashOf, iso, type CalledPerson, type CallLink, type CallsDeps } from './rules';

/** The mails of calls: to a person (with an .ics), to the owner, and the .ics with its SEQUENCE raised. */
export function callMail(deps: CallsDeps) {
  const { repo, mailer, now } = deps;
  const band = (event: Event) => event.group || event.title;
  const nameOf = (person: CalledPerson) => person.stageName || person.name;

  function mailPerson(person: CalledPerson, subject: string, lines: string[], ics?: string) {
    mailer.enqueue({
      to: person.email,
      subject,
      text: `Hello ${person.name},\n\n${lines.join('\n')}\n\n${deps.context().siteName}\n`,
      ...(ics && { attachments: [icsAttachment(ics)] }),
    });
  }

  function mailOwner(subject: string, lines: string[], event: Event) {
    mailer.enqueue({
      to: deps.ownerAddress(),
      subject,
      text: `${lines.join('\n')}\n\n${deps.context().siteUrl}/admin-panel/edit-event?id=${event._id}\n`,
    });
  }

  /** The gig's .ics for a player, its SEQUENCE raised. */
  function icsOf(call: StoredCall, event: Event, status: GigStatus): string {
    const context = deps.context();
    const sequence = repo.nextSequence(call._id);
    return gigCalendar(band(event), [gigVevent(call, event, status, sequence, context, now())], context);
  }

  /** The feed address of a person, made at his first confirmed gig (or when the owner renews it). */
  function feedOf(personId: string, renew = false): string {
    let token = renew ? undefined : repo.feedToken(personId);
    if (!token) {
      token = randomBytes(24).toString('base64url');
      // one row per person: a new token replaces the old, which then answers as unknown
      repo.putFeed(personId, token, iso(now()));
    }
    return feedUrl(token);
  }
  const feedUrl = (token: string) => `${deps.context().siteUrl}/people/${token}.ics`;

  /** The confirmed player of a call, when he can be mailed. */
  function playerOf(call: StoredCall): CalledPerson | undefined {
    const ask = repo.asks(call._id).find((turn) => turn.answer === 'yes');
    const person = ask && deps.findPerson(ask.personId);
    return person?.email ? person : undefined;
  }

  /** Tells a confirmed player his gig changed (as it now stands) or is cancelled, with the .ics. */
  function mailGigNews(person: CalledPerson, call: StoredCall, event: Event, cancelled: boolean): void {
    const context = deps.context();
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
  }

  return { band, nameOf, mailPerson, mailOwner, icsOf, playerOf, mailGigNews, feedOf, feedUrl };
}

/** A player's seat: taken on a yes (lineup, payout, mails, his feed), given back when he is taken out. */
function seatSteps(deps: CallsDeps, mail: ReturnType<typeof callMail>) {
  const { repo, findPerson } = deps;
  const { band, nameOf, mailPerson, mailOwner, icsOf, feedOf } = mail;

  function confirm(call: StoredCall, person: CalledPerson, event: Event): void {
    repo.setState(call._id, 'confirmed');
    deps.setLineup(event._id, [
      ...(event.lineup ?? []),
      { name: nameOf(person), instrument: call.instrument, personId: person.id },
    ]);
    if (call.fee !== null) {
      const fee = call.fee;
      // a player the owner already pays on this show (his pay typed in the Money section before
      // the call) keeps that payout: a second one would pay him twice
      deps.money.editPayouts(event._id, (payouts) =>
        payouts.some((payout) => payout.personId === person.id)
          ? payouts
          : [
              ...payouts,
              {
                personId: person.id,
                role: call.instrument,
                rule: 'flat',
                amount: fee,
                percent: 0,
                minimum: 0,
                paid: null,
              },
            ],
      );
    }
    repo.heard(call._id, event.sequence ?? 0);
    const context = deps.context();
    const when = dateText(event.startDate, context.timeZone);
    mailPerson(
      person,
      `You're in: ${band(event)}, ${when}`,
      [
        `Thank you: you play ${call.instrument} on this gig.`,
        '',
        ...gigLines(event, call.fee, context),
        ...(call.note ? ['', call.note] : []),
        '',
        'Your gigs with the band, as a calendar to subscribe to:',
        feedOf(person.id),
      ],
      icsOf(call, event, 'CONFIRMED'),
    );
    mailOwner(
      `${nameOf(person)} is in: ${call.instrument}, ${band(event)}, ${when}`,
      [`${nameOf(person)} said yes to ${call.instrument} for ${band(event)} on ${when}.`],
      event,
    );
  }

  /** The calendar entry of a confirmed player leaves: lineup, payout, and a CANCELLED .ics. */
  function release(call: StoredCall, event: Event): void {
    const ask = repo.asks(call._id).find((turn) => turn.answer === 'yes');
    if (!ask) return;
    const lineup = event.lineup ?? [];
    const index = lineup.findIndex((entry) => entry.personId === ask.personId && entry.instrument === call.instrument);
    if (index >= 0) deps.setLineup(event._id, lineup.toSpliced(index, 1));
    if (call.fee !== null) {
      deps.money.editPayouts(event._id, (payouts) => {
        const at = payouts.findIndex(
          (p) =>
            p.personId === ask.personId && p.role === call.instrument && p.rule === 'flat' && p.amount === call.fee,
        );
        return at >= 0 ? payouts.toSpliced(at, 1) : payouts;
      });
    }
    const person = findPerson(ask.personId);
    if (!person?.email) return;
    const context = deps.context();
    mailPerson(
      person,
      `Cancelled: ${call.instrument}, ${band(event)}, ${dateText(event.startDate, context.timeZone)}`,
      [`You are no longer needed for ${call.instrument} on this gig:`, '', ...gigLines(event, null, context)],
      icsOf(call, event, 'CANCELLED'),
    );
  }

  return { confirm, release };
}

/** The steps of a call: asking the next person, confirming, reading a link, taking a player out. */
export function createCallSteps(deps: CallsDeps) {
  const { repo, findEvent, findPerson, now } = deps;
  const mail = callMail(deps);
  const { band, mailPerson, mailOwner, icsOf } = mail;

  /** Asks the next person of the call, or marks it unfilled when nobody is left. */
  function askNext(callId: string): void {
    const call = repo.get(callId)!;
    const position = call.asked.length;
    const event = findEvent(call.eventId);
    const personId = call.people[position];
    if (!event || personId === undefined) {
      repo.setState(callId, 'unfilled');
      if (event) {
        mailOwner(
          `Nobody for ${call.instrument}: ${band(event)}, ${dateText(event.startDate, deps.context().timeZone)}`,
          [`Everyone called for ${call.instrument} said no or did not answer in time. The chair is unfilled.`],
          event,
        );
      }
      return;
    }
    // the first has until answerBy; each one after has as long as the first had
    const turn = Date.parse(call.answerBy) - Date.parse(call.createdAt);
    const deadline = position === 0 ? call.answerBy : iso(now() + turn);
    const token = randomBytes(24).toString('base64url');
    repo.addAsk({ callId, position, personId, tokenHash: hashOf(token), askedAt: iso(now()), deadline });
    const person = findPerson(personId);
    if (!person?.email) {
      // a person deleted or without an address since the call: his turn ends at once
      repo.answer(callId, position, null, null);
      return askNext(callId);
    }
    const context = deps.context();
    mailPerson(
      person,
      `Can you play ${call.instrument}? ${band(event)}, ${dateText(event.startDate, context.timeZone)}`,
      [
        `Can you play ${call.instrument} on this gig?`,
        '',
        ...gigLines(event, call.fee, context),
        ...(call.note ? ['', call.note] : []),
        '',
        `Please answer by ${dateTimeText(deadline, context.timeZone)}:`,
        `${context.siteUrl}/call/${token}`,
      ],
      icsOf(call, event, 'TENTATIVE'),
    );
  }

  /** The link of a token, or undefined when unknown or 30 days past its show. */
  function linkOf(token: string): CallLink | undefined {
    const ask = token.length >= 20 ? repo.askOfToken(hashOf(token)) : undefined;
    const call = ask && repo.get(ask.callId);
    const event = call && findEvent(call.eventId);
    if (!ask || !call || !event) return undefined;
    if (now() > Date.parse(event.endDate || event.startDate) + LINK_DAYS_AFTER_SHOW * DAY) return undefined;
    const open =
      call.state === 'asked' &&
      ask.answer === null &&
      ask.position === call.asked.length - 1 &&
      now() < Date.parse(ask.deadline);
    return { call, ask, event, open };
  }

  return { mail, askNext, ...seatSteps(deps, mail), linkOf };
}

export type CallSteps = ReturnType<typeof createCallSteps>;
