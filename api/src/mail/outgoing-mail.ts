/** A mail as the app writes it, before the queue and the transport see it. */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  /** An HTML alternative of the text. */
  html?: string;
  replyTo?: string;
  /** Extra headers, e.g. List-Unsubscribe. */
  headers?: Record<string, string>;
  /** Higher goes first in the queue (MAIL_PRIORITY); 0 when absent. */
  priority?: number;
  /** Held in the queue this long before its first attempt (a notice that may still be withdrawn). */
  delayMs?: number;
  /** A calendar invitation (lessons): sent as the text/calendar part and as an .ics file. */
  ical?: { method: 'REQUEST' | 'CANCEL'; content: string };
  /** Files mailed with it (an invoice's or a contract's PDF): the owner's mails on purpose only. */
  attachments?: MailAttachment[];
}

/** A file attached to a mail; `content` is base64, as the queue stores it. */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: string;
}

/**
 * The queue's order: links a visitor waits for (password resets, address verification) first,
 * then the rest, and bulk mail (show digests to followers) last.
 */
export const MAIL_PRIORITY = { link: 2, normal: 0, bulk: -1 } as const;
