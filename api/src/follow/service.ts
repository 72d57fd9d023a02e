import type { EventsRepository } from '../events/repository';
import { MAIL_PRIORITY } from '../mail/outgoing-mail';
import { createFollowersSummary } from './followers-summary';
import { createOptIn, REQUEST_TTL_MS, type OptInDeps } from './opt-in';
import { createDigests, type PendingDigest } from './pending-digest';
import { createFollowTokens } from './tokens';

export { REQUEST_TTL_MS };

export interface FollowDeps extends Omit<OptInDeps, 'now' | 'emailHash'> {
  /** The shows a digest tells of. */
  events: EventsRepository;
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
      // bulk: after the links visitors wait for (resets, verification) in the queue
      for (const mail of mails) mailer.enqueue({ ...mail, priority: MAIL_PRIORITY.bulk });
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
