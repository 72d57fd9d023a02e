import {
  BOOKED_STATUSES,
  bookLessonSchema,
  DEFAULT_LESSON_SETTINGS,
  LESSON_MESSAGES,
  lessonMoveSchema,
  lessonSettingsSchema,
  lessonStatusUpdateSchema,
  slotsQuerySchema,
  type Event,
  type Lesson,
  type LessonSettings,
  type LessonStatus,
} from '@jazz/shared/contracts';
import type { Temporal } from 'temporal-polyfill';
import type { Config } from '../config';
import type { Db } from '../db';
import type { EventsRepository } from '../events/repository';
import { comparatorOf, matchesComparator } from '../http/comparator';
import { badRequest, conflict, HttpError, notFound, validate } from '../http/errors';
import { newId, nowIso } from '../ids';
import type { Mailer } from '../mail/mailer';
import { ownerMail, studentMail, whereOf, type LessonNotice, type MailContext } from './mails';
import type { LessonsRepository, StoredLesson } from './repository';
import { dayOf, daysBetween, gigBlock, openSlots, weeksLater, type Span } from './slots';
import { pastHorizon, takenWeeks } from './weekly-words';

/** The signed-in user as the lessons area needs it. */
export interface Student {
  id: string;
  roles: readonly string[];
}

export interface LessonsDeps {
  db: Db;
  repo: LessonsRepository;
  events: Pick<EventsRepository, 'list' | 'get'>;
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
  now?: () => number;
}

/** A refused slot: 409 with the reason the clients tell apart from a stale comparator. */
export const taken = (message: string = LESSON_MESSAGES.taken) => new HttpError(409, { message, reason: 'taken' });

/** The longest range of days one slots request may ask for. */
const MAX_DAYS = 62;
const SETTINGS_FIELDS = Object.keys(lessonSettingsSchema.shape);
const isLive = (lesson: { status: LessonStatus }) => BOOKED_STATUSES.includes(lesson.status);
const spanOf = (lesson: Pick<Lesson, 'start' | 'end'>): Span => ({
  start: Date.parse(lesson.start),
  end: Date.parse(lesson.end),
});

/**
 * Lessons: the owner's settings, open slots computed on request from the weekly windows, the
 * booked lessons and the shows (so a show added later removes its slots at once), bookings that
 * can never take one slot twice, and the lifecycle mails, each with its calendar invitation.
 */
export function createLessonsService(deps: LessonsDeps) {
  const { db, repo, events, config, mailer } = deps;
  const now = deps.now ?? Date.now;
  const timeZone = config.timezone;

  function settings(): LessonSettings {
    const stored = repo.settings();
    if (!stored) return DEFAULT_LESSON_SETTINGS;
    const parsed = lessonSettingsSchema.safeParse(stored.data);
    return parsed.success ? parsed.data : DEFAULT_LESSON_SETTINGS;
  }

  const mailContext = (): MailContext => ({
    settings: settings(),
    timeZone,
    siteUrl: config.siteUrl,
    siteName: deps.siteName(),
    owner: deps.ownerAddress(),
  });

  const showStarts = (): number[] =>
    events
      .list()
      .filter((event) => event.status !== 'cancelled')
      .map((event) => Date.parse(event.startDate));

  /** The free starts of a lesson of `length` minutes on those days, leaving `except` out of the booked ones. */
  function freeOn(dates: Temporal.PlainDate[], length: number, current: LessonSettings, except?: string) {
    const first = dates[0];
    const last = dates[dates.length - 1];
    if (!first || !last) return [];
    // lessons of the day before and after matter too (buffers reach over midnight)
    const from = new Date(Date.parse(`${first.toString()}T00:00:00Z`) - 2 * 24 * 3600_000).toISOString();
    const to = new Date(Date.parse(`${last.toString()}T00:00:00Z`) + 3 * 24 * 3600_000).toISOString();
    const lessons = repo
      .liveBetween(from, to)
      .filter((lesson) => lesson._id !== except)
      .map(spanOf);
    return openSlots({ settings: current, timeZone, lessons, shows: showStarts(), now: now() }, dates, length);
  }

  const isFree = (start: number, length: number, current: LessonSettings, except?: string) =>
    freeOn([dayOf(start, timeZone)], length, current, except).includes(start);

  function mailStudent(notice: LessonNotice, lessons: StoredLesson[]) {
    if (lessons.length > 0) mailer.enqueue(studentMail(notice, lessons, mailContext()));
  }

  function withWhere(lesson: StoredLesson, current: LessonSettings): Lesson {
    const { sequence: _sequence, ...rest } = lesson;
    return { ...rest, where: whereOf(lesson, current) };
  }

  function ownLesson(id: string): StoredLesson {
    const lesson = repo.get(id);
    if (!lesson) throw notFound('No such lesson.');
    return lesson;
  }

  /** Lessons that hold their time inside a show's gig block. */
  function collidingWith(event: Event): StoredLesson[] {
    if (event.status === 'cancelled') return [];
    const block = gigBlock(Date.parse(event.startDate), settings().gigBufferHours, timeZone);
    return repo.liveBetween(new Date(block.start).toISOString(), new Date(block.end).toISOString());
  }

  return {
    settings,

    /** The settings as anyone may read them: the studio address and lesson link only once booked. */
    publicSettings(): LessonSettings {
      const current = settings();
      return {
        ...current,
        formats: current.formats.map((format) =>
          format.key === 'in-person' ? { ...format, address: '' } : { ...format, link: '' },
        ),
      };
    },

    updateSettings(body: unknown): LessonSettings {
      const payload = body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
      const comparator = comparatorOf('settings', payload);
      const data = validate(lessonSettingsSchema, payload.settingsData ?? {});
      return db.transaction(() => {
        const current = settings();
        if (!matchesComparator(current, comparator, SETTINGS_FIELDS)) throw conflict(current);
        repo.saveSettings(data, nowIso());
        return settings();
      })();
    },

    slots(query: unknown): { slots: string[] } {
      const { from, to, length } = validate(slotsQuerySchema, query);
      const current = settings();
      if (!current.lengths.some((l) => l.minutes === length)) throw badRequest({ length: LESSON_MESSAGES.length });
      let days;
      try {
        days = daysBetween(from, to);
      } catch {
        throw badRequest({ from: 'A day as YYYY-MM-DD.' });
      }
      if (days.length > MAX_DAYS) throw badRequest({ to: `Ask for at most ${MAX_DAYS} days at once.` });
      return { slots: freeOn(days, length, current).map((ms) => new Date(ms).toISOString()) };
    },

    /** Books one lesson, or the same time weekly for `weeks` weeks: all of them or none. */
    book(user: Student, body: unknown): Lesson & { lessons: Lesson[] } {
      if (!deps.isVerified(user.id))
        throw new HttpError(403, { message: LESSON_MESSAGES.unverified, reason: 'unverified' });
      const input = validate(bookLessonSchema, body);
      const current = settings();
      if (!current.lengths.some((l) => l.minutes === input.length))
        throw badRequest({ length: LESSON_MESSAGES.length });
      if (!current.formats.some((f) => f.key === input.format)) throw badRequest({ format: LESSON_MESSAGES.format });
      const first = Date.parse(input.start);
      const starts = Array.from({ length: input.weeks ?? 1 }, (_, week) => weeksLater(first, week, timeZone));
      const horizon = now() + current.horizonWeeks * 7 * 24 * 3600_000;
      if (starts.length > 1 && starts[starts.length - 1]! > horizon)
        throw badRequest({ weeks: pastHorizon(starts, horizon, current.horizonWeeks, timeZone) });
      const seriesId = newId();
      const status: LessonStatus = current.approval ? 'pending' : 'confirmed';
      // BEGIN IMMEDIATE: the check and the insert hold the write lock, so of many requests for
      // one slot exactly one finds it free
      const booked = uniqueSlot(() =>
        repo.immediate(() => {
          const at = nowIso();
          // a weekly booking's refusal names the weeks in words, and those that would work
          const free = starts.map((start) => isFree(start, input.length, current));
          if (free.some((f) => !f))
            throw taken(starts.length > 1 ? takenWeeks(starts, free, timeZone) : LESSON_MESSAGES.taken);
          const lessons = starts.map((start) => {
            const id = newId();
            repo.insert({
              id,
              seriesId,
              userId: user.id,
              start: new Date(start).toISOString(),
              end: new Date(start + input.length * 60_000).toISOString(),
              length: input.length,
              format: input.format,
              message: input.message ?? '',
              status,
              now: at,
            });
            return repo.get(id)!;
          });
          mailStudent('booked', lessons);
          const notice = ownerMail('booked', lessons, mailContext());
          if (notice) mailer.enqueue(notice);
          return lessons;
        }),
      );
      const answered = booked.map((lesson) => withWhere(lesson, current));
      return { ...answered[0]!, lessons: answered };
    },

    mine(userId: string): Lesson[] {
      const current = settings();
      return repo.ofUser(userId).map((lesson) => withWhere(lesson, current));
    },

    /** Every lesson (admin); with `collidesWith` an event id, those its gig rule now blocks. */
    list(query: { collidesWith?: unknown }): Lesson[] {
      const current = settings();
      if (typeof query.collidesWith === 'string' && query.collidesWith) {
        const event = events.get(query.collidesWith);
        if (!event) throw notFound('No such event.');
        return collidingWith(event).map((lesson) => withWhere(lesson, current));
      }
      return repo.list().map((lesson) => withWhere(lesson, current));
    },

    /** Live lessons that a show's gig rule now blocks, each with its show (the admin's warning). */
    collisions(): { lesson: Lesson; show: Event }[] {
      const current = settings();
      return events
        .list()
        .filter((event) => Date.parse(event.startDate) > now() - 24 * 3600_000)
        .flatMap((show) => collidingWith(show).map((lesson) => ({ lesson: withWhere(lesson, current), show })));
    },

    /**
     * Cancels a lesson. The student's own: inside the policy it is cancelled, later a late
     * cancellation (kept for the owner's records); an admin's cancel is the owner's. Either
     * way the slot opens again.
     */
    cancel(user: Student, id: string): Lesson {
      const admin = user.roles.includes('admin');
      return repo.immediate(() => {
        const lesson = ownLesson(id);
        const own = lesson.userId === user.id;
        if (!own && !admin) throw notFound('No such lesson.');
        if (!isLive(lesson)) throw badRequest({ status: LESSON_MESSAGES.notOpen });
        const current = settings();
        const late = own && !admin && Date.parse(lesson.start) - now() < current.cancelHours * 3600_000;
        const status = late ? 'late-cancelled' : 'cancelled';
        repo.setStatus(id, status, nowIso());
        const changed = repo.get(id)!;
        mailStudent(status, [changed]);
        if (own && !admin) {
          const notice = ownerMail('cancelled', [changed], mailContext());
          if (notice) mailer.enqueue(notice);
        }
        return withWhere(changed, current);
      });
    },

    /** The owner approves (confirmed) or declines a lesson; the student is mailed. */
    setStatus(id: string, body: unknown): Lesson {
      const { status } = validate(lessonStatusUpdateSchema, body);
      return repo.immediate(() => {
        const lesson = ownLesson(id);
        if (!isLive(lesson)) throw badRequest({ status: LESSON_MESSAGES.notOpen });
        if (lesson.status === status) return withWhere(lesson, settings());
        repo.setStatus(id, status, nowIso());
        const changed = repo.get(id)!;
        mailStudent(status, [changed]);
        return withWhere(changed, settings());
      });
    },

    /** The owner moves a lesson (a gig came up): the new time must be free of lessons and gigs. */
    move(id: string, body: unknown): Lesson {
      const { start } = validate(lessonMoveSchema, body);
      return repo.immediate(() => {
        const lesson = ownLesson(id);
        if (!isLive(lesson)) throw badRequest({ status: LESSON_MESSAGES.notOpen });
        const at = Date.parse(start);
        if (at <= now()) throw badRequest({ start: 'Choose a time in the future.' });
        const current = settings();
        // the owner may move a lesson outside his windows and notice, never onto a lesson or a gig
        const anyTime = { ...current, noticeHours: 0, horizonWeeks: 52, availability: allDay };
        if (!isFree(at, lesson.length, anyTime, id)) throw taken();
        repo.move(id, new Date(at).toISOString(), new Date(at + lesson.length * 60_000).toISOString(), nowIso());
        const changed = repo.get(id)!;
        mailStudent('moved', [changed]);
        return withWhere(changed, current);
      });
    },

    /**
     * Queues the reminder of every confirmed lesson starting within 24 hours, once: the marker
     * is set in the transaction that queues the mail, so a restart or a second look sends none.
     */
    remindDue(): number {
      const at = now();
      return repo.immediate(() => {
        const due = repo.dueReminders(new Date(at).toISOString(), new Date(at + 24 * 3600_000).toISOString());
        for (const lesson of due) if (repo.markReminded(lesson._id, nowIso())) mailStudent('reminder', [lesson]);
        return due.length;
      });
    },

    /** When the next reminder falls due (ms), or null. */
    nextReminderAt(): number | null {
      const next = repo.nextToRemind(new Date(now()).toISOString());
      return next ? Date.parse(next) - 24 * 3600_000 : null;
    },
  };
}

/** The unique index of live starts is the last guard: its refusal is the same 409. */
function uniqueSlot<T>(fn: () => T): T {
  try {
    return fn();
  } catch (error) {
    if ((error as { code?: string }).code === 'SQLITE_CONSTRAINT_UNIQUE') throw taken();
    throw error;
  }
}

/** Every half hour of every day: the owner's moves are not bound to his weekly windows. */
const allDay = (['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'] as const).map((day) => ({
  day,
  from: '00:00',
  to: '24:00',
}));

export type LessonsService = ReturnType<typeof createLessonsService>;
