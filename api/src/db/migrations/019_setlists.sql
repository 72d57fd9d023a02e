-- Setlists and repertoire (docs/setlists.md): the tunes he plays, each show's setlist, and the
-- venue's capacity that the performing-rights organisations ask for.

CREATE TABLE tunes (
  id TEXT PRIMARY KEY,
  title TEXT NOT NULL,
  -- [{ name, pro?, share? }] as JSON
  composers TEXT NOT NULL DEFAULT '[]',
  iswc TEXT NOT NULL DEFAULT '',
  original INTEGER NOT NULL DEFAULT 0,
  notes TEXT NOT NULL DEFAULT '',
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX tunes_title ON tunes(title COLLATE NOCASE);

-- { sets: [{ title?, tunes: [{ tuneId, note? }] }], final, public } as JSON; NULL when none
ALTER TABLE events ADD COLUMN setlist TEXT;

ALTER TABLE venues ADD COLUMN capacity INTEGER;
