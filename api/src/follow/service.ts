import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import {
  followSchema,
  myFollowSchema,
  type DigestShow,
  type Event,
  type FollowGroups,
  type FollowersSummary,
  type MyFollow,
} from '@jazz/shared/contracts';
import { isUpcoming } from '@jazz/shared/shows';
import type { Config } from '../config';
import type { Altcha } from '../contact/altcha';
import type { ContactRepository } from '../contact/repository';
import type { EventsRepository } from '../events/repository';
import { badRequest, validate } from '../http/errors';
import type { Mailer } from '../mail/mailer';
import { bandsText, digestMail, digestShow, followsShow } from './digest';
import type { FollowerRow, FollowRepository } from './repository';

/** A confirmation link works for a week; then the request is forgotten. */
export const REQUEST_TTL_MS = 7 * 24 * 3600_000;

export interface FollowDeps {
  repo: FollowRepository;
  /** The shows a digest tells of. */
  events: EventsRepository;
  /** Where spent human checks are kept (shared with the contact form). */
  spentAltcha: Pick<ContactRepository, 'markAltchaUsed'>;
  config: Config;
  mailer: Mailer;
  altcha: Altcha;
  /** The site's name as the owner wrote it, for mails and pages. */
  siteName: () => string;
  now?: () => number;
}

export interface PendingDigest {
  lastId: number;
  dueAt: number;
  shows: DigestShow[];
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const notHuman = () => badRequest({ altcha: 'Please be a human.' });
const eventStatus = (event: Event) => (event as Event & { status?: string }).status ?? 'scheduled';

/**
 * Fans who follow the bands: double opt-in requests, confirmed followers, one-click
 * unsubscribe, and the digests of shows announced or cancelled since the last one.
 */
export function createFollowService(deps: FollowDeps) {
  const { repo, events, spentAltcha, config, mailer, altcha } = deps;
  const now = deps.now ?? Date.now;
  const key = (label: string) => createHmac('sha256', config.jwtSecret).update(label).digest();
  const unsubscribeKey = key('follow-unsubscribe');
  const suppressionKey = key('follow-suppression');

  const emailHash = (email: string) => createHmac('sha256', suppressionKey).update(email.toLowerCase()).digest('hex');
  const unsubscribeMac = (follower: Pick<FollowerRow, 'id' | 'email'>) =>
    createHmac('sha256', unsubscribeKey).update(`${follower.id}:${follower.email.toLowerCase()}`).digest('base64url');

  /** The follower's own unsubscribe token: their id and a MAC, so nothing needs storing. */
  const unsubscribeToken = (follower: FollowerRow) => `${follower.id}.${unsubscribeMac(follower)}`;
  const unsubscribeUrl = (follower: FollowerRow) => `${config.siteUrl}/unsubscribe/${unsubscribeToken(follower)}`;

  function followerOfToken(token: string): FollowerRow | undefined {
    const match = /^(\d{1,15})\.([\w-]{43})$/.exec(token);
    if (!match) return undefined;
    const follower = repo.follower(Number(match[1]));
    if (!follower) return undefined;
    const expected = Buffer.from(unsubscribeMac(follower));
    const given = Buffer.from(match[2]!);
    return expected.length === given.length && timingSafeEqual(expected, given) ? follower : undefined;
  }

  const confirmationMail = (email: string, groups: FollowGroups, token: string) => ({
    to: email,
    subject: `Confirm: show announcements from ${deps.siteName()}`,
    text: [
      `Someone, hopefully you, asked ${deps.siteName()} (${config.siteUrl}) to send an e-mail to this address`,
      `when a show of ${bandsText(groups)} is announced.`,
      '',
      'To confirm, open this link within 7 days:',
      `${config.siteUrl}/follow/confirm/${token}`,
      '',
      'If you did not ask for it, ignore this mail: nothing more will be sent.',
    ].join('\n'),
  });

  // The spent human check, the request and its confirmation mail commit together.
  const storeRequest = (signature: string, expiresAt: number, email: string, groups: FollowGroups, token: string) =>
    repo.transaction(() => {
      if (!spentAltcha.markAltchaUsed(signature, expiresAt)) throw notHuman();
      repo.addRequest(sha256(token), email, groups, now());
      mailer.enqueue(confirmationMail(email, groups, token));
    });

  const confirm = (token: string) =>
    repo.transaction(() => {
      const request = repo.takeRequest(sha256(token), now() - REQUEST_TTL_MS);
      if (!request) return undefined;
      repo.dropRequestsOf(request.email);
      repo.unsuppress(emailHash(request.email));
      return repo.saveFollower(request.email, request.groups, null, now());
    });

  const unsubscribe = (follower: FollowerRow, keep: string[]) =>
    repo.transaction(() => {
      const kept = follower.groups === 'all' ? keep : follower.groups.filter((name) => keep.includes(name));
      if (kept.length > 0) {
        repo.setGroups(follower.id, kept);
        return kept;
      }
      repo.removeFollower(follower.id);
      repo.suppress(emailHash(follower.email), now());
      return null;
    });

  /** The shows waiting for a digest: created or cancelled since the last one, still upcoming. */
  function pendingDigest(): PendingDigest | null {
    const rows = repo.announcements();
    if (rows.length === 0) return null;
    const kinds = new Map<string, Set<string>>();
    for (const row of rows) kinds.set(row.eventId, (kinds.get(row.eventId) ?? new Set()).add(row.kind));
    const shows: (DigestShow & { startDate: string })[] = [];
    for (const [eventId, seen] of kinds) {
      // announced and withdrawn before any mail went out: nobody needs to hear of it
      if (seen.has('created') && seen.has('cancelled')) continue;
      const event = events.get(eventId);
      if (!event || !isUpcoming(event, now(), config.timezone)) continue;
      const kind = seen.has('cancelled') ? 'cancelled' : 'created';
      if (kind === 'created' && eventStatus(event) === 'cancelled') continue;
      // a series is announced by its first date, and told as the whole series
      const series = kind === 'created' && event.seriesId ? events.seriesSummary(event.seriesId) : undefined;
      shows.push({ ...digestShow(event, kind, config.timezone, config.siteUrl, series), startDate: event.startDate });
    }
    shows.sort((a, b) => a.startDate.localeCompare(b.startDate));
    return {
      lastId: rows.at(-1)!.id,
      dueAt: Math.max(...rows.map((row) => row.changedAt)) + config.announceDelay * 1000,
      shows: shows.map(({ startDate: _, ...show }) => show),
    };
  }

  const mailsFor = (digest: PendingDigest) =>
    repo.followers().flatMap((follower) => {
      const theirs = digest.shows.filter((show) => followsShow(follower.groups, show));
      if (theirs.length === 0) return [];
      return [
        digestMail({
          to: follower.email,
          shows: theirs,
          groups: follower.groups,
          siteName: deps.siteName(),
          siteUrl: config.siteUrl,
          unsubscribeUrl: unsubscribeUrl(follower),
        }),
      ];
    });

  // Every mail of a digest is queued, and its announcements forgotten, in one transaction.
  const sendDigest = (digest: PendingDigest) =>
    repo.transaction(() => {
      const mails = mailsFor(digest);
      for (const mail of mails) mailer.enqueue(mail);
      repo.clearAnnouncements(digest.lastId);
      return mails.length;
    });

  return {
    siteName: deps.siteName,
    /** POST /api/follow: always the same answer; the mail goes to the address, whoever it is. */
    async request(body: unknown): Promise<void> {
      const { altcha: payload, email, groups } = validate(followSchema, body);
      const check = await altcha.verify(payload);
      if (!check.ok) throw notHuman();
      storeRequest(check.signature, check.expiresAt, email, groups, randomBytes(24).toString('base64url'));
    },

    /** The request behind a confirmation link, if it is still valid (the GET page shows it). */
    requestOf: (token: string) => repo.findRequest(sha256(token), now() - REQUEST_TTL_MS),
    confirm: (token: string): FollowerRow | undefined => confirm(token),

    followerOfToken,
    /** Ends (or narrows to `keep`) a follow; answers the bands still followed, or null when gone. */
    unsubscribe: (follower: FollowerRow, keep: string[]) => unsubscribe(follower, keep),

    /** A signed-in user's announcements: their account's address is verified already. */
    mine(email: string): MyFollow {
      return { groups: repo.followerByEmail(email)?.groups ?? null };
    },
    setMine(user: { id: string; email: string }, body: unknown): MyFollow {
      const { groups } = validate(myFollowSchema, body);
      const current = repo.followerByEmail(user.email);
      if (groups === null) {
        if (current) unsubscribe(current, []);
        return { groups: null };
      }
      repo.unsuppress(emailHash(user.email));
      return { groups: repo.saveFollower(user.email, groups, user.id, now()).groups };
    },

    pendingDigest,
    /** Queues the waiting digest now; answers how many mails went into the queue. */
    sendDigest(): number {
      const digest = pendingDigest();
      return digest ? sendDigest(digest) : 0;
    },
    held: () => repo.held(),
    setHeld: (held: boolean) => repo.setHeld(held),
    purgeRequests: () => repo.purgeRequests(now() - REQUEST_TTL_MS),

    summary(groupNames: string[]): FollowersSummary {
      const followers = repo.followers();
      const pending = repo.pending(now() - REQUEST_TTL_MS);
      const names = [...new Set([...groupNames, ...followers.flatMap((f) => (f.groups === 'all' ? [] : f.groups))])];
      const count = (list: { groups: FollowGroups }[], name: string) =>
        list.filter((f) => followsShow(f.groups, { group: name })).length;
      const digest = pendingDigest();
      const held = repo.held();
      const preview =
        digest && digest.shows.length > 0
          ? digestMail({
              to: 'follower@example.com',
              shows: digest.shows,
              groups: 'all',
              siteName: deps.siteName(),
              siteUrl: config.siteUrl,
              unsubscribeUrl: `${config.siteUrl}/unsubscribe/…`,
            })
          : null;
      return {
        bands: names.map((name) => ({ name, confirmed: count(followers, name), pending: count(pending, name) })),
        confirmed: followers.length,
        pending: pending.length,
        digest: {
          held,
          dueAt: digest && digest.shows.length > 0 && !held ? new Date(digest.dueAt).toISOString() : null,
          shows: digest?.shows ?? [],
          recipients: digest ? mailsFor(digest).length : 0,
          preview: preview && { subject: preview.subject, text: preview.text },
        },
      };
    },

    /** Confirmed followers as CSV (RFC 4180), for a move to another service. */
    exportCsv(): string {
      const cell = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);
      const lines = [['email', 'bands', 'confirmedAt']].concat(
        repo
          .followers()
          .map((f) => [
            f.email,
            f.groups === 'all' ? 'all' : f.groups.join('; '),
            new Date(f.confirmedAt).toISOString(),
          ]),
      );
      return lines.map((line) => line.map(cell).join(',')).join('\r\n') + '\r\n';
    },
  };
}

export type FollowService = ReturnType<typeof createFollowService>;
