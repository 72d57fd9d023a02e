import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { isRecord } from '@jazz/contracts';
import type { Db } from '../db';
import { badRequest, HttpError, notFound } from '../http/errors';
import { newId, nowIso } from '../ids';

/** The largest receipt kept: a phone's photo or a scanned PDF. */
export const MAX_RECEIPT_BYTES = 40 * 1024 * 1024;

export const RECEIPT_MESSAGES = {
  file: 'Send the receipt as a data URL of an image (JPEG, PNG, WebP, HEIC) or a PDF.',
  tooLarge: 'A receipt is at most 40 MB.',
} as const;

/** The type of a receipt by its first bytes (the declared type is not trusted), or undefined. */
function typeOf(bytes: Buffer): string | undefined {
  const ascii = (from: number, to: number) => bytes.subarray(from, to).toString('latin1');
  if (ascii(0, 5) === '%PDF-') return 'application/pdf';
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (ascii(1, 4) === 'PNG' && bytes[0] === 0x89) return 'image/png';
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'image/webp';
  if (ascii(4, 8) === 'ftyp' && /^(heic|heix|mif1|msf1|hevc)$/.test(ascii(8, 12))) return 'image/heic';
  return undefined;
}

/** The bytes of a receipt's data URL, checked for size before decoding. */
function decode(body: unknown): Buffer {
  const value = isRecord(body) ? body.file : undefined;
  const match = typeof value === 'string' ? /^data:[a-z0-9.+/-]+(?:;[a-z0-9-]+=[^;,]*)*;base64,/i.exec(value) : null;
  if (typeof value !== 'string' || !match) throw badRequest({ file: RECEIPT_MESSAGES.file });
  const payload = value.slice(match[0].length);
  const tooLarge = new HttpError(413, { message: RECEIPT_MESSAGES.tooLarge, file: RECEIPT_MESSAGES.tooLarge });
  if (Math.floor((payload.length * 3) / 4) - 2 > MAX_RECEIPT_BYTES) throw tooLarge;
  const bytes = Buffer.from(payload, 'base64');
  if (bytes.length > MAX_RECEIPT_BYTES) throw tooLarge;
  return bytes;
}

export interface Receipt {
  id: string;
  eventId: string;
  type: string;
  size: number;
  createdAt: string;
}

/**
 * Receipts of a show's expenses (docs/money.md): files under DATA_DIR/receipts, never under the
 * public media path; read back through an admin-only route.
 */
export function createReceipts(db: Db, dataDir: string) {
  const dir = join(dataDir, 'receipts');
  const insert = db.prepare(
    'INSERT INTO receipts (id, event_id, type, size, created_at) VALUES (@id, @eventId, @type, @size, @createdAt)',
  );
  const getOne = db.prepare<
    [string, string],
    { id: string; event_id: string; type: string; size: number; created_at: string }
  >('SELECT id, event_id, type, size, created_at FROM receipts WHERE id = ? AND event_id = ?');
  return {
    save(eventId: string, body: unknown): Receipt {
      const bytes = decode(body);
      const type = typeOf(bytes);
      if (!type) throw badRequest({ file: RECEIPT_MESSAGES.file });
      const receipt: Receipt = { id: newId(), eventId, type, size: bytes.length, createdAt: nowIso() };
      mkdirSync(dir, { recursive: true, mode: 0o700 });
      writeFileSync(join(dir, receipt.id), bytes, { mode: 0o600 });
      insert.run(receipt);
      return receipt;
    },
    read(eventId: string, id: string): { receipt: Receipt; bytes: Buffer } {
      const row = /^[0-9a-f]{24}$/.test(id) ? getOne.get(id, eventId) : undefined;
      const file = join(dir, id);
      if (!row || !existsSync(file)) throw notFound('No such receipt.');
      return {
        receipt: { id: row.id, eventId: row.event_id, type: row.type, size: row.size, createdAt: row.created_at },
        bytes: readFileSync(file),
      };
    },
  };
}

export type Receipts = ReturnType<typeof createReceipts>;
