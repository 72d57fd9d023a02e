import type { Config } from '../config';
import type { Db } from '../db';
import type { EventsRepository } from '../events/repository';
import type { MailBudget } from '../mail/budgets';
import type { Mailer } from '../mail/mailer';
import type { LessonsRepository } from './repository';

/** The signed-in user as the lessons area needs it. */
export interface Student {
  id: string;
  roles: readonly string[];
}

export interface LessonsDeps {
  db: Db;
  repo: LessonsRepository;
  events: Pick<EventsRepository, 'overlapping' | 'get' | 'changeStamp'>;
  config: Config;
  mailer: Mailer;
  siteName: () => string;
  /**
   * Whether the user's address is verified (docs/product.md: bookings need it). The one place the
   * lessons area asks: the accounts area answers it.
   */
  isVerified: (userId: string) => boolean;
  /** Where the owner's notices go: CONTACT_TO, else the first admin (mail/recipient.ts). */
  ownerAddress: () => string;
  /** The site-wide hourly budget of lesson and booking mails to visitors (mail/budgets.ts). */
  budget: MailBudget;
  now?: () => number;
  /**
   * The time his own calendar blocks in [from, to) (ms), buffers included (calendar-sync/
   * busy-blocks.ts); none when absent.
   */
  busy?: (from: number, to: number) => { start: number; end: number }[];
}
