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
import type { MailBudget } from '../mail/budgets';
import type { Mailer } from '../mail/mailer';
import { ownerMail, studentMail, whereOf, withoutPlaces, type LessonNotice, type MailContext } from './mails';
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
}

/** Booking requests one student may have waiting for the owner's answer (a weekly booking is one). */
export const MAX_PENDING_REQUESTS = 2;

/** Past a student's limit: 409 with reason "limit". */
const overLimit = (message: string) => new HttpError(409, { message, reason: 'limit' });

/** A refused slot: 409 with the reason the clients tell apart from a stale comparator. */
export const taken = (message: string = LESSON_MESSAGES.taken) => new HttpError(409, { message, reason: 'taken' });

const DAY_MS = 24 * 3600_000;

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
    // MAIL_FROM's address ("Name <address>" or a bare address)
    organizer: /<([^>]+)>/.exec(config.mailFrom)?.[1] ?? config.mailFrom,
    now: now(),
  });

  /** The shows that go ahead and overlap [from, to): only those, whatever the archive's size. */
  const showsBetween = (from: string, to: string) =>
    events
      .overlapping(from, to, 0)
      .filter((event) => event.status !== 'cancelled')
      .map((event) => ({
        start: Date.parse(event.startDate),
        end: event.endDate ? Date.parse(event.endDate) : undefined,
      }));

  /**
   * The free starts of a lesson of `length` minutes on those days, leaving `except` out of the
   * booked ones; with `clock` false, whatever the notice and horizon say.
   */
  function freeOn(dates: Temporal.PlainDate[], length: number, current: LessonSettings, except?: string, clock = true) {
    const first = dates[0];
    const last = dates[dates.length - 1];
    if (!first || !last) return [];
    // lessons of the day before and after matter too (buffers reach over midnight), and shows
    // whose gig buffer reaches into the days
    const from = new Date(Date.parse(`${first.toString()}T00:00:00Z`) - 2 * DAY_MS).toISOString();
    const to = new Date(Date.parse(`${last.toString()}T00:00:00Z`) + 3 * DAY_MS).toISOString();
    const lessons = repo
      .liveBetween(from, to)
      .filter((lesson) => lesson._id !== except)
      .map(spanOf);
    const showsTo = new Date(Date.parse(to) + current.gigBufferHours * 3600_000).toISOString();
    const shows = showsBetween(from, showsTo);
    return openSlots({ settings: current, timeZone, lessons, shows, now: clock ? now() : undefined }, dates, length);
  }

  /**
   * The free starts of each day, whatever the clock, kept until a write (to the lessons, their
   * settings or the shows). The notice and horizon are applied at each answer.
   */
  const kept = { stamp: '', days: new Map<string, number[]>() };
  // every row this process wrote (lessons, shows, settings; statistics too, which only costs a
  // recomputation), and the shows' latest change and deletion (another process's writes)
  const writes = db.prepare<[], { n: number }>('SELECT total_changes() AS n');
  function keptSlots(dates: Temporal.PlainDate[], length: number, current: LessonSettings): number[] {
    const stamp = `${writes.get()!.n}\n${events.changeStamp()}\n${JSON.stringify(current)}`;
    if (kept.stamp !== stamp || kept.days.size > 5000) {
      kept.stamp = stamp;
      kept.days.clear();
    }
    const key = (day: Temporal.PlainDate) => `${day.toString()} ${length}`;
    const missing = dates.filter((day) => !kept.days.has(key(day)));
    if (missing.length > 0) {
      const found = freeOn(missing, length, current, undefined, false);
      for (const day of missing) kept.days.set(key(day), []);
      for (const start of found) kept.days.get(key(dayOf(start, timeZone)))?.push(start);
    }
    const earliest = now() + current.noticeHours * 3600_000;
    const latest = now() + current.horizonWeeks * 7 * DAY_MS;
    return dates
      .flatMap((day) => kept.days.get(key(day)) ?? [])
      .filter((start) => start >= earliest && start <= latest)
      .sort((a, b) => a - b);
  }

  const isFree = (start: number, length: number, current: LessonSettings, except?: string) =>
    freeOn([dayOf(start, timeZone)], length, current, except).includes(start);

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

  /** The place and link of a lesson only when it is confirmed and still to come. */
  const placeShown = (lesson: StoredLesson) => lesson.status === 'confirmed' && Date.parse(lesson.end) > now();

  function withWhere(lesson: StoredLesson, current: LessonSettings): Lesson {
    const { sequence: _sequence, ...rest } = lesson;
    return { ...rest, where: placeShown(lesson) ? whereOf(lesson, current) : '' };
  }

  function ownLesson(id: string): StoredLesson {
    const lesson = repo.get(id);
    if (!lesson) throw notFound('No such lesson.');
    return lesson;
  }

  /** Lessons that hold their time inside a show's gig block. */
  function collidingWith(event: Event): StoredLesson[] {
    if (event.status === 'cancelled') return [];
    const end = event.endDate ? Date.parse(event.endDate) : undefined;
    const block = gigBlock(Date.parse(event.startDate), settings().gigBufferHours, timeZone, end);
    return repo.liveBetween(new Date(block.start).toISOString(), new Date(block.end).toISOString());
  }

  return {
    settings,

    /** The settings as anyone may read them: the studio address and lesson link only once booked. */
    publicSettings: (): LessonSettings => withoutPlaces(settings()),

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
      return { slots: keptSlots(days, length, current).map((ms) => new Date(ms).toISOString()) };
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
          // what the student holds ahead now: pending and confirmed lessons still to come
          const ahead = repo.ofUser(user.id).filter((lesson) => isLive(lesson) && Date.parse(lesson.start) > now());
          if (ahead.length + starts.length > current.maxLessonsPerStudent) throw overLimit(LESSON_MESSAGES.limit);
          const waiting = new Set(ahead.filter((l) => l.status === 'pending').map((l) => l.seriesId));
          if (status === 'pending' && waiting.size >= MAX_PENDING_REQUESTS)
            throw overLimit(LESSON_MESSAGES.pendingLimit);
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
          // a single lesson's notices wait a moment, so that a cancel right after takes them back
          const delayMs = lessons.length === 1 ? config.lessonNoticeDelayMs : 0;
          const studentNotice = mailStudent('booked', lessons, true, delayMs);
          const notice = ownerMail('booked', lessons, mailContext());
          const ownerNotice = notice ? mailer.enqueue({ ...notice, delayMs }) : null;
          if (delayMs > 0) holdNotices(lessons[0]!._id, [studentNotice, ownerNotice]);
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
      // the shows not over a day ago (a show with an end: not ended), by indexed range
      return events
        .overlapping(new Date(now() - DAY_MS).toISOString(), '9999', 0)
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
        // undone before anyone was told: nobody is told of the cancel either
        if (own && !admin && withdrawNotices(id)) return withWhere(changed, current);
        mailStudent(status, [changed], own && !admin);
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
