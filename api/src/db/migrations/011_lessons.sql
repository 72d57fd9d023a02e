-- Students book lessons in open slots that know about the gigs.

-- the owner's settings: one row, the JSON of lessonSettingsSchema (shared/contracts/src/lesson.ts)
CREATE TABLE lesson_settings (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  data TEXT NOT NULL,
  updated_at TEXT NOT NULL
);

-- one row per lesson; start_at and end_at are UTC ISO instants, so text order is time order
CREATE TABLE lessons (
  id TEXT PRIMARY KEY,
  -- lessons booked together (weekly) share it; the student's `courses` lists these
  series_id TEXT NOT NULL,
  user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  start_at TEXT NOT NULL,
  end_at TEXT NOT NULL,
  minutes INTEGER NOT NULL,
  format TEXT NOT NULL CHECK (format IN ('in-person', 'online')),
  message TEXT NOT NULL DEFAULT '',
  status TEXT NOT NULL CHECK (status IN ('pending', 'confirmed', 'declined', 'cancelled', 'late-cancelled')),
  -- the durable marker of the reminder: set in the transaction that queues its mail, so it goes once
  reminded_at TEXT,
  -- the .ics SEQUENCE: calendars apply an update only when it grows
  sequence INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX lessons_start ON lessons(start_at);
CREATE INDEX lessons_user ON lessons(user_id, start_at);
-- a slot is held once: two live lessons can never start at the same instant (the service also
-- checks overlaps inside its immediate transaction)
CREATE UNIQUE INDEX lessons_live_start ON lessons(start_at) WHERE status IN ('pending', 'confirmed');

-- mails may carry a calendar invitation (JSON { method, content }), sent as text/calendar
ALTER TABLE mail_queue ADD COLUMN ical TEXT;
