import type { FormatKey, Lesson, LessonSettings, LessonStatus } from '@jazz/contracts';
import type { Db } from '../db';
import { idsOf } from '../ids';

interface LessonRow {
  id: string;
  series_id: string;
  user_id: string;
  start_at: string;
  end_at: string;
  minutes: number;
  format: FormatKey;
  message: string;
  status: LessonStatus;
  sequence: number;
  created_at: string;
  updated_at: string;
  first_name: string;
  last_name: string;
  email: string;
}

/** A lesson as stored: the API's shape plus the calendar sequence. */
export type StoredLesson = Omit<Lesson, 'where'> & { sequence: number };

export interface NewLesson {
  id: string;
  seriesId: string;
  userId: string;
  start: string;
  end: string;
  length: number;
  format: FormatKey;
  message: string;
  status: LessonStatus;
  now: string;
}

const toLesson = (row: LessonRow): StoredLesson => ({
  ...idsOf(row.id),
  seriesId: row.series_id,
  userId: row.user_id,
  student: { firstName: row.first_name, lastName: row.last_name, email: row.email },
  start: row.start_at,
  end: row.end_at,
  length: row.minutes,
  format: row.format,
  message: row.message,
  status: row.status,
  sequence: row.sequence,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

const SELECT = `SELECT l.id, l.series_id, l.user_id, l.start_at, l.end_at, l.minutes, l.format, l.message, l.status,
  l.sequence, l.created_at, l.updated_at, u.first_name, u.last_name, u.email
  FROM lessons l JOIN users u ON u.id = l.user_id`;
const LIVE = "l.status IN ('pending', 'confirmed')";

/** The only place with the SQL of lessons and their settings. */
export function createLessonsRepository(db: Db) {
  const settingsRow = db.prepare<[], { data: string; updated_at: string }>(
    'SELECT data, updated_at FROM lesson_settings WHERE id = 1',
  );
  const saveSettings = db.prepare(
    'INSERT INTO lesson_settings (id, data, updated_at) VALUES (1, ?, ?) ON CONFLICT (id) DO UPDATE SET data = excluded.data, updated_at = excluded.updated_at',
  );
  const one = db.prepare<[string], LessonRow>(`${SELECT} WHERE l.id = ?`);
  const all = db.prepare<[], LessonRow>(`${SELECT} ORDER BY l.start_at, l.id`);
  const ofUser = db.prepare<[string], LessonRow>(`${SELECT} WHERE l.user_id = ? ORDER BY l.start_at, l.id`);
  const liveOverlapping = db.prepare<[string, string], LessonRow>(
    `${SELECT} WHERE ${LIVE} AND l.start_at < ? AND l.end_at > ? ORDER BY l.start_at`,
  );
  const insert = db.prepare(
    `INSERT INTO lessons (id, series_id, user_id, start_at, end_at, minutes, format, message, status, created_at, updated_at)
     VALUES (@id, @seriesId, @userId, @start, @end, @length, @format, @message, @status, @now, @now)`,
  );
  const setStatus = db.prepare('UPDATE lessons SET status = ?, sequence = sequence + 1, updated_at = ? WHERE id = ?');
  // a moved lesson is reminded again at its new time
  const move = db.prepare(
    'UPDATE lessons SET start_at = ?, end_at = ?, sequence = sequence + 1, reminded_at = NULL, updated_at = ? WHERE id = ?',
  );
  const due = db.prepare<[string, string], LessonRow>(
    `${SELECT} WHERE l.status = 'confirmed' AND l.reminded_at IS NULL AND l.start_at > ? AND l.start_at <= ? ORDER BY l.start_at`,
  );
  const nextDue = db.prepare<[string], { start_at: string | null }>(
    "SELECT MIN(start_at) AS start_at FROM lessons WHERE status = 'confirmed' AND reminded_at IS NULL AND start_at > ?",
  );
  const reminded = db.prepare('UPDATE lessons SET reminded_at = ? WHERE id = ? AND reminded_at IS NULL');
  // courses lists the student's lesson series, each once
  const addCourse = db.prepare(
    `UPDATE users SET courses = json_insert(courses, '$[#]', ?) WHERE id = ?
       AND NOT EXISTS (SELECT 1 FROM json_each(users.courses) WHERE value = ?)`,
  );

  const get = (id: string) => {
    const row = one.get(id);
    return row ? toLesson(row) : undefined;
  };

  return {
    /** Runs `fn` in a BEGIN IMMEDIATE transaction: the write lock is taken before the first read. */
    immediate: <T>(fn: () => T): T => db.transaction(fn).immediate(),
    settings(): { data: unknown; updatedAt: string } | undefined {
      const row = settingsRow.get();
      const data: unknown = row && JSON.parse(row.data);
      return row ? { data, updatedAt: row.updated_at } : undefined;
    },
    saveSettings: (settings: LessonSettings, now: string): void => void saveSettings.run(JSON.stringify(settings), now),
    get,
    list: (): StoredLesson[] => all.all().map(toLesson),
    ofUser: (userId: string): StoredLesson[] => ofUser.all(userId).map(toLesson),
    /** Lessons holding their time (pending, confirmed) that overlap [from, to). */
    liveBetween: (from: string, to: string): StoredLesson[] => liveOverlapping.all(to, from).map(toLesson),
    insert(lesson: NewLesson): void {
      insert.run(lesson);
      addCourse.run(lesson.seriesId, lesson.userId, lesson.seriesId);
    },
    setStatus: (id: string, status: LessonStatus, now: string): void => void setStatus.run(status, now, id),
    move: (id: string, start: string, end: string, now: string): void => void move.run(start, end, now, id),
    /** Confirmed lessons starting in (after, until] whose reminder has not gone out. */
    dueReminders: (after: string, until: string): StoredLesson[] => due.all(after, until).map(toLesson),
    /** The start of the next lesson still to be reminded, after `after`. */
    nextToRemind: (after: string): string | null => nextDue.get(after)?.start_at ?? null,
    /** True when this call set the marker (so the reminder is queued once). */
    markReminded: (id: string, now: string): boolean => reminded.run(now, id).changes > 0,
  };
}

export type LessonsRepository = ReturnType<typeof createLessonsRepository>;
