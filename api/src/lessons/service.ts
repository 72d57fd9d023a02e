import {
  DEFAULT_LESSON_SETTINGS,
  LESSON_MESSAGES,
  lessonSettingsSchema,
  slotsQuerySchema,
  type Event,
  type Lesson,
  type LessonSettings,
  isRecord,
} from '@jazz/contracts';
import { comparatorOf, matchesComparator } from '../http/comparator';
import { badRequest, conflict, notFound, validate } from '../http/errors';
import { nowIso } from '../ids';
import { whereOf, withoutPlaces } from './mails';
import type { StoredLesson } from './repository';
import { dayCount, eachDay, isRealDay } from '@jazz/contracts/time';
import { gigBlock } from './slots';
import type { LessonsDeps } from './deps';
import { createFreeSlots, DAY_MS } from './free-slots';
import { createLessonLifecycle } from './lifecycle';
import { createLessonNotices } from './notices';

export type { LessonsDeps, Student } from './deps';
export { MAX_PENDING_REQUESTS, taken } from './lifecycle';

/** The longest range of days one slots request may ask for. */
const MAX_DAYS = 62;
const SETTINGS_FIELDS = Object.keys(lessonSettingsSchema.shape);

/**
 * Lessons: the owner's settings, open slots computed on request from the weekly windows, the
 * booked lessons and the shows (so a show added later removes its slots at once), bookings that
 * can never take one slot twice, and the lifecycle mails, each with its calendar invitation.
 */
export function createLessonsService(deps: LessonsDeps) {
  const { db, repo, events, config } = deps;
  const now = deps.now ?? Date.now;
  const timeZone = config.timezone;

  function settings(): LessonSettings {
    const stored = repo.settings();
    if (!stored) return DEFAULT_LESSON_SETTINGS;
    const parsed = lessonSettingsSchema.safeParse(stored.data);
    return parsed.success ? parsed.data : DEFAULT_LESSON_SETTINGS;
  }

  const { keptSlots, isFree } = createFreeSlots({
    db,
    repo,
    events,
    timeZone,
    now,
    ...(deps.busy && { busy: deps.busy }),
  });
  const notices = createLessonNotices(deps, settings);

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

  const lifecycle = createLessonLifecycle({
    deps,
    settings,
    withWhere,
    ownLesson,
    slots: { keptSlots, isFree },
    notices,
  });

  return {
    settings,
    ...lifecycle,

    /** The settings as anyone may read them: the studio address and lesson link only once booked. */
    publicSettings: (): LessonSettings => withoutPlaces(settings()),

    updateSettings(body: unknown): LessonSettings {
      const payload = isRecord(body) ? body : {};
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
      if (!isRealDay(from) || !isRealDay(to)) throw badRequest({ from: 'A day as YYYY-MM-DD.' });
      if (dayCount(from, to) > MAX_DAYS) throw badRequest({ to: `Ask for at most ${MAX_DAYS} days at once.` });
      const days = eachDay(from, to);
      return { slots: keptSlots(days, length, current).map((ms) => new Date(ms).toISOString()) };
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

    /** When the next reminder falls due (ms), or null. */
    nextReminderAt(): number | null {
      const next = repo.nextToRemind(new Date(now()).toISOString());
      return next ? Date.parse(next) - 24 * 3600_000 : null;
    },
  };
}

export type LessonsService = ReturnType<typeof createLessonsService>;
