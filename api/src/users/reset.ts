import {
  MESSAGES,
  parseFields,
  passwordResetRequestSchema,
  passwordResetSchema,
  type FieldErrors,
} from '@jazz/contracts';
import type { Config } from '../config';
import { badRequest, validate } from '../http/errors';
import type { MailBudget } from '../mail/budgets';
import { MAIL_PRIORITY } from '../mail/outgoing-mail';
import type { Mailer } from '../mail/mailer';
import { hashPassword, hashResetToken, newResetToken, sameDigest } from './password';
import type { UserRepository } from './repository';

const RESET_TTL_MS = 60 * 60 * 1000;
const INVALID = 'This reset link is invalid or has expired.';
const invalidLink = () => badRequest({ message: INVALID });

/**
 * The 400 of a reset's body: the new password's problem alone, else that the link is bad (which
 * part of it is wrong is nobody's business).
 */
export const resetErrors = (errors: FieldErrors): FieldErrors =>
  errors.password && !errors.id && !errors.token ? { password: errors.password } : { message: INVALID };

/**
 * The forgotten-password flow of docs/product.md: a random token mailed as a link, stored only as
 * a hash, valid for an hour, usable once; a reset ends every earlier session.
 */
export function createResetService(
  repo: UserRepository,
  mailer: Mailer,
  config: Pick<Config, 'siteUrl'>,
  /** The site's name as the owner wrote it: a reset mail says whose site it comes from. */
  siteName: () => string,
  /** The site-wide hourly budget of account mails: resets spend it, confirmations never do. */
  budget: MailBudget,
) {
  /** True when `token` is a live token of user `id`; compares every candidate in constant time. */
  function isLive(id: string, token: string): boolean {
    const digest = hashResetToken(token);
    let match = false;
    for (const row of repo.liveResets(id, Date.now())) if (sameDigest(row.token_hash, digest)) match = true;
    return match;
  }

  return {
    request(body: unknown): true {
      const { email } = validate(passwordResetRequestSchema, body);
      const user = repo.findByEmail(email);
      if (!user) throw badRequest({ emailnotfound: MESSAGES.emailnotfound });
      // counted only for a mail that goes out: an unknown address spends nothing
      budget.take();
      const token = newResetToken();
      repo.addReset(user.id, hashResetToken(token), Date.now() + RESET_TTL_MS);
      mailer.enqueue({
        to: user.email,
        subject: `Reset your password for ${siteName()}`,
        // before any other mail waiting in the queue: a flood of bulk mail never delays a reset
        priority: MAIL_PRIORITY.link,
        text: [
          `Hello ${user.firstName},`,
          '',
          `Someone (hopefully you) asked to reset the password of your account on ${siteName()}.`,
          'Open this link within one hour to choose a new password:',
          '',
          `${config.siteUrl}/resetpassword/${user.id}/${token}`,
          '',
          'If you did not ask for this, ignore this mail: your password stays as it is.',
        ].join('\n'),
      });
      return true;
    },

    check(id: string, token: string): { id: string; token: string } {
      if (id.length > 64 || token.length > 200 || !isLive(id, token)) throw invalidLink();
      return { id, token };
    },

    async reset(body: unknown): Promise<true> {
      const parsed = parseFields(passwordResetSchema, body);
      if (!parsed.ok) throw badRequest(resetErrors(parsed.errors));
      const { id, token, password } = parsed.data;
      // a cheap check first, so a bad link costs no bcrypt work
      if (!isLive(id, token)) throw invalidLink();
      const passwordHash = await hashPassword(password);
      // checked again with the write: of two uses of one link, exactly one succeeds
      repo.transaction(() => {
        if (!isLive(id, token)) throw invalidLink();
        repo.useResets(id, Date.now());
        repo.setPassword(id, passwordHash);
        // the link was mailed to the account's address: using it proves the address
        repo.markVerified(id);
      });
      return true;
    },
  };
}

export type ResetService = ReturnType<typeof createResetService>;
