-- The owner's second week (docs/shows.md, docs/import-export.md).

-- A private show (a private party) blocks lessons and clashes like any show but is never public;
-- private notes are the admin's own (a booking's "Booked through ..." line), never public.
ALTER TABLE events ADD COLUMN private INTEGER NOT NULL DEFAULT 0;
ALTER TABLE events ADD COLUMN private_notes TEXT NOT NULL DEFAULT '';

-- Each import that wrote something, so the last one can be undone within 7 days
CREATE TABLE import_runs (
  id TEXT PRIMARY KEY,
  at TEXT NOT NULL,
  format TEXT NOT NULL,
  undone_at TEXT
);

-- What an import did to each show: created (its updated_at as the import left it), or updated
-- (the show's fields before, as JSON, and its updated_at as the import left it)
CREATE TABLE import_run_shows (
  run_id TEXT NOT NULL REFERENCES import_runs(id) ON DELETE CASCADE,
  event_id TEXT NOT NULL,
  action TEXT NOT NULL,
  before TEXT,
  updated_at TEXT NOT NULL,
  PRIMARY KEY (run_id, event_id)
) WITHOUT ROWID;

-- Venues and bands an import created, removed by its undo when nothing else uses them
CREATE TABLE import_run_records (
  run_id TEXT NOT NULL REFERENCES import_runs(id) ON DELETE CASCADE,
  kind TEXT NOT NULL,
  record_id TEXT NOT NULL,
  PRIMARY KEY (run_id, kind, record_id)
) WITHOUT ROWID;
