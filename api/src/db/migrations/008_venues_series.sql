-- Venues as records, the band on the night, tickets, residencies (series), and the
-- end / time-to-be-announced of a show. Every new event column is optional in the API.

CREATE TABLE venues (
  id TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  address TEXT NOT NULL DEFAULT '',
  city TEXT NOT NULL DEFAULT '',
  region TEXT NOT NULL DEFAULT '',
  postal_code TEXT NOT NULL DEFAULT '',
  country TEXT NOT NULL DEFAULT 'US',
  link TEXT NOT NULL DEFAULT '',
  phone TEXT NOT NULL DEFAULT '',
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);

-- a series: the template's event fields and the rule, each as JSON (contracts/series.ts)
CREATE TABLE series (
  id TEXT PRIMARY KEY,
  template TEXT NOT NULL,
  rule TEXT NOT NULL,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);

-- dates of a series deleted alone: extending the series never brings them back
CREATE TABLE series_skips (
  series_id TEXT NOT NULL REFERENCES series(id) ON DELETE CASCADE,
  date TEXT NOT NULL,
  PRIMARY KEY (series_id, date)
);

ALTER TABLE events ADD COLUMN venue_id TEXT REFERENCES venues(id);
-- JSON [{ name, instrument }]
ALTER TABLE events ADD COLUMN lineup TEXT NOT NULL DEFAULT '[]';
ALTER TABLE events ADD COLUMN price TEXT NOT NULL DEFAULT '';
ALTER TABLE events ADD COLUMN sold_out INTEGER NOT NULL DEFAULT 0 CHECK (sold_out IN (0, 1));
-- an ISO instant, or '' (a calendar entry then lasts the site's usual show length)
ALTER TABLE events ADD COLUMN end_date TEXT NOT NULL DEFAULT '';
ALTER TABLE events ADD COLUMN time_tba INTEGER NOT NULL DEFAULT 0 CHECK (time_tba IN (0, 1));
ALTER TABLE events ADD COLUMN series_id TEXT REFERENCES series(id) ON DELETE SET NULL;
-- the local day (site time zone) the rule gave this date: how series edits find it again
ALTER TABLE events ADD COLUMN series_date TEXT;
-- 1 once the date was edited or cancelled on its own: later series edits leave it alone
ALTER TABLE events ADD COLUMN series_exception INTEGER NOT NULL DEFAULT 0 CHECK (series_exception IN (0, 1));
CREATE INDEX events_venue ON events(venue_id);
CREATE INDEX events_series ON events(series_id, series_date);

-- Existing shows become venues: the same name and location are one venue. Location "City, ST"
-- splits at its first comma into city and region (so it reads the same afterwards); address and
-- link are the latest show's that has one.
CREATE TEMP TABLE venue_match AS
SELECT lower(hex(randomblob(12))) AS id, venue, location
FROM (SELECT DISTINCT venue, location FROM events WHERE trim(venue) <> '');

INSERT INTO venues (id, name, address, city, region, country, link, created_at, updated_at)
SELECT m.id, m.venue,
  COALESCE((SELECT e.address FROM events e WHERE e.venue = m.venue AND e.location = m.location AND e.address <> ''
            ORDER BY e.start_date DESC LIMIT 1), ''),
  CASE WHEN instr(m.location, ',') > 0 THEN trim(substr(m.location, 1, instr(m.location, ',') - 1)) ELSE trim(m.location) END,
  CASE WHEN instr(m.location, ',') > 0 THEN trim(substr(m.location, instr(m.location, ',') + 1)) ELSE '' END,
  'US',
  COALESCE((SELECT e.venue_link FROM events e WHERE e.venue = m.venue AND e.location = m.location AND e.venue_link <> ''
            ORDER BY e.start_date DESC LIMIT 1), ''),
  strftime('%Y-%m-%dT%H:%M:%fZ', 'now'),
  strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
FROM venue_match m;

UPDATE events SET venue_id = (SELECT m.id FROM venue_match m WHERE m.venue = events.venue AND m.location = events.location);
DROP TABLE venue_match;

-- A series is announced to followers once, by its first date (the digest describes the whole
-- series); dates added as it is extended, or by a later edit, are not announced one by one.
DROP TRIGGER announce_created;
CREATE TRIGGER announce_created AFTER INSERT ON events
WHEN NEW.status IS NOT 'cancelled'
  AND (NEW.series_id IS NULL OR NOT EXISTS (SELECT 1 FROM events WHERE series_id = NEW.series_id AND id <> NEW.id))
BEGIN
  INSERT INTO announcements (event_id, kind, changed_at)
  VALUES (NEW.id, 'created', CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER));
END;
