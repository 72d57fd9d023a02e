import { isRecord, type BlobRef, type DraftImage, type DraftStorage } from './outbox-types';

export const isBlobRef = (value: unknown): value is BlobRef => isRecord(value) && typeof value.$blob === 'string';

export function dataUrlToBlob(dataUrl: string): Blob {
  const match = /^data:([^;,]*)(;base64)?,(.*)$/s.exec(dataUrl);
  if (!match) throw new Error('Not a data URL');
  const [, type = '', base64, payload = ''] = match;
  if (!base64) return new Blob([decodeURIComponent(payload)], { type });
  const binary = atob(payload);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return new Blob([bytes], { type });
}

export async function blobToDataUrl(blob: Blob): Promise<string> {
  const bytes = new Uint8Array(await blob.arrayBuffer());
  let binary = '';
  // String.fromCharCode takes its arguments on the stack: convert in slices.
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return `data:${blob.type || 'application/octet-stream'};base64,${btoa(binary)}`;
}

/** New uploads (data URLs) become Blobs in the storage; URLs of images the group has stay. */
export async function storeImages(
  storage: DraftStorage,
  images: Record<string, DraftImage> | undefined,
  newId: () => string,
): Promise<Record<string, DraftImage> | undefined> {
  if (!images) return undefined;
  const out: Record<string, DraftImage> = {};
  for (const [name, value] of Object.entries(images)) {
    if (typeof value === 'string' && value.startsWith('data:')) {
      const id = newId();
      await storage.putBlob(id, dataUrlToBlob(value));
      out[name] = { $blob: id };
    } else out[name] = value;
  }
  return out;
}

/** The images as the API takes them: blobs turned back into data URLs. */
export async function loadImages(
  storage: DraftStorage,
  images: Record<string, DraftImage> | undefined,
): Promise<Record<string, string> | undefined> {
  if (!images) return undefined;
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(images)) {
    if (!isBlobRef(value)) {
      out[name] = value;
      continue;
    }
    const blob = await storage.getBlob(value.$blob);
    if (!blob) throw new Error(`The drafted image ${name} is missing from the drafts storage.`);
    out[name] = await blobToDataUrl(blob);
  }
  return out;
}

export async function deleteImages(storage: DraftStorage, images: Record<string, DraftImage> | undefined) {
  for (const value of Object.values(images ?? {})) if (isBlobRef(value)) await storage.deleteBlob(value.$blob);
}
