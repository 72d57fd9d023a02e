-- Calls (docs/calls.md): a chair of a show offered to players in turn. Never public.

CREATE TABLE calls (
  id TEXT PRIMARY KEY,
  event_id TEXT NOT NULL REFERENCES events(id) ON DELETE CASCADE,
  instrument TEXT NOT NULL,
  -- JSON array of person ids: the one asked first, then the backups in order
  people TEXT NOT NULL,
  -- cents, NULL when no fee was named
  fee INTEGER,
  answer_by TEXT NOT NULL,
  note TEXT NOT NULL DEFAULT '',
  state TEXT NOT NULL CHECK (state IN ('asked', 'confirmed', 'unfilled', 'cancelled')),
  created_at TEXT NOT NULL,
  -- the SEQUENCE of the player's calendar entry, raised with every .ics mailed
  ics_sequence INTEGER NOT NULL DEFAULT 0,
  -- the show's SEQUENCE the confirmed player last heard of
  heard_sequence INTEGER NOT NULL DEFAULT 0,
  -- when a change he has not heard of was first seen (changes within a minute make one mail)
  change_seen_at TEXT,
  -- 1 once the day-before reminder is queued
  reminded INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX calls_event ON calls(event_id);
CREATE INDEX calls_state ON calls(state);

-- one row per person asked, in turn; the link's token is stored hashed
CREATE TABLE call_asks (
  call_id TEXT NOT NULL REFERENCES calls(id) ON DELETE CASCADE,
  position INTEGER NOT NULL,
  person_id TEXT NOT NULL,
  token_hash TEXT NOT NULL UNIQUE,
  asked_at TEXT NOT NULL,
  deadline TEXT NOT NULL,
  answer TEXT CHECK (answer IN ('yes', 'no')),
  answered_at TEXT,
  PRIMARY KEY (call_id, position)
);
CREATE INDEX call_asks_person ON call_asks(person_id);

-- a player's own feed of his confirmed gigs: /people/{token}.ics (lives until renewed or he is deleted)
CREATE TABLE people_feeds (
  person_id TEXT PRIMARY KEY REFERENCES people(id) ON DELETE CASCADE,
  token TEXT NOT NULL UNIQUE,
  created_at TEXT NOT NULL
);
