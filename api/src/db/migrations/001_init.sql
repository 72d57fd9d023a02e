CREATE TABLE users (
  id TEXT PRIMARY KEY,
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  email TEXT NOT NULL UNIQUE COLLATE NOCASE,
  password_hash TEXT NOT NULL,
  roles TEXT NOT NULL DEFAULT '["user"]',
  courses TEXT NOT NULL DEFAULT '[]',
  -- bumped on password reset so that earlier tokens stop working
  token_version INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);

CREATE TABLE password_resets (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  token_hash TEXT NOT NULL,
  expires_at INTEGER NOT NULL,
  used_at INTEGER
);
CREATE INDEX password_resets_user ON password_resets(user_id);

CREATE TABLE groups (
  id TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  description TEXT NOT NULL DEFAULT '',
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);

-- stored images: one row per distinct content (id is the content hash); files under DATA_DIR/media
CREATE TABLE media (
  id TEXT PRIMARY KEY,
  width INTEGER NOT NULL,
  height INTEGER NOT NULL,
  created_at TEXT NOT NULL
);

CREATE TABLE group_images (
  group_id TEXT NOT NULL REFERENCES groups(id) ON DELETE CASCADE,
  image_key TEXT NOT NULL,
  media_id TEXT NOT NULL REFERENCES media(id),
  position INTEGER NOT NULL,
  PRIMARY KEY (group_id, image_key)
);

CREATE TABLE events (
  id TEXT PRIMARY KEY,
  group_name TEXT NOT NULL,
  group_link TEXT NOT NULL DEFAULT '',
  venue TEXT NOT NULL,
  venue_link TEXT NOT NULL DEFAULT '',
  location TEXT NOT NULL DEFAULT '',
  title TEXT NOT NULL DEFAULT '',
  description TEXT NOT NULL DEFAULT '',
  start_date TEXT NOT NULL,
  time_text TEXT NOT NULL DEFAULT '',
  tickets_link TEXT NOT NULL DEFAULT '',
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX events_start ON events(start_date);

CREATE TABLE mail_queue (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  to_addr TEXT NOT NULL,
  reply_to TEXT,
  subject TEXT NOT NULL,
  text_body TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'sent', 'failed')),
  attempts INTEGER NOT NULL DEFAULT 0,
  next_attempt_at INTEGER NOT NULL,
  last_error TEXT,
  created_at TEXT NOT NULL,
  sent_at TEXT
);
CREATE INDEX mail_queue_due ON mail_queue(status, next_attempt_at);

CREATE TABLE contact_messages (
  id TEXT PRIMARY KEY,
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  email TEXT NOT NULL,
  subject TEXT NOT NULL,
  message TEXT NOT NULL,
  mail_id INTEGER REFERENCES mail_queue(id),
  created_at TEXT NOT NULL
);

-- ALTCHA solutions already accepted, kept until their challenge expires
CREATE TABLE altcha_used (
  signature TEXT PRIMARY KEY,
  expires_at INTEGER NOT NULL
);

-- answers to create/update/delete requests that carried an Idempotency-Key
CREATE TABLE idempotency_keys (
  user_id TEXT NOT NULL,
  key TEXT NOT NULL,
  method TEXT NOT NULL,
  path TEXT NOT NULL,
  status INTEGER NOT NULL,
  body TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (user_id, key)
);
