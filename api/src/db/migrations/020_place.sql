-- A show's place has one owner (docs/shows.md, "A show's place"): a saved venue (venue_id; its
-- record is read at every read, nothing of it is copied onto the show) or the show's own place in
-- the columns venue (its name), address, city, region, postal_code, country. The joined
-- "City, Region" text is no longer stored: answers build SPEC's `location` from city and region.

-- the trigger names `location`, which is dropped below; it is made again on the place columns
DROP TRIGGER events_sequence;

ALTER TABLE events ADD COLUMN city TEXT NOT NULL DEFAULT '';
ALTER TABLE events ADD COLUMN region TEXT NOT NULL DEFAULT '';
ALTER TABLE events ADD COLUMN postal_code TEXT NOT NULL DEFAULT '';
ALTER TABLE events ADD COLUMN country TEXT NOT NULL DEFAULT '';

-- Split once, by the rule of splitLocation (shared/contracts/src/place.ts): exactly "City, Region"
-- (one comma, followed by one space, neither part empty nor padded) splits in two; any other text
-- stays whole in city, so city and region join back to the text that was stored.
UPDATE events SET
  city = CASE WHEN split THEN substr(location, 1, at - 1) ELSE location END,
  region = CASE WHEN split THEN substr(location, at + 2) ELSE '' END
FROM (
  SELECT id AS split_id, at,
    at > 1 AND length(location) - length(replace(location, ',', '')) = 1
      AND substr(location, at - 1, 1) NOT IN (' ', char(9), char(10), char(13))
      AND length(location) > at + 1
      AND substr(location, at + 2, 1) NOT IN (' ', char(9), char(10), char(13))
      AND substr(location, -1, 1) NOT IN (' ', char(9), char(10), char(13))
      AND substr(location, 1, 1) NOT IN (' ', char(9), char(10), char(13)) AS split
  FROM (SELECT id, location, instr(location, ', ') AS at FROM events)
) AS parts
WHERE events.id = parts.split_id AND events.venue_id IS NULL;

-- a show at a saved venue keeps only the venue's id: its name, link and place are the venue's
UPDATE events SET venue = '', venue_link = '', address = '' WHERE venue_id IS NOT NULL;

ALTER TABLE events DROP COLUMN location;

-- Calendars that hold a show update it only when its SEQUENCE grows (migration 018): a change of
-- start, end, status or place raises it, whichever route made it.
CREATE TRIGGER events_sequence AFTER UPDATE OF start_date, end_date, time_tba, status, venue_id, venue, address,
  city, region, postal_code, country ON events
WHEN OLD.start_date IS NOT NEW.start_date OR OLD.end_date IS NOT NEW.end_date OR OLD.time_tba IS NOT NEW.time_tba
  OR OLD.status IS NOT NEW.status OR OLD.venue_id IS NOT NEW.venue_id OR OLD.venue IS NOT NEW.venue
  OR OLD.address IS NOT NEW.address OR OLD.city IS NOT NEW.city OR OLD.region IS NOT NEW.region
  OR OLD.postal_code IS NOT NEW.postal_code OR OLD.country IS NOT NEW.country
BEGIN
  UPDATE events SET sequence = OLD.sequence + 1,
    previous_start_date = CASE WHEN OLD.start_date IS NOT NEW.start_date THEN OLD.start_date ELSE OLD.previous_start_date END
  WHERE id = NEW.id;
END;
