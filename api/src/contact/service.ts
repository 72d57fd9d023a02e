import { CONTACT_MESSAGES, contactSchema, parseFields, type ContactMessage } from '@jazz/shared/contracts';
import type { Config } from '../config';
import type { Db } from '../db';
import { badRequest } from '../http/errors';
import type { Mailer } from '../mail/mailer';
import type { Altcha } from './altcha';
import { createContactRepository } from './repository';

const notHuman = () => badRequest({ altcha: CONTACT_MESSAGES.altcha });
const PURGE_EVERY_MS = 10 * 60_000;

/** The contact form: human check, then the message is stored, then its mail is queued. */
export function createContactService(deps: { db: Db; config: Config; mailer: Mailer; altcha: Altcha }) {
  const { db, config, mailer, altcha } = deps;
  const repo = createContactRepository(db);
  let lastPurge = 0;

  // The spent-solution mark and the message commit together: a replayed solution stores nothing.
  const store = db.transaction(
    (signature: string, expiresAt: number, fields: Parameters<typeof repo.insertMessage>[0]) => {
      if (!repo.markAltchaUsed(signature, expiresAt)) throw notHuman();
      return repo.insertMessage(fields);
    },
  );

  return {
    async submit(body: unknown): Promise<void> {
      const parsed = parseFields(contactSchema, body);
      if (!parsed.ok) throw badRequest(parsed.errors);
      const { altcha: payload, ...fields } = parsed.data;
      const check = await altcha.verify(payload);
      if (!check.ok) throw notHuman();

      const now = Date.now();
      if (now - lastPurge > PURGE_EVERY_MS) {
        lastPurge = now;
        repo.purgeExpiredAltcha(now);
      }
      const id = store(check.signature, check.expiresAt, fields);
      // Queued only once the message is safe in the database: a mail failure loses nothing.
      const mailId = mailer.enqueue({
        to: config.contactTo,
        replyTo: fields.email,
        subject: `Website contact: ${fields.subject.replace(/\s+/g, ' ')}`,
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
      repo.setMailId(id, mailId);
    },

    list: (): ContactMessage[] => repo.list(),
  };
}
