import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Transporter } from 'nodemailer';
import { type Db, jsonColumn } from '../db';
import type { Logger } from '../http/logger';
import type { MailAttachment, OutgoingMail } from './outgoing-mail';
import { createMailQueueRepository, type QueueRow } from './queue-repository';

export interface MailerOptions {
  db: Db;
  /** The sender: fixed, or read at each delivery (the site's name may change; mail/sender.ts). */
  from: string | (() => string | { name: string; address: string });
  /** nodemailer connection URL; without it each mail is written as an .eml file under mailDir. */
  smtpUrl: string | undefined;
  mailDir: string;
  logger: Logger;
  /** Delay before retry n (1-based), in ms: backoff that grows to an hour. */
  retryDelay?: (attempt: number) => number;
  /** After this many failed attempts a mail is marked failed and no longer retried. */
  maxAttempts?: number;
  /** At most this many mails are handed to SMTP per minute (MAIL_RATE), for the provider's limit. */
  ratePerMinute?: number;
  /** Clock, for the rate. */
  now?: () => number;
}

const defaultRetryDelay = (attempt: number) => Math.min(60 * 60_000, 30_000 * 2 ** (attempt - 1));

/**
 * A durable outbox: `enqueue` stores the mail in SQLite first, then delivery is attempted;
 * failures are retried with backoff, also after a restart (`start` resumes the queue).
 */
export class Mailer {
  /** Made at the first mail, not at start: nodemailer keeps about 5 MB that most days never use. */
  private transport: Promise<Transporter> | undefined;
  private readonly fileMode: boolean;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private stopped = false;
  private readonly retryDelay: (attempt: number) => number;
  private readonly maxAttempts: number;
  private readonly queue: ReturnType<typeof createMailQueueRepository>;
  private readonly ratePerMinute: number;
  private readonly now: () => number;
  /** When the mails of the last minute were handed over, oldest first. */
  private readonly recent: number[] = [];

  constructor(private readonly options: MailerOptions) {
    this.queue = createMailQueueRepository(options.db);
    this.fileMode = !options.smtpUrl;
    this.retryDelay = options.retryDelay ?? defaultRetryDelay;
    this.maxAttempts = options.maxAttempts ?? 12;
    this.ratePerMinute = Math.max(1, options.ratePerMinute ?? 60);
    this.now = options.now ?? Date.now;
  }

  /**
   * Stores the mail and schedules its delivery; returns the queue id. May be called inside a
   * transaction: delivery starts after the current synchronous work, so only once the row is
   * committed (and not at all when the transaction rolled back).
   */
  enqueue(mail: OutgoingMail): number {
    const id = this.queue.insert(mail);
    queueMicrotask(() => this.kick());
    return id;
  }

  /**
   * Takes back held mails (OutgoingMail.delayMs) that are not due within a second: all of them
   * or none (then false). Run it inside the transaction that makes them pointless.
   */
  withdraw(ids: number[]): boolean {
    const notBefore = this.now() + 1000;
    const still = this.queue.withdrawable(ids, notBefore);
    if (!still) return false;
    for (const id of ids) this.queue.withdraw(id, notBefore);
    return true;
  }

  /** Resumes delivery of anything left queued (after a restart). */
  start(): void {
    this.stopped = false;
    this.kick();
  }

  /** Delivers everything due now; resolves when the pass is over (tests await it). */
  flush(): Promise<void> {
    this.running ??= this.deliverDue().finally(() => {
      this.running = undefined;
      this.schedule();
    });
    return this.running;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.running;
    (await this.transport?.catch(() => undefined))?.close();
  }

  private kick(): void {
    if (this.stopped) return;
    void this.flush();
  }

  private schedule(): void {
    if (this.stopped) return;
    if (this.timer) clearTimeout(this.timer);
    const due = this.queue.nextDueAt();
    if (due === null) return;
    const at = Math.max(due, this.freeSlotAt());
    this.timer = setTimeout(() => this.kick(), Math.max(0, at - this.now()));
    this.timer.unref();
  }

  /** Mails given up on in the last `days` days, newest first: the admin overview lists them. */
  failedRecently(days = 7, limit = 20): { to: string; subject: string; createdAt: string }[] {
    const since = new Date(this.now() - days * 86_400_000).toISOString();
    return this.queue
      .failedSince(since, limit)
      .map((row) => ({ to: row.to_addr, subject: row.subject, createdAt: row.created_at }));
  }

  /** How many mails wait to be delivered. */
  pending(): number {
    return this.queue.pending();
  }

  /** When the rate allows the next mail: now, or a minute after the oldest of the last minute. */
  private freeSlotAt(): number {
    const now = this.now();
    while (this.recent.length > 0 && this.recent[0]! <= now - 60_000) this.recent.shift();
    return this.recent.length < this.ratePerMinute ? now : this.recent[0]! + 60_000;
  }

  private async deliverDue(): Promise<void> {
    let delivered = 0;
    try {
      for (const row of this.queue.due(this.now())) {
        if (this.stopped) return;
        // over the rate, the rest waits in the queue; schedule() wakes up when a slot frees
        if (this.freeSlotAt() > this.now()) return;
        this.recent.push(this.now());
        if (await this.attempt(row)) delivered += 1;
      }
    } finally {
      // the bodies were cleared; checkpointing moves that into the database file and empties
      // the WAL, which still held them (a reset link must not outlive its delivery)
      if (delivered > 0) this.queue.checkpoint();
    }
  }

  /** One delivery attempt; true when the mail went out. */
  private async attempt(row: QueueRow): Promise<boolean> {
    try {
      await this.deliver(row);
      this.queue.markSent(row.id);
      return true;
    } catch (err) {
      const attempts = row.attempts + 1;
      const message = err instanceof Error ? err.message : String(err);
      const final = attempts >= this.maxAttempts;
      this.queue.markFailed(row.id, attempts, message, this.now() + this.retryDelay(attempts), final);
      // the address is not logged: it may be a follower's, and the queue row names it for the admin
      this.options.logger.error(`mail ${row.id} failed (attempt ${attempts}): ${message}`);
      return false;
    }
  }

  private async deliver(row: QueueRow): Promise<void> {
    const ical = row.ical ? jsonColumn<{ method: string; content: string }>(row.ical) : undefined;
    this.transport ??= import('nodemailer').then(({ default: nodemailer }) =>
      this.options.smtpUrl
        ? nodemailer.createTransport(this.options.smtpUrl)
        : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' }),
    );
    const transport = await this.transport;
    const info = await transport.sendMail({
      from: typeof this.options.from === 'function' ? this.options.from() : this.options.from,
      to: row.to_addr,
      replyTo: row.reply_to ?? undefined,
      subject: row.subject,
      text: row.text_body,
      html: row.html_body ?? undefined,
      headers: row.headers ? jsonColumn<Record<string, string>>(row.headers) : undefined,
      ...(row.attachments && {
        attachments: jsonColumn<MailAttachment[]>(row.attachments).map((file) => ({ ...file, encoding: 'base64' })),
      }),
      ...(ical && {
        // one calendar part (the invitation calendars read); not a second copy as an attachment
        icalEvent: { method: ical.method, filename: 'lesson.ics', content: ical.content },
      }),
    });
    if (this.fileMode) {
      // the file is the mail itself (a reset link): readable by the owner only
      mkdirSync(this.options.mailDir, { recursive: true, mode: 0o700 });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${row.id}.eml`;
      writeFileSync(join(this.options.mailDir, name), rawMessage(info), { mode: 0o600 });
    }
  }
}

/** The bytes of a mail a buffering stream transport made (`info.message`), checked rather than cast. */
function rawMessage(info: unknown): Buffer {
  const message = typeof info === 'object' && info !== null && 'message' in info ? info.message : undefined;
  if (!Buffer.isBuffer(message)) throw new Error('The mail transport gave no message to write.');
  return message;
}
