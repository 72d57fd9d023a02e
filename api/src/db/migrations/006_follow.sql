-- Fans who follow the bands: confirmed addresses only (double opt-in, see follow_requests)
CREATE TABLE followers (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  email TEXT NOT NULL UNIQUE COLLATE NOCASE,
  -- JSON: "all" or an array of band (group) names
  groups TEXT NOT NULL,
  user_id TEXT REFERENCES users(id) ON DELETE SET NULL,
  confirmed_at INTEGER NOT NULL
);

-- A follow asked for on the public form, waiting for its confirmation link (7 days)
CREATE TABLE follow_requests (
  token_hash TEXT PRIMARY KEY,
  email TEXT NOT NULL COLLATE NOCASE,
  groups TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE INDEX follow_requests_email ON follow_requests(email);

-- What is left of an unsubscribed address: a keyed hash, so it is never mailed again by mistake
CREATE TABLE follower_suppressions (
  email_hash TEXT PRIMARY KEY,
  created_at INTEGER NOT NULL
);

-- Shows announced or cancelled since the last digest. Triggers fill it, so every way a show
-- is created (the form, duplicate, CSV import) is announced without each route knowing.
CREATE TABLE announcements (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  event_id TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('created', 'cancelled')),
  changed_at INTEGER NOT NULL
);

-- a show entered as cancelled was never announced: nothing to say about it
CREATE TRIGGER announce_created AFTER INSERT ON events
WHEN NEW.status IS NOT 'cancelled'
BEGIN
  INSERT INTO announcements (event_id, kind, changed_at)
  VALUES (NEW.id, 'created', CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER));
END;

CREATE TRIGGER announce_cancelled AFTER UPDATE OF status ON events
WHEN NEW.status = 'cancelled' AND OLD.status IS NOT 'cancelled'
BEGIN
  INSERT INTO announcements (event_id, kind, changed_at)
  VALUES (NEW.id, 'cancelled', CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER));
END;

-- A correction made while a show waits for its digest restarts the wait: one mail, not two
CREATE TRIGGER announce_corrected AFTER UPDATE ON events
WHEN EXISTS (SELECT 1 FROM announcements WHERE event_id = NEW.id)
BEGIN
  UPDATE announcements SET changed_at = CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER)
  WHERE event_id = NEW.id;
END;

-- digests carry an HTML part and the List-Unsubscribe headers of RFC 8058
ALTER TABLE mail_queue ADD COLUMN html_body TEXT;
ALTER TABLE mail_queue ADD COLUMN headers TEXT;
