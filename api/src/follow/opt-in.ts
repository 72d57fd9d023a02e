import { createHash, randomBytes } from 'node:crypto';
import { FOLLOW_MESSAGES, followSchema, myFollowSchema, type FollowGroups, type MyFollow } from '@jazz/contracts';
import type { Config } from '../config';
import type { Altcha } from '../contact/altcha';
import type { ContactRepository } from '../contact/repository';
import { badRequest, validate } from '../http/errors';
import type { MailBudget } from '../mail/budgets';
import type { Mailer } from '../mail/mailer';
import { bandsText } from './digest';
import type { FollowerRow, FollowRepository } from './repository';

/** A confirmation link works for a week; then the request is forgotten. */
export const REQUEST_TTL_MS = 7 * 24 * 3600_000;

export interface OptInDeps {
  repo: FollowRepository;
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
  confirmations: MailBudget;
  now: () => number;
  /** A suppressed address is kept only as this keyed hash (tokens.ts). */
  emailHash: (email: string) => string;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const notHuman = () => badRequest({ altcha: 'Please be a human.' });
const unknownBand = () => badRequest({ groups: FOLLOW_MESSAGES.unknownBand });

/** The mail that asks an address to confirm its follow (its link works for a week). */
const confirmationMail = (deps: OptInDeps, email: string, groups: FollowGroups, token: string) => ({
  to: email,
  subject: `Confirm: show announcements from ${deps.siteName()}`,
  text: [
    `Someone, hopefully you, asked ${deps.siteName()} (${deps.config.siteUrl}) to send an e-mail to this address`,
    `when a show of ${bandsText(groups)} is announced.`,
    '',
    'To confirm, open this link within 7 days:',
    `${deps.config.siteUrl}/follow/confirm/${token}`,
    '',
    'If you did not ask for it, ignore this mail: nothing more will be sent.',
  ].join('\n'),
});

/**
 * Bands as the site spells them: a name that is no band's is refused, so the text mailed to
 * an address is never a stranger's. Matched without regard to case.
 */
function knownBands(bandNames: OptInDeps['bandNames'], groups: FollowGroups): FollowGroups {
  if (groups === 'all') return groups;
  const names = new Map(bandNames().map((name) => [name.toLowerCase(), name]));
  const known = groups.map((name) => names.get(name.toLowerCase()));
  const found = known.filter((name) => name !== undefined);
  if (found.length < known.length) throw unknownBand();
  return [...new Set(found)];
}

/**
 * Following and leaving: the anonymous form's double opt-in (request, mailed link, confirm),
 * one-click unsubscribe, and a signed-in account's own choice, whose address is verified.
 */
export function createOptIn(deps: OptInDeps) {
  const { repo, spentAltcha, mailer, altcha, now, emailHash } = deps;

  // The spent human check, the request and its confirmation mail commit together. An address
  // that unsubscribed gets nothing from the anonymous form (the same answer, no mail): only a
  // signed-in, verified account may follow it again.
  const storeRequest = (signature: string, expiresAt: number, email: string, groups: FollowGroups, token: string) =>
    repo.transaction(() => {
      if (!spentAltcha.markAltchaUsed(signature, expiresAt)) throw notHuman();
      if (repo.isSuppressed(emailHash(email))) return;
      deps.confirmations.take();
      repo.addRequest(sha256(token), email, groups, now());
      mailer.enqueue(confirmationMail(deps, email, groups, token));
    });

  const confirm = (token: string): FollowerRow | undefined =>
    repo.transaction(() => {
      const request = repo.takeRequest(sha256(token), now() - REQUEST_TTL_MS);
      if (!request) return undefined;
      repo.dropRequestsOf(request.email);
      repo.unsuppress(emailHash(request.email));
      return repo.saveFollower(request.email, request.groups, null, now());
    });

  /** Ends (or narrows to `keep`) a follow; answers the bands still followed, or null when gone. */
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

  return {
    /**
     * POST /api/follow: always the same answer; the mail goes to the address, whoever it is.
     * `admit` counts the address mailed (a 429 when its inbox had enough): only once the human
     * check passed, so a stranger who solves nothing can not use up someone's allowance.
     */
    async request(body: unknown, admit: (email: string) => void = () => {}): Promise<void> {
      const { altcha: payload, email, groups } = validate(followSchema, body);
      const bands = knownBands(deps.bandNames, groups);
      const check = await altcha.verify(payload);
      if (!check.ok) throw notHuman();
      admit(email);
      storeRequest(check.signature, check.expiresAt, email, bands, randomBytes(24).toString('base64url'));
    },

    /** The request behind a confirmation link, if it is still valid (the GET page shows it). */
    requestOf: (token: string) => repo.findRequest(sha256(token), now() - REQUEST_TTL_MS),
    confirm,
    unsubscribe,

    /** A signed-in user's announcements: their account's address is verified already. */
    mine(email: string): MyFollow {
      return { groups: repo.followerByEmail(email)?.groups ?? null };
    },
    setMine(user: { id: string; email: string }, body: unknown): MyFollow {
      const { groups: asked } = validate(myFollowSchema, body);
      const groups = asked === null ? null : knownBands(deps.bandNames, asked);
      const current = repo.followerByEmail(user.email);
      if (groups === null) {
        if (current) unsubscribe(current, []);
        return { groups: null };
      }
      repo.unsuppress(emailHash(user.email));
      return { groups: repo.saveFollower(user.email, groups, user.id, now()).groups };
    },
  };
}
