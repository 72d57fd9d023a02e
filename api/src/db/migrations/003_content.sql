-- The owner's content lives here, not in the site's code.

-- one row per page name (site, home, about, ...); data is the JSON of that page's fields,
-- checked by the page's schema in shared/contracts/src/page.ts on every write
CREATE TABLE pages (
  name TEXT PRIMARY KEY,
  data TEXT NOT NULL,
  updated_at TEXT NOT NULL
);

-- the photo gallery, in display order; the image is a row of media (content-hashed WebP variants)
CREATE TABLE photos (
  id TEXT PRIMARY KEY,
  title TEXT NOT NULL,
  credit TEXT NOT NULL DEFAULT '',
  media_id TEXT NOT NULL REFERENCES media(id),
  position INTEGER NOT NULL,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX photos_position ON photos(position);

-- uploaded audio files, stored as DATA_DIR/audio/<id>.<ext>; id is the sha256 of the bytes
CREATE TABLE audio (
  id TEXT PRIMARY KEY,
  ext TEXT NOT NULL CHECK (ext IN ('mp3', 'm4a', 'ogg', 'wav')),
  bytes INTEGER NOT NULL,
  created_at TEXT NOT NULL
);

-- band extras: a player address for the band page and its videos (JSON [{ title, url, caption }])
ALTER TABLE groups ADD COLUMN playlist_url TEXT NOT NULL DEFAULT '';
ALTER TABLE groups ADD COLUMN videos TEXT NOT NULL DEFAULT '[]';
