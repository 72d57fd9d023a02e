import {
  BOOKED_STATUSES,
  bookLessonSchema,
  LESSON_MESSAGES,
  lessonMoveSchema,
  lessonStatusUpdateSchema,
  type Lesson,
  type LessonSettings,
  type LessonStatus,
  propertyOf,
} from '@jazz/contracts';
import { badRequest, HttpError, notFound, validate } from '../http/errors';
import { newId, nowIso } from '../ids';
import type { LessonsDeps, Student } from './deps';
import type { FreeSlots } from './free-slots';
import { ownerMail } from './mails';
import type { LessonNotices } from './notices';
import type { StoredLesson } from './repository';
import { daysLater } from '@jazz/contracts/time';
import { pastHorizon, takenWeeks } from './weekly-words';

/** Booking requests one student may have waiting for the owner's answer (a weekly booking is one). */
export const MAX_PENDING_REQUESTS = 2;

/** Past a student's limit: 409 with reason "limit". */
const overLimit = (message: string) => new HttpError(409, { message, reason: 'limit' });

/** A refused slot: 409 with the reason the clients tell apart from a stale comparator. */
export const taken = (message: string = LESSON_MESSAGES.taken) => new HttpError(409, { message, reason: 'taken' });

export const isLive = (lesson: { status: LessonStatus }) => BOOKED_STATUSES.includes(lesson.status);

/** What the lessons' lifecycle works with (the service's own readers). */
export interface LifecycleContext {
  deps: LessonsDeps;
  settings: () => LessonSettings;
  withWhere: (lesson: StoredLesson, current: LessonSettings) => Lesson;
  ownLesson: (id: string) => StoredLesson;
  slots: FreeSlots;
  notices: LessonNotices;
}

/** A lesson's life: booked, cancelled, approved or declined, moved, reminded. */
export function createLessonLifecycle(context: LifecycleContext) {
  const { deps, settings, withWhere, ownLesson, notices } = context;
  const { repo, mailer } = deps;
  const now = deps.now ?? Date.now;
  const { mailContext, mailStudent, withdrawNotices } = notices;

  return {
    ...createLessonBooking(context),

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

    ...createLessonMove(context),

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
  };
}

/** Booking: one lesson or a weekly run, all of them or none (a part of the lifecycle, in a function of its own). */
function createLessonBooking({ deps, settings, withWhere, slots, notices }: LifecycleContext) {
  const { repo, config } = deps;
  const now = deps.now ?? Date.now;
  const timeZone = config.timezone;
  const { isFree } = slots;
  const { tellOfOwnChange } = notices;
  return {
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
      const starts = Array.from({ length: input.weeks ?? 1 }, (_, week) => daysLater(first, week * 7, timeZone));
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
          tellOfOwnChange('booked', lessons, lessons.length === 1 ? config.lessonNoticeDelayMs : 0);
          return lessons;
        }),
      );
      const answered = booked.map((lesson) => withWhere(lesson, current));
      return { ...answered[0]!, lessons: answered };
    },
  };
}

/** Moving a lesson: the owner's, or a student's own (a part of the lifecycle, in a function of its own). */
function createLessonMove({ deps, settings, withWhere, ownLesson, slots, notices }: LifecycleContext) {
  const { repo, config } = deps;
  const now = deps.now ?? Date.now;
  const { isFree } = slots;
  const { mailStudent, withdrawNotices, tellOfOwnChange } = notices;
  return {
    /**
     * Moves a lesson to another free time (its own time counts as free). The owner (a gig came
     * up) may move it outside his windows and notice, never onto a lesson or a gig; the student
     * is mailed. A student moves his own under a booking's rules (notice, windows, horizon, the
     * slot grid); the owner is mailed, and a confirmed lesson waits for approval again when
     * approval is on.
     */
    move(user: Student, id: string, body: unknown): Lesson {
      const admin = user.roles.includes('admin');
      const { start } = validate(lessonMoveSchema, body);
      return repo.immediate(() => {
        const lesson = ownLesson(id);
        if (!admin && lesson.userId !== user.id) throw notFound('No such lesson.');
        if (!isLive(lesson)) throw badRequest({ status: LESSON_MESSAGES.notOpen });
        const at = Date.parse(start);
        if (at <= now()) throw badRequest({ start: 'Choose a time in the future.' });
        const current = settings();
        const rules = admin ? { ...current, noticeHours: 0, horizonWeeks: 52, availability: allDay } : current;
        if (!isFree(at, lesson.length, rules, id)) throw taken();
        repo.move(id, new Date(at).toISOString(), new Date(at + lesson.length * 60_000).toISOString(), nowIso());
        if (!admin && current.approval && lesson.status === 'confirmed') repo.setStatus(id, 'pending', nowIso());
        const changed = repo.get(id)!;
        if (admin) mailStudent('moved', [changed]);
        // his own move: both are told the new time (his calendar holds the lesson's invitation);
        // a booking whose notices are still held goes out once, as booked at its new time
        else if (withdrawNotices(id)) tellOfOwnChange('booked', [changed], config.lessonNoticeDelayMs);
        else tellOfOwnChange('moved', [changed]);
        return withWhere(changed, current);
      });
    },
  };
}

/** The unique index of live starts is the last guard: its refusal is the same 409. */
function uniqueSlot<T>(fn: () => T): T {
  try {
    return fn();
  } catch (error) {
    if (propertyOf(error, 'code') === 'SQLITE_CONSTRAINT_UNIQUE') throw taken();
    throw error;
  }
}

/** Every half hour of every day: the owner's moves are not bound to his weekly windows. */
const allDay = (['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'] as const).map((day) => ({
  day,
  from: '00:00',
  to: '24:00',
}));
