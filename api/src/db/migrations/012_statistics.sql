-- Statistics (docs/statistics.md). No address and no user agent is ever stored: a visitor is
-- a hash of the day's random salt, the address and the agent, and the salt is deleted once its
-- day is over, so a hash can no longer be matched to anyone.

-- One random salt per SITE_TIMEZONE day (YYYY-MM-DD), deleted after the day
CREATE TABLE stats_salts (
  day TEXT PRIMARY KEY,
  salt BLOB NOT NULL
) WITHOUT ROWID;

-- Raw hits of the last 90 days; older ones are deleted, their numbers live on in the daily totals
CREATE TABLE stats_hits (
  id INTEGER PRIMARY KEY,
  at INTEGER NOT NULL,
  day TEXT NOT NULL,
  type TEXT NOT NULL,
  path TEXT NOT NULL,
  source TEXT,
  target TEXT,
  visitor TEXT NOT NULL
);
CREATE INDEX stats_hits_day ON stats_hits(day);

-- Who was seen on a day, to count each visitor once a day (kept only while the day's salt is)
CREATE TABLE stats_visitors (
  day TEXT NOT NULL,
  visitor TEXT NOT NULL,
  PRIMARY KEY (day, visitor)
) WITHOUT ROWID;

-- The daily totals, kept as hits arrive: what the Stats screen reads
CREATE TABLE stats_days (
  day TEXT PRIMARY KEY,
  visitors INTEGER NOT NULL DEFAULT 0,
  pageviews INTEGER NOT NULL DEFAULT 0
) WITHOUT ROWID;

CREATE TABLE stats_pages (
  day TEXT NOT NULL,
  path TEXT NOT NULL,
  pageviews INTEGER NOT NULL,
  PRIMARY KEY (day, path)
) WITHOUT ROWID;

-- A visitor's source is the referrer host or utm_source of their first hit of the day
CREATE TABLE stats_sources (
  day TEXT NOT NULL,
  source TEXT NOT NULL,
  visitors INTEGER NOT NULL,
  PRIMARY KEY (day, source)
) WITHOUT ROWID;

-- Plays, clicks and sign-ups per day and subject: the track or video played, the address of a
-- link to another site, the page of a ticket click (its show's) or of a form sent
CREATE TABLE stats_events (
  day TEXT NOT NULL,
  type TEXT NOT NULL,
  subject TEXT NOT NULL,
  count INTEGER NOT NULL,
  PRIMARY KEY (day, type, subject)
) WITHOUT ROWID;

-- The same totals per month (YYYY-MM), so a long period reads its whole months from here and
-- only its partial months day by day
CREATE TABLE stats_page_months (
  month TEXT NOT NULL,
  path TEXT NOT NULL,
  pageviews INTEGER NOT NULL,
  PRIMARY KEY (month, path)
) WITHOUT ROWID;

CREATE TABLE stats_source_months (
  month TEXT NOT NULL,
  source TEXT NOT NULL,
  visitors INTEGER NOT NULL,
  PRIMARY KEY (month, source)
) WITHOUT ROWID;

CREATE TABLE stats_event_months (
  month TEXT NOT NULL,
  type TEXT NOT NULL,
  subject TEXT NOT NULL,
  count INTEGER NOT NULL,
  PRIMARY KEY (month, type, subject)
) WITHOUT ROWID;
