import type { LessonSettings } from '@jazz/contracts';
import type { LessonsDeps } from './deps';
import { ownerMail, studentMail, type LessonNotice, type MailContext } from './mails';
import type { StoredLesson } from './repository';

/** The lessons' mails: their context, the student's notices, and a booking's held notices. */
export function createLessonNotices(deps: LessonsDeps, settings: () => LessonSettings) {
  const { config, mailer } = deps;
  const now = deps.now ?? Date.now;
  const timeZone = config.timezone;

  const mailContext = (): MailContext => ({
    settings: settings(),
    timeZone,
    siteUrl: config.siteUrl,
    siteName: deps.siteName(),
    owner: deps.ownerAddress(),
    // MAIL_FROM's address ("Name <address>" or a bare address)
    organizer: /<([^>]+)>/.exec(config.mailFrom)?.[1] ?? config.mailFrom,
    now: now(),
  });

  /**
   * One mail per change, however many dates it covers. A mail a student's own request causes
   * (his booking, his cancellation) spends the site-wide budget of lesson and booking mails and
   * is left out past it (the dashboard shows the lesson either way); the owner's changes and
   * reminders always go.
   */
  function mailStudent(notice: LessonNotice, lessons: StoredLesson[], byStudent = false, delayMs = 0): number | null {
    if (lessons.length === 0) return null;
    if (byStudent && !deps.budget.allows()) return null;
    return mailer.enqueue({ ...studentMail(notice, lessons, mailContext()), delayMs });
  }

  /**
   * The notices of a student's own one-lesson booking, held in the queue for
   * `lessonNoticeDelayMs`: cancelled within it, the booking and its cancel mail nobody (a
   * book-and-cancel loop fills no queue). Kept in memory: after a restart the held notices go.
   */
  const heldNotices = new Map<string, { ids: number[]; until: number }>();
  function holdNotices(lessonId: string, ids: (number | null)[]) {
    const at = now();
    for (const [id, held] of heldNotices) if (held.until <= at) heldNotices.delete(id);
    const kept = ids.filter((id): id is number => id !== null);
    if (kept.length > 0) heldNotices.set(lessonId, { ids: kept, until: at + config.lessonNoticeDelayMs });
  }
  /** Takes back a lesson's held booking notices; true when none of them went out. */
  function withdrawNotices(lessonId: string): boolean {
    const held = heldNotices.get(lessonId);
    heldNotices.delete(lessonId);
    return held !== undefined && mailer.withdraw(held.ids);
  }

  /**
   * A student's own booking or move, told to him and to the owner. With `delayMs` the notices
   * are held (`holdNotices`), so that a cancel within it takes them back.
   */
  function tellOfOwnChange(what: 'booked' | 'moved', lessons: StoredLesson[], delayMs = 0) {
    const studentNotice = mailStudent(what, lessons, true, delayMs);
    const notice = ownerMail(what, lessons, mailContext());
    const ownerNotice = notice ? mailer.enqueue({ ...notice, delayMs }) : null;
    if (delayMs > 0) holdNotices(lessons[0]!._id, [studentNotice, ownerNotice]);
  }

  return { mailContext, mailStudent, holdNotices, withdrawNotices, tellOfOwnChange };
}

export type LessonNotices = ReturnType<typeof createLessonNotices>;
