import { CONTACT_MESSAGES, contactSchema, type ContactFields, type ContactMessage } from '@jazz/contracts';
import type { Config } from '../config';
import { badRequest, validate } from '../http/errors';
import type { Mailer } from '../mail/mailer';
import type { Altcha } from './altcha';
import type { ContactRepository } from './repository';

const notHuman = () => badRequest({ altcha: CONTACT_MESSAGES.altcha });
const PURGE_EVERY_MS = 10 * 60_000;

/** The contact form: human check, then the message and its mail are stored in one transaction. */
export function createContactService(deps: {
  repo: ContactRepository;
  config: Config;
  mailer: Mailer;
  altcha: Altcha;
  /** The musician's address at send time (mail/recipient.ts). */
  ownerAddress: () => string;
  /** The site's name (Edit Pages → Site details), which the subject names. */
  siteName: () => string;
}) {
  const { repo, config, mailer, altcha } = deps;
  let lastPurge = 0;

  /** The mail to the musician; replies go to the visitor. */
  const mailFor = (fields: ContactFields) => ({
    to: deps.ownerAddress(),
    replyTo: fields.email,
    subject: `${deps.siteName()} contact form: ${fields.subject.replace(/\s+/g, ' ')}`,
    text: [
      `Name: ${fields.firstName} ${fields.lastName}`,
      `Email: ${fields.email}`,
      `Subject: ${fields.subject}`,
      '',
      fields.message,
      '',
      '-- ',
      `Sent from the contact form of ${config.siteUrl}`,
    ].join('\n'),
  });

  // The spent-solution mark, the message and its queued mail commit together: a replayed
  // solution stores nothing, and a message is never stored without the mail that delivers it.
  const store = (signature: string, expiresAt: number, fields: Required<ContactFields>) =>
    repo.transaction(() => {
      if (!repo.markAltchaUsed(signature, expiresAt)) throw notHuman();
      const id = repo.insertMessage(fields);
      repo.setMailId(id, mailer.enqueue(mailFor(fields)));
    });

  return {
    async submit(body: unknown): Promise<void> {
      const { altcha: payload, ...fields } = validate(contactSchema, body);
      const check = await altcha.verify(payload);
      if (!check.ok) throw notHuman();

      const now = Date.now();
      if (now - lastPurge > PURGE_EVERY_MS) {
        lastPurge = now;
        repo.purgeExpiredAltcha(now);
      }
      store(check.signature, check.expiresAt, fields);
    },

    list: (): ContactMessage[] => repo.list(),
  };
}

export type ContactService = ReturnType<typeof createContactService>;
