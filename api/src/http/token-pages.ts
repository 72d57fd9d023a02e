import { RateLimiter } from './rate-limit';

/**
 * The pages a mailed token opens (a contract to sign, a call to answer, a player's feed): public
 * and without an account, so what stands between a guesser and them is the token (32 random
 * bytes) and this allowance per address. An unknown token counts as a known one does, and both
 * answer alike, so the pages are no oracle of which tokens exist. Generous for a person (a mail
 * app opening a link a few times, a calendar app polling a feed hourly), tight for a script.
 */
export const TOKEN_PAGE_LIMIT = { requests: 60, windowMs: 10 * 60_000 } as const;

/** One allowance per address for a router of token pages (one per app: none kept between apps). */
export const tokenPageLimiter = () => new RateLimiter(TOKEN_PAGE_LIMIT.requests, TOKEN_PAGE_LIMIT.windowMs);
