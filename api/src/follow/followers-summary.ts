import type { FollowersSummary, FollowGroups } from '@jazz/contracts';
import { toCsv } from '@jazz/contracts/csv';
import type { Config } from '../config';
import { digestMail, followsShow } from './digest';
import { REQUEST_TTL_MS } from './opt-in';
import type { PendingDigest } from './pending-digest';
import type { FollowRepository } from './repository';

interface SummaryDeps {
  repo: FollowRepository;
  config: Config;
  siteName: () => string;
  now: () => number;
  pendingDigest: () => PendingDigest | null;
  mailsFor: (digest: PendingDigest) => unknown[];
}

/** What the admin sees of the followers: counts per band, the waiting digest, the CSV export. */
export function createFollowersSummary({ repo, config, siteName, now, pendingDigest, mailsFor }: SummaryDeps) {
  return {
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
              siteName: siteName(),
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
