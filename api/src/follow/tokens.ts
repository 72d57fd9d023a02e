import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Config } from '../config';
import type { FollowerRow, FollowRepository } from './repository';

/**
 * The follow area's keyed hashes: an unsubscribe link carries the follower's id and a MAC (so
 * nothing needs storing), and a suppressed address is kept only as its keyed hash.
 */
export function createFollowTokens(config: Config, repo: Pick<FollowRepository, 'follower'>) {
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

  return { emailHash, unsubscribeUrl, followerOfToken };
}
