-- Whether a show goes ahead, and the venue's street address (both optional in the API)
ALTER TABLE events ADD COLUMN status TEXT NOT NULL DEFAULT 'scheduled'
  CHECK (status IN ('scheduled', 'cancelled', 'postponed', 'rescheduled'));
ALTER TABLE events ADD COLUMN address TEXT NOT NULL DEFAULT '';
