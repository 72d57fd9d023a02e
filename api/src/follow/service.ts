import type { Config } from '../config';
import type { Altcha } from '../contact/altcha';
import type { ContactRepository } from '../contact/repository';
import type { EventsRepository } from '../events/repository';
import type { ConfirmationCap } from '../mail/confirmation-cap';
import type { Mailer } from '../mail/mailer';
import { createFollowersSummary } from './followers-summary';
import { createOptIn, REQUEST_TTL_MS } from './opt-in';
import { createDigests, type PendingDigest } from './pending-digest';
import type { FollowRepository } from './repository';
import { createFollowTokens } from './tokens';

export { REQUEST_TTL_MS };

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

/**
 * Fans who follow the bands: double opt-in requests, confirmed followers, one-click
 * unsubscribe (opt-in.ts), the digests of shows announced or cancelled since the last one
 * (pending-digest.ts), and the admin's summary (followers-summary.ts).
 */
export function createFollowService(deps: FollowDeps) {
  const { repo, mailer } = deps;
  const now = deps.now ?? Date.now;
  const { emailHash, unsubscribeUrl, followerOfToken } = createFollowTokens(deps.config, repo);
  const { pendingDigest, mailsFor } = createDigests({ ...deps, now, unsubscribeUrl });

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
    ...createOptIn({ ...deps, now, emailHash }),
    followerOfToken,

    pendingDigest,
    /** Queues the waiting digest now; answers how many mails went into the queue. */
    sendDigest(): number {
      const digest = pendingDigest();
      return digest ? sendDigest(digest) : 0;
    },
    held: () => repo.held(),
    setHeld: (held: boolean) => repo.setHeld(held),
    purgeRequests: () => repo.purgeRequests(now() - REQUEST_TTL_MS),

    ...createFollowersSummary({ repo, config: deps.config, siteName: deps.siteName, now, pendingDigest, mailsFor }),
  };
}

export type FollowService = ReturnType<typeof createFollowService>;
