-- His calendar, both ways (docs/calendar-sync.md): one CalDAV account, the shows pushed to it
-- through a stored queue, his busy time pulled from it. The password is stored sealed
-- (api/src/secrets), never in plain text; busy entries keep their times only, never a title.

CREATE TABLE calendar_account (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  server_url TEXT NOT NULL,
  username TEXT NOT NULL,
  -- sealed for 'calendar-password' under DATA_DIR/secrets-key
  password_sealed TEXT NOT NULL,
  gigs_calendar TEXT NOT NULL DEFAULT '',
  -- [url, ...] as JSON
  busy_calendars TEXT NOT NULL DEFAULT '[]',
  all_day_blocks INTEGER NOT NULL DEFAULT 0,
  buffer_minutes INTEGER NOT NULL DEFAULT 0,
  state TEXT NOT NULL DEFAULT 'ok' CHECK (state IN ('ok', 'auth', 'unreachable', 'error')),
  message TEXT NOT NULL DEFAULT '',
  last_push TEXT,
  last_pull TEXT,
  updated_at TEXT NOT NULL
);

-- What is on his gigs calendar of each show: the file, its ETag, and what we last wrote there
-- (the fields his phone may change, as JSON), to tell his edits from ours
CREATE TABLE calendar_pushed (
  event_id TEXT PRIMARY KEY,
  href TEXT NOT NULL,
  etag TEXT NOT NULL DEFAULT '',
  pushed TEXT NOT NULL DEFAULT '{}',
  -- his deletion was accepted: the cancelled show is not put back on his phone
  dropped INTEGER NOT NULL DEFAULT 0,
  pushed_at TEXT NOT NULL
);

-- Shows waiting to be pushed: a write to a show queues it (the triggers below, whatever wrote it:
-- the admin, an import, a series), retried with backoff until the server takes it
CREATE TABLE calendar_push_queue (
  event_id TEXT PRIMARY KEY,
  queued_at INTEGER NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0,
  next_at INTEGER NOT NULL,
  last_error TEXT NOT NULL DEFAULT ''
);
CREATE INDEX calendar_push_queue_due ON calendar_push_queue(next_at);

CREATE TRIGGER calendar_push_created AFTER INSERT ON events
WHEN EXISTS (SELECT 1 FROM calendar_account WHERE gigs_calendar <> '')
BEGIN
  INSERT OR IGNORE INTO calendar_push_queue (event_id, queued_at, next_at)
  VALUES (NEW.id, CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER), 0);
END;

CREATE TRIGGER calendar_push_updated AFTER UPDATE ON events
WHEN EXISTS (SELECT 1 FROM calendar_account WHERE gigs_calendar <> '')
BEGIN
  INSERT OR IGNORE INTO calendar_push_queue (event_id, queued_at, next_at)
  VALUES (NEW.id, CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER), 0);
END;

CREATE TRIGGER calendar_push_deleted AFTER DELETE ON events
WHEN EXISTS (SELECT 1 FROM calendar_pushed WHERE event_id = OLD.id)
BEGIN
  INSERT OR IGNORE INTO calendar_push_queue (event_id, queued_at, next_at)
  VALUES (OLD.id, CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER), 0);
END;

-- A pushed show changed or deleted on his phone, waiting for Accept or Revert: what his
-- calendar now says of the fields he may change (JSON; NULL for a deletion) and its ETag
CREATE TABLE calendar_changes (
  event_id TEXT PRIMARY KEY,
  kind TEXT NOT NULL CHECK (kind IN ('changed', 'deleted')),
  theirs TEXT,
  etag TEXT NOT NULL DEFAULT '',
  found_at TEXT NOT NULL
);

-- Each calendar read: its sync token (RFC 6578), '' when it is read by ETag listing
CREATE TABLE calendar_sources (
  url TEXT PRIMARY KEY,
  sync_token TEXT NOT NULL DEFAULT ''
);

-- Each file of a busy calendar, by ETag, so only changed files are read again
CREATE TABLE calendar_busy_files (
  calendar_url TEXT NOT NULL,
  href TEXT NOT NULL,
  etag TEXT NOT NULL,
  PRIMARY KEY (calendar_url, href)
);

-- The busy time of those files, repeats expanded: times only, never a title or a text
CREATE TABLE calendar_busy (
  calendar_url TEXT NOT NULL,
  href TEXT NOT NULL,
  start_ms INTEGER NOT NULL,
  end_ms INTEGER NOT NULL,
  all_day INTEGER NOT NULL,
  transparent INTEGER NOT NULL
);
CREATE INDEX calendar_busy_file ON calendar_busy(calendar_url, href);
CREATE INDEX calendar_busy_time ON calendar_busy(start_ms);
