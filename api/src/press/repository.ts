import type { PressFields, PressPhoto } from '@jazz/contracts';
import { transactionOf, type Db, jsonColumn } from '../db';
import { idsOf } from '../ids';
import { mediaUrl, VARIANT_WIDTHS } from '../media/urls';

interface KitRow {
  key: string;
  data: string;
  stage_plot_media: string | null;
  stage_plot_token: string;
  updated_at: string;
}

export interface StoredKit {
  key: string;
  /** The kit's fields but the stage plot, as the service last saved them (older rows may lack newer fields). */
  fields: Partial<PressFields>;
  stagePlotMedia: string | null;
  stagePlotToken: string;
  updatedAt: string;
}

interface PhotoRow {
  id: string;
  press_key: string;
  title: string;
  credit: string;
  usage: string;
  media_id: string;
  original_ext: string;
  original_bytes: number;
  original_width: number;
  original_height: number;
  position: number;
  width: number;
  height: number;
  updated_at: string;
}

/** A press photo as stored, with what only the server needs (the original's file). */
export interface StoredPressPhoto {
  photo: Omit<PressPhoto, 'original'>;
  key: string;
  mediaId: string;
  originalExt: string;
}

export interface PressPhotoWrite {
  title: string;
  credit: string;
  usage: string;
  mediaId: string;
  originalExt: string;
  originalBytes: number;
  originalWidth: number;
  originalHeight: number;
}

const ORIGINAL_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  avif: 'image/avif',
};
export const originalType = (ext: string) => ORIGINAL_TYPES[ext] ?? 'application/octet-stream';

function toPhoto(row: PhotoRow): StoredPressPhoto {
  // the variants fit inside W x 4W of the upload; the largest is `width` x `height`
  const small = Math.min(1, VARIANT_WIDTHS[1] / row.width, (VARIANT_WIDTHS[1] * 4) / row.height);
  const smallWidth = Math.round(row.width * small);
  const srcSet =
    smallWidth === row.width
      ? `${mediaUrl(row.media_id)} ${row.width}w`
      : `${mediaUrl(row.media_id, 800)} ${smallWidth}w, ${mediaUrl(row.media_id)} ${row.width}w`;
  return {
    key: row.press_key,
    mediaId: row.media_id,
    originalExt: row.original_ext,
    photo: {
      ...idsOf(row.id),
      title: row.title,
      credit: row.credit,
      usage: row.usage,
      image: mediaUrl(row.media_id),
      srcSet,
      width: row.width,
      height: row.height,
      originalWidth: row.original_width,
      originalHeight: row.original_height,
      originalBytes: row.original_bytes,
      originalType: originalType(row.original_ext),
      position: row.position,
      updatedAt: row.updated_at,
    },
  };
}

const PHOTO_SELECT = `SELECT p.id, p.press_key, p.title, p.credit, p.usage, p.media_id, p.original_ext, p.original_bytes,
  p.original_width, p.original_height, p.position, m.width, m.height, p.updated_at
  FROM press_photos p JOIN media m ON m.id = p.media_id`;

/** SQL of the press kits and their photos. */
export function createPressRepository(db: Db) {
  const getKit = db.prepare<[string], KitRow>(
    'SELECT key, data, stage_plot_media, stage_plot_token, updated_at FROM press_kits WHERE key = ?',
  );
  const kitByToken = db.prepare<[string], KitRow>(
    'SELECT key, data, stage_plot_media, stage_plot_token, updated_at FROM press_kits WHERE stage_plot_token = ?',
  );
  const upsertKit = db.prepare(
    `INSERT INTO press_kits (key, data, stage_plot_media, stage_plot_token, updated_at) VALUES (@key, @data, @media, @token, @now)
     ON CONFLICT (key) DO UPDATE SET data = excluded.data, stage_plot_media = excluded.stage_plot_media,
       stage_plot_token = excluded.stage_plot_token, updated_at = excluded.updated_at`,
  );
  const listPhotos = db.prepare<[string], PhotoRow>(
    `${PHOTO_SELECT} WHERE p.press_key = ? ORDER BY p.position, p.created_at, p.id`,
  );
  const getPhoto = db.prepare<[string], PhotoRow>(`${PHOTO_SELECT} WHERE p.id = ?`);
  const insertPhoto = db.prepare(
    `INSERT INTO press_photos (id, press_key, title, credit, usage, media_id, original_ext, original_bytes, original_width,
       original_height, position, created_at, updated_at)
     VALUES (@id, @key, @title, @credit, @usage, @mediaId, @originalExt, @originalBytes, @originalWidth, @originalHeight,
       (SELECT COALESCE(MAX(position) + 1, 0) FROM press_photos WHERE press_key = @key), @now, @now)`,
  );
  const updatePhoto = db.prepare(
    'UPDATE press_photos SET title = ?, credit = ?, usage = ?, updated_at = ? WHERE id = ?',
  );
  const deletePhoto = db.prepare('DELETE FROM press_photos WHERE id = ?');
  const setPosition = db.prepare('UPDATE press_photos SET position = ? WHERE id = ?');
  const allPhotoIds = db.prepare<[], string>('SELECT id FROM press_photos').pluck();
  // a stage plot shown only by its secret link, and used by no public press page, nor as a
  // gallery photo, a band's picture or a press photo (media rows are shared by content: the same
  // bytes uploaded twice are one row, and a public picture of them keeps them public)
  const privatePlot = db
    .prepare<{ media: string }, number>(
      `SELECT 1 FROM press_kits WHERE stage_plot_media = @media AND json_extract(data, '$.stagePlotByLinkOnly') = 1
       AND NOT EXISTS (SELECT 1 FROM press_kits WHERE stage_plot_media = @media
         AND COALESCE(json_extract(data, '$.stagePlotByLinkOnly'), 0) = 0)
       AND NOT EXISTS (SELECT 1 FROM photos WHERE media_id = @media)
       AND NOT EXISTS (SELECT 1 FROM group_images WHERE media_id = @media)
       AND NOT EXISTS (SELECT 1 FROM press_photos WHERE media_id = @media)`,
    )
    .pluck();

  const toKit = (row: KitRow): StoredKit => ({
    key: row.key,
    fields: jsonColumn<Partial<PressFields>>(row.data),
    stagePlotMedia: row.stage_plot_media,
    stagePlotToken: row.stage_plot_token,
    updatedAt: row.updated_at,
  });

  return {
    transaction: transactionOf(db),
    get(key: string): StoredKit | undefined {
      const row = getKit.get(key);
      return row && toKit(row);
    },
    /** Whether a media file is a stage plot that only its secret link may show. */
    isPrivateStagePlot: (mediaId: string): boolean => privatePlot.get({ media: mediaId }) === 1,
    byStagePlotToken(token: string): StoredKit | undefined {
      const row = kitByToken.get(token);
      return row && toKit(row);
    },
    save(key: string, fields: object, media: string | null, token: string, now: string): void {
      upsertKit.run({ key, data: JSON.stringify(fields), media, token, now });
    },
    photos: (key: string): StoredPressPhoto[] => listPhotos.all(key).map(toPhoto),
    photo(id: string): StoredPressPhoto | undefined {
      const row = getPhoto.get(id);
      return row && toPhoto(row);
    },
    insertPhoto(id: string, key: string, data: PressPhotoWrite, now: string): void {
      insertPhoto.run({ id, key, ...data, now });
    },
    updatePhoto(id: string, data: { title: string; credit: string; usage: string }, now: string): void {
      updatePhoto.run(data.title, data.credit, data.usage, now, id);
    },
    removePhoto: (id: string): boolean => deletePhoto.run(id).changes > 0,
    /** Every press photo's id, of every kit. */
    photoIds: (): Set<string> => new Set(allPhotoIds.all()),
    /** Positions follow the order of `ids`; call inside a transaction. */
    reorder(ids: string[]): void {
      ids.forEach((id, position) => setPosition.run(position, id));
    },
  };
}

export type PressRepository = ReturnType<typeof createPressRepository>;
