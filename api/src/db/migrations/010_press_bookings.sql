-- Press kits (one per key: 'site' for the musician, else a group's id), their photos
-- with the original file kept, and booking requests.

-- data is the JSON of the press kit's text fields (shared/contracts/src/press.ts); the stage plot
-- is a media row; stage_plot_token is the secret of its "only by link" address
CREATE TABLE press_kits (
  key TEXT PRIMARY KEY,
  data TEXT NOT NULL,
  stage_plot_media TEXT REFERENCES media(id),
  stage_plot_token TEXT NOT NULL,
  updated_at TEXT NOT NULL
);

-- press photos: web variants in media, the original (metadata removed, full size) as
-- DATA_DIR/press/<id>.<ext>
CREATE TABLE press_photos (
  id TEXT PRIMARY KEY,
  press_key TEXT NOT NULL,
  title TEXT NOT NULL,
  credit TEXT NOT NULL DEFAULT '',
  usage TEXT NOT NULL DEFAULT '',
  media_id TEXT NOT NULL REFERENCES media(id),
  original_ext TEXT NOT NULL,
  original_bytes INTEGER NOT NULL,
  original_width INTEGER NOT NULL,
  original_height INTEGER NOT NULL,
  position INTEGER NOT NULL,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX press_photos_key ON press_photos(press_key, position);

-- booking requests from the press pages and /contact; seen by admins only
CREATE TABLE bookings (
  id TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  email TEXT NOT NULL,
  organization TEXT NOT NULL,
  city TEXT NOT NULL,
  dates TEXT NOT NULL,
  group_name TEXT NOT NULL DEFAULT '',
  budget TEXT NOT NULL DEFAULT '',
  message TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'new' CHECK (status IN ('new', 'replied', 'confirmed', 'declined')),
  notes TEXT NOT NULL DEFAULT '',
  owner_mail_id INTEGER,
  copy_mail_id INTEGER,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX bookings_created ON bookings(created_at);

-- a deleted band takes its press kit and press photos along (its media is then collected as
-- unreferenced by the groups service, in the same request)
CREATE TRIGGER press_of_deleted_group AFTER DELETE ON groups
BEGIN
  DELETE FROM press_photos WHERE press_key = OLD.id;
  DELETE FROM press_kits WHERE key = OLD.id;
END;
