import { createHash, randomBytes } from 'node:crypto';
import {
  FOLLOW_MESSAGES,
  followSchema,
  myFollowSchema,
  type FollowGroups,
  type FollowersSummary,
  type MyFollow,
} from '@jazz/shared/contracts';
import { toCsv } from '@jazz/shared/csv';
import type { Config } from '../config';
import type { Altcha } from '../contact/altcha';
import type { ContactRepository } from '../contact/repository';
import type { EventsRepository } from '../events/repository';
import { badRequest, validate } from '../http/errors';
import type { ConfirmationCap } from '../mail/confirmation-cap';
import type { Mailer } from '../mail/mailer';
import { bandsText, digestMail, followsShow } from './digest';
import { createDigests, type PendingDigest } from './pending-digest';
import type { FollowerRow, FollowRepository } from './repository';
import { createFollowTokens } from './tokens';

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
  /** The names of the bands that exist: only these (or "all") can be followed. */
  bandNames: () => string[];
  /** The site-wide hourly allowance of confirmation mails. */
  confirmations: ConfirmationCap;
  now?: () => number;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const notHuman = () => badRequest({ altcha: 'Please be a human.' });
const unknownBand = () => badRequest({ groups: FOLLOW_MESSAGES.unknownBand });

/**
 * Fans who follow the bands: double opt-in requests, confirmed followers, one-click
 * unsubscribe, and the digests of shows announced or cancelled since the last one.
 */
export function createFollowService(deps: FollowDeps) {
  const { repo, spentAltcha, config, mailer, altcha } = deps;
  const now = deps.now ?? Date.now;
  const { emailHash, unsubscribeUrl, followerOfToken } = createFollowTokens(config, repo);
  const { pendingDigest, mailsFor } = createDigests({ ...deps, now, unsubscribeUrl });

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

  /**
   * Bands as the site spells them: a name that is no band's is refused, so the text mailed to
   * an address is never a stranger's. Matched without regard to case.
   */
  function knownBands(groups: FollowGroups): FollowGroups {
    if (groups === 'all') return groups;
    const names = new Map(deps.bandNames().map((name) => [name.toLowerCase(), name]));
    const known = groups.map((name) => names.get(name.toLowerCase()));
    if (known.some((name) => name === undefined)) throw unknownBand();
    return [...new Set(known as string[])];
  }

  // The spent human check, the request and its confirmation mail commit together. An address
  // that unsubscribed gets nothing from the anonymous form (the same answer, no mail): only a
  // signed-in, verified account may follow it again.
  const storeRequest = (signature: string, expiresAt: number, email: string, groups: FollowGroups, token: string) =>
    repo.transaction(() => {
      if (!spentAltcha.markAltchaUsed(signature, expiresAt)) throw notHuman();
      if (repo.isSuppressed(emailHash(email))) return;
      deps.confirmations.take();
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
      // `keep` comes from a form: only bands the follower follows (any band, for "all") stay
      const bands = follower.groups === 'all' ? deps.bandNames() : follower.groups;
      const kept = bands.filter((name) => keep.includes(name));
      if (kept.length > 0) {
        repo.setGroups(follower.id, kept);
        return kept;
      }
      repo.removeFollower(follower.id);
      repo.suppress(emailHash(follower.email), now());
      return null;
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
      const bands = knownBands(groups);
      const check = await altcha.verify(payload);
      if (!check.ok) throw notHuman();
      storeRequest(check.signature, check.expiresAt, email, bands, randomBytes(24).toString('base64url'));
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
      const { groups: asked } = validate(myFollowSchema, body);
      const groups = asked === null ? null : knownBands(asked);
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
      const rows = repo
        .followers()
        .map((f) => [f.email, f.groups === 'all' ? 'all' : f.groups.join('; '), new Date(f.confirmedAt).toISOString()]);
      return toCsv([['email', 'bands', 'confirmedAt'], ...rows]);
    },
  };
}

export type FollowService = ReturnType<typeof createFollowService>;
