import type { Photo } from '@jazz/contracts';
import { transactionOf, type Db } from '../db';
import { mediaUrl, VARIANT_WIDTHS } from '../media/urls';
import { idsOf } from '../ids';

interface PhotoRow {
  id: string;
  title: string;
  credit: string;
  media_id: string;
  position: number;
  width: number;
  height: number;
  updated_at: string;
}

export interface PhotoWrite {
  title: string;
  credit: string;
  mediaId: string;
}

const SELECT =
  'SELECT p.id, p.title, p.credit, p.media_id, p.position, m.width, m.height, p.updated_at FROM photos p JOIN media m ON m.id = p.media_id';

/**
 * The variants of a stored image with their real sizes: each was fitted inside W x 4W of the
 * upload without upscaling, so the smaller ones follow from the largest (`width` x `height`).
 */
function variantsOf(mediaId: string, width: number, height: number): Photo['variants'] {
  const largest = VARIANT_WIDTHS[0];
  return [...VARIANT_WIDTHS]
    .sort((a, b) => a - b)
    .map((bound) => {
      const scale = bound === largest ? 1 : Math.min(1, bound / width, (bound * 4) / height);
      return { width: Math.round(width * scale), height: Math.round(height * scale), url: mediaUrl(mediaId, bound) };
    });
}

const toPhoto = (row: PhotoRow): Photo => {
  const variants = variantsOf(row.media_id, row.width, row.height);
  return {
    ...idsOf(row.id),
    title: row.title,
    credit: row.credit,
    image: mediaUrl(row.media_id),
    width: row.width,
    height: row.height,
    // one candidate per width: a small upload's variants are all the same size, and a repeated
    // width descriptor is invalid HTML (the browser drops the later entry)
    srcSet: variants
      .filter((variant, i) => variants.findIndex((other) => other.width === variant.width) === i)
      .map((variant) => `${variant.url} ${variant.width}w`)
      .join(', '),
    variants,
    position: row.position,
    updatedAt: row.updated_at,
  };
};

/** SQL of the photos area. `list` is in display order and is also what the site's pages read. */
export function createPhotosRepository(db: Db) {
  const listRows = db.prepare<[], PhotoRow>(`${SELECT} ORDER BY p.position, p.created_at, p.id`);
  const getRow = db.prepare<[string], PhotoRow>(`${SELECT} WHERE p.id = ?`);
  const insertRow = db.prepare(
    'INSERT INTO photos (id, title, credit, media_id, position, created_at, updated_at) VALUES (?, ?, ?, ?, (SELECT COALESCE(MAX(position) + 1, 0) FROM photos), ?, ?)',
  );
  const insertFirstRow = db.prepare(
    'INSERT INTO photos (id, title, credit, media_id, position, created_at, updated_at) VALUES (?, ?, ?, ?, (SELECT COALESCE(MIN(position) - 1, 0) FROM photos), ?, ?)',
  );
  const updateRow = db.prepare('UPDATE photos SET title = ?, credit = ?, updated_at = ? WHERE id = ?');
  const deleteRow = db.prepare('DELETE FROM photos WHERE id = ?');
  const allIds = db.prepare<[], { id: string }>('SELECT id FROM photos');
  const setPosition = db.prepare('UPDATE photos SET position = ? WHERE id = ?');
  const countRows = db.prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM photos');

  return {
    transaction: transactionOf(db),
    list: (): Photo[] => listRows.all().map(toPhoto),

    get(id: string): Photo | undefined {
      const row = getRow.get(id);
      return row && toPhoto(row);
    },

    /** Adds the photo after the last one, or before the first (`at: 'first'`). */
    insert(id: string, data: PhotoWrite, now: string, at: 'first' | 'last' = 'last'): void {
      (at === 'first' ? insertFirstRow : insertRow).run(id, data.title, data.credit, data.mediaId, now, now);
    },

    update(id: string, data: { title: string; credit: string }, now: string): void {
      updateRow.run(data.title, data.credit, now, id);
    },

    remove(id: string): boolean {
      return deleteRow.run(id).changes > 0;
    },

    ids: (): string[] => allIds.all().map((row) => row.id),

    /** Positions follow the order of `ids` (0, 1, 2, ...); call inside a transaction. */
    reorder(ids: string[]): void {
      ids.forEach((id, position) => setPosition.run(position, id));
    },

    count: (): number => countRows.get()!.n,
  };
}

export type PhotosRepository = ReturnType<typeof createPhotosRepository>;
