-- A career, not a demo: shows point at their band by id, reads go through indexes, and
-- deletions leave a tombstone for the desktop's sync (docs/performance.md, docs/shows.md).

-- A show's band by id. `group_name` stays: it is the free text of a show whose band is no
-- server group (SPEC's Group is free text), and the last known name of a linked band (kept in
-- step on a rename, so a band deleted later leaves its shows their name).
ALTER TABLE events ADD COLUMN group_id TEXT REFERENCES groups(id) ON DELETE SET NULL;

-- Linked by the current name, any case, spaces at the ends ignored; of two bands with one name
-- the oldest wins (as the BANDS menu lists them).
UPDATE events SET group_id = (
  SELECT g.id FROM groups g
  WHERE lower(trim(g.name)) = lower(trim(events.group_name))
  ORDER BY g.created_at, g.id LIMIT 1
);

-- The two fixed band pages (/cannonball-quintet, /whitesell-brothers-quartet) show the band
-- they are linked to: 'quartet' or 'quintet', at most one band each; a rename keeps the link.
ALTER TABLE groups ADD COLUMN fixed_page TEXT CHECK (fixed_page IN ('quartet', 'quintet'));
UPDATE groups SET fixed_page = 'quartet' WHERE id = (
  SELECT id FROM groups WHERE lower(trim(name)) = 'whitesell brothers quartet' ORDER BY created_at, id LIMIT 1
);
UPDATE groups SET fixed_page = 'quintet' WHERE id = (
  SELECT id FROM groups WHERE lower(trim(name)) = 'cannonball quintet' ORDER BY created_at, id LIMIT 1
);
CREATE UNIQUE INDEX groups_fixed_page ON groups(fixed_page) WHERE fixed_page IS NOT NULL;

-- Reads: upcoming/past/years/ranges by start (events_start exists since 001), a band's shows,
-- free-text band names (any case), changes since a moment, and multi-day shows overlapping a
-- range (only shows with an end are in it: the others end a fixed length after their start).
CREATE INDEX events_group_start ON events(group_id, start_date);
CREATE INDEX events_group_name_start ON events(group_name COLLATE NOCASE, start_date);
CREATE INDEX events_updated ON events(updated_at);
CREATE INDEX events_end ON events(end_date) WHERE end_date <> '';

-- Deleted shows, for GET /api/events/changes: every way a show is deleted (the form, a
-- series edit, an import's undo) leaves its id here. Kept 90 days; older ones are dropped as
-- new deletions arrive.
CREATE TABLE event_deletions (
  id TEXT PRIMARY KEY,
  deleted_at TEXT NOT NULL
);
CREATE INDEX event_deletions_at ON event_deletions(deleted_at);

CREATE TRIGGER event_deleted AFTER DELETE ON events
BEGIN
  DELETE FROM event_deletions
  WHERE deleted_at < strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-90 days');
  INSERT OR REPLACE INTO event_deletions (id, deleted_at)
  VALUES (OLD.id, strftime('%Y-%m-%dT%H:%M:%fZ', 'now'));
END;

-- An id deleted and later inserted again (a restore, an import's undo of a delete) is no
-- longer deleted.
CREATE TRIGGER event_undeleted AFTER INSERT ON events
BEGIN
  DELETE FROM event_deletions WHERE id = NEW.id;
END;
