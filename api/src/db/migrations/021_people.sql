-- People (docs/money.md): the players he hires and how they are paid. Never public.

CREATE TABLE people (
  id TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  stage_name TEXT NOT NULL DEFAULT '',
  email TEXT NOT NULL DEFAULT '',
  phone TEXT NOT NULL DEFAULT '',
  address TEXT NOT NULL DEFAULT '',
  -- JSON array of strings
  instruments TEXT NOT NULL DEFAULT '[]',
  pay_method TEXT NOT NULL DEFAULT 'check',
  pay_handle TEXT NOT NULL DEFAULT '',
  w9_on_file INTEGER NOT NULL DEFAULT 0 CHECK (w9_on_file IN (0, 1)),
  -- the TIN sealed under DATA_DIR/secrets-key (api/src/secrets); '' when none
  tin_sealed TEXT NOT NULL DEFAULT '',
  -- its last four digits, the only part ever answered
  tin_last4 TEXT NOT NULL DEFAULT '',
  notes TEXT NOT NULL DEFAULT '',
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX people_name ON people(name COLLATE NOCASE);
