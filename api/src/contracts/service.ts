import { createHash, randomBytes } from 'node:crypto';
import type { Event } from '@jazz/contracts';
import { dealInWords, fillContract, formatMoney, loadInText, type ShowMoney } from '@jazz/contracts/money';
import { dateText, startTimeText } from '@jazz/contracts/shows/format';
import { lineupText, placeOf, whereLine } from '@jazz/contracts/shows';
import type { Db } from '../db';
import { createContractsRepository, type ContractRow } from './repository';
import { badRequest, notFound } from '../http/errors';
import { nowIso } from '../ids';
import type { Mailer } from '../mail/mailer';
import type { MoneyService } from '../money/service';
import type { MoneySettingsStore } from '../money/settings';
import { renderMoneyPdf } from '../money/pdf';

interface ContractsDeps {
  db: Db;
  money: MoneyService;
  settings: MoneySettingsStore;
  findEvent: (id: string) => Event | undefined;
  mailer: Mailer;
  ownerAddress: () => string;
  siteUrl: string;
  timeZone: string;
  currency: string;
  siteName: () => string;
  now: () => number;
}

/** A contract's link lives until 30 days after its show. */
const LINK_DAYS_AFTER_SHOW = 30;
const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

export const CONTRACT_MESSAGES = {
  noDeal: 'This show has no deal yet: enter its deal and buyer first.',
  noEmail: 'The buyer has no email address: add it to the deal first.',
  signed: 'This contract is signed already.',
  name: 'Type your full name to sign.',
} as const;

/** The owner's template filled for a show from the show and its deal. */
function contractText(deps: ContractsDeps) {
  const { timeZone } = deps;
  return (event: Event, record: ShowMoney): string => {
    const deal = record.deal!;
    const amount = (cents: number) => formatMoney(cents, deps.currency);
    return fillContract(deps.settings.read().contractTemplate, {
      date: dateText(event.startDate, timeZone),
      start: startTimeText(event.startDate, timeZone),
      end: event.endDate ? startTimeText(event.endDate, timeZone) : '',
      venue: event.venue,
      address: whereLine(placeOf(event)),
      band: event.group,
      musicians: lineupText(event.lineup),
      deal: dealInWords(deal, deps.currency),
      fee: amount(record.totals.artistShare),
      deposit: amount(deal.deposit),
      depositDue: deal.depositDue,
      balanceDue: deal.balanceDue,
      buyer: [deal.buyer.name, deal.buyer.organization].filter(Boolean).join(', '),
      loadIn: loadInText(deal.loadIn),
    });
  };
}

/**
 * Contracts (docs/money.md): the owner's template filled from the show and its deal, mailed to
 * the buyer as a link to /contract/{token} (the token stored hashed), signed there by typing a
 * name. What was sent is what is signed: the text is kept at sending.
 */
export function createContractsService(deps: ContractsDeps) {
  const { db, money, findEvent, timeZone } = deps;
  const repo = createContractsRepository(db);

  const eventOf = (id: string) => {
    const event = findEvent(id);
    if (!event) throw notFound('No such show.');
    return event;
  };

  const textOf = contractText(deps);

  const signedLine = (row: ContractRow) =>
    row.signed_name ? `Signed by ${row.signed_name} on ${dateText(row.signed_at, timeZone)}` : '';

  /** The contract of a link, or undefined for an unknown token or one whose show is 30 days past. */
  function ofToken(token: string): { row: ContractRow; event: Event } | undefined {
    const row = token.length >= 20 ? repo.ofTokenHash(hashOf(token)) : undefined;
    const event = row ? findEvent(row.event_id) : undefined;
    if (!row || !event) return undefined;
    const end = Date.parse(event.endDate || event.startDate) + LINK_DAYS_AFTER_SHOW * 86_400_000;
    return deps.now() > end ? undefined : { row, event };
  }

  return {
    /** The contract of a show as a PDF: what was sent, or the template filled now. */
    async pdf(eventId: string): Promise<Buffer> {
      const event = eventOf(eventId);
      const row = repo.get(eventId);
      const record = money.get(eventId);
      if (!row && !record.deal) throw badRequest({ deal: CONTRACT_MESSAGES.noDeal });
      const body = row?.body ?? textOf(event, record);
      const signed = row ? signedLine(row) : '';
      return renderMoneyPdf(
        'Performance contract',
        [{ text: body }, ...(signed ? [{ heading: signed }] : [])],
        timeZone,
      );
    },

    /** Mails the buyer a link to sign; a new link each time until it is signed. */
    send(eventId: string): { eventId: string; sentAt: string } {
      const event = eventOf(eventId);
      const record = money.get(eventId);
      if (!record.deal) throw badRequest({ deal: CONTRACT_MESSAGES.noDeal });
      if (!record.deal.buyer.email) throw badRequest({ buyer: CONTRACT_MESSAGES.noEmail });
      if (repo.get(eventId)?.signed_name) throw badRequest({ message: CONTRACT_MESSAGES.signed });
      const token = randomBytes(24).toString('base64url');
      const sentAt = nowIso();
      repo.put(eventId, hashOf(token), textOf(event, record), sentAt);
      const from = deps.settings.read().businessName || deps.siteName();
      deps.mailer.enqueue({
        to: record.deal.buyer.email,
        subject: `Contract for ${event.group || event.title}, ${dateText(event.startDate, timeZone)}`,
        text: `Hello ${record.deal.buyer.name},\n\nHere is the contract for ${event.group || event.title} on ${dateText(event.startDate, timeZone)}. Read it and sign it here:\n\n${deps.siteUrl}/contract/${token}\n\nThank you,\n${from}\n`,
      });
      return { eventId, sentAt };
    },

    /** What the public page of a link shows, or undefined when the link is unknown or ended. */
    view(token: string): { title: string; body: string; signed: string } | undefined {
      const found = ofToken(token);
      if (!found) return undefined;
      const { row, event } = found;
      return {
        title: `Contract: ${event.group || event.title}, ${dateText(event.startDate, timeZone)}`,
        body: row.body,
        signed: signedLine(row),
      };
    },

    /** Signs with the typed name; mails the owner. False for an unknown or ended link. */
    sign(token: string, name: string): boolean {
      const found = ofToken(token);
      if (!found) return false;
      const typed = name.trim().slice(0, 200);
      if (!typed) throw badRequest({ name: CONTRACT_MESSAGES.name });
      if (!repo.sign(found.row.event_id, typed, nowIso())) return true;
      const event = found.event;
      deps.mailer.enqueue({
        to: deps.ownerAddress(),
        subject: `Contract signed: ${event.group || event.title}, ${dateText(event.startDate, timeZone)}`,
        text: `${typed} signed the contract for ${event.group || event.title} on ${dateText(event.startDate, timeZone)}.\n\n${deps.siteUrl}/admin-panel/edit-event?id=${event.id}\n`,
      });
      return true;
    },
  };
}

export type ContractsService = ReturnType<typeof createContractsService>;
