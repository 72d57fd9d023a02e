import { returnPath } from '@jazz/contracts/paths';
import type { Config } from '../config';
import { badRequest } from '../http/errors';
import type { MailBudget } from '../mail/budgets';
import type { Mailer } from '../mail/mailer';
import { MAIL_PRIORITY } from '../mail/outgoing-mail';
import { hashResetToken, newResetToken } from './password';
import type { UserRepository } from './repository';

/** A verification link works for a week, like a follow confirmation. */
export const VERIFY_TTL_MS = 7 * 24 * 3600_000;

export const VERIFY_MESSAGES = {
  invalid: 'This link is invalid, was used already or has expired.',
  taken: 'Another account uses this address now.',
} as const;

export interface VerificationDeps {
  repo: UserRepository;
  mailer: Mailer;
  config: Pick<Config, 'siteUrl'>;
  /** The site's name as the owner wrote it, for the mail. */
  siteName: () => string;
  /** The site-wide hourly allowance of confirmation mails. */
  cap: MailBudget;
  /** Runs in the confirming transaction when a link changed an account's address. */
  onEmailChanged?: (from: string, to: string) => void;
  now?: () => number;
}

/**
 * E-mail verification (docs/product.md "Accounts and mail"): a random token mailed as a link to
 * `/account/verify/{token}`, stored only as a hash, valid for a week. The page behind the link
 * confirms with a button (a POST), so a mail scanner opening links proves nothing. A link
 * after an e-mail change proves the new address, which only then becomes the account's.
 */
export function createVerificationService(deps: VerificationDeps) {
  const { repo, mailer, config } = deps;
  const now = deps.now ?? Date.now;
  const notBefore = () => now() - VERIFY_TTL_MS;

  /** The link of a mail; `next` (a path of the site) is where its confirmed page leads back to. */
  const link = (token: string, next?: string) =>
    `${config.siteUrl}/account/verify/${token}${next ? `?next=${encodeURIComponent(next)}` : ''}`;

  const mail = (to: string, firstName: string, token: string, change: boolean, next?: string) => ({
    to,
    // a visitor waits for it: before bulk mail in the queue
    priority: MAIL_PRIORITY.link,
    subject: `Confirm your e-mail address for ${deps.siteName()}`,
    text: [
      `Hello ${firstName},`,
      '',
      change
        ? `Someone (hopefully you) asked ${deps.siteName()} (${config.siteUrl}) to use this address for an account.`
        : `Someone (hopefully you) created an account on ${deps.siteName()} (${config.siteUrl}) with this address.`,
      'To confirm that it is yours, open this link within 7 days and press Confirm:',
      '',
      link(token, next),
      '',
      change
        ? 'Until then the account keeps its present address. If you did not ask for this, ignore this mail.'
        : 'If you did not ask for this, ignore this mail.',
    ].join('\n'),
  });

  return {
    /** Counts a verification mail about to be sent against the site-wide cap (429 when spent). */
    take: () => deps.cap.take(),
    /** Gives back what `take` counted when no mail was sent after all. */
    refund: () => deps.cap.refund(),

    /**
     * Mails a link proving `email` (the account's own address when absent) and forgets every
     * earlier link of the user. May run inside the caller's transaction. `next`, a path of the
     * site (the lesson time a student chose), travels in the link to the confirmed page.
     */
    send(user: { id: string; email: string; firstName: string }, email = user.email, next?: string): void {
      const token = newResetToken();
      repo.dropStaleVerifications(notBefore());
      repo.addVerification(user.id, hashResetToken(token), email, now());
      mailer.enqueue(
        mail(email, user.firstName, token, email.toLowerCase() !== user.email.toLowerCase(), returnPath(next)),
      );
    },

    /** The address a live link proves (the GET page shows it), or undefined. */
    linkOf(token: string): { email: string } | undefined {
      if (token.length > 200) return undefined;
      const row = repo.findVerification(hashResetToken(token), notBefore());
      return row && { email: row.email };
    },

    /** Uses a link: its address becomes the account's, verified. Throws 400 when it can not. */
    confirm(token: string): { email: string } {
      if (token.length > 200) throw badRequest({ message: VERIFY_MESSAGES.invalid });
      return repo.transaction(() => {
        const row = repo.findVerification(hashResetToken(token), notBefore());
        const user = row && repo.findById(row.userId);
        if (!row || !user) throw badRequest({ message: VERIFY_MESSAGES.invalid });
        const owner = repo.findByEmail(row.email);
        if (owner && owner.id !== user.id) throw badRequest({ message: VERIFY_MESSAGES.taken });
        repo.setVerifiedEmail(user.id, row.email);
        repo.dropVerificationsOf(user.id);
        if (user.email.toLowerCase() !== row.email.toLowerCase()) deps.onEmailChanged?.(user.email, row.email);
        return { email: row.email };
      });
    },

    /** The new address waiting for its link, when there is one. */
    pendingEmail(user: { id: string; email: string }): string | null {
      const pending = repo.pendingEmail(user.id, notBefore());
      return pending && pending.toLowerCase() !== user.email.toLowerCase() ? pending : null;
    },
  };
}

export type VerificationService = ReturnType<typeof createVerificationService>;
