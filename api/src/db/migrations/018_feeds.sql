-- Calendars that already hold a show update it only when its SEQUENCE grows (RFC 5545 3.8.7.4):
-- it grows with each change of start, end, status or place, whichever route made it (the
-- admin, a series edit, an import, a venue's record). The start before the last move is kept
-- for JSON-LD `previousStartDate`.
ALTER TABLE events ADD COLUMN sequence INTEGER NOT NULL DEFAULT 0;
ALTER TABLE events ADD COLUMN previous_start_date TEXT;
ALTER TABLE series ADD COLUMN sequence INTEGER NOT NULL DEFAULT 0;

CREATE TRIGGER events_sequence AFTER UPDATE OF start_date, end_date, time_tba, status, venue_id, venue, address, location ON events
WHEN OLD.start_date IS NOT NEW.start_date OR OLD.end_date IS NOT NEW.end_date OR OLD.time_tba IS NOT NEW.time_tba
  OR OLD.status IS NOT NEW.status OR OLD.venue_id IS NOT NEW.venue_id OR OLD.venue IS NOT NEW.venue
  OR OLD.address IS NOT NEW.address OR OLD.location IS NOT NEW.location
BEGIN
  UPDATE events SET sequence = OLD.sequence + 1,
    previous_start_date = CASE WHEN OLD.start_date IS NOT NEW.start_date THEN OLD.start_date ELSE OLD.previous_start_date END
  WHERE id = NEW.id;
END;

-- a show at a venue reads the venue's place: a change of the venue's record moves its shows
CREATE TRIGGER venues_sequence AFTER UPDATE OF name, address, city, region, postal_code, country ON venues
WHEN OLD.name IS NOT NEW.name OR OLD.address IS NOT NEW.address OR OLD.city IS NOT NEW.city
  OR OLD.region IS NOT NEW.region OR OLD.postal_code IS NOT NEW.postal_code OR OLD.country IS NOT NEW.country
BEGIN
  UPDATE events SET sequence = sequence + 1 WHERE venue_id = NEW.id;
END;

-- the "all dates" file's recurring entry changes with its rule or its template
CREATE TRIGGER series_sequence AFTER UPDATE OF rule, template ON series
WHEN OLD.rule IS NOT NEW.rule OR OLD.template IS NOT NEW.template
BEGIN
  UPDATE series SET sequence = OLD.sequence + 1 WHERE id = NEW.id;
END;
