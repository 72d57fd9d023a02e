import type { FileRejection } from 'react-dropzone';
import { IMAGE_ACCEPT, IMAGE_FORMAT_NAMES, IMAGE_MESSAGES, MAX_IMAGE_BYTES } from '@jazz/contracts';

/** What the image pickers accept: the server's formats and its size limit (the contract's). */
export const IMAGE_DROP = { accept: IMAGE_ACCEPT, maxSize: MAX_IMAGE_BYTES } as const;

/** What a drop zone says before the drop: the formats and the size limit. */
export const IMAGE_DROP_RULES = `${IMAGE_FORMAT_NAMES}, up to ${MAX_IMAGE_BYTES / 1024 / 1024} MB each.`;

const names = (rejections: FileRejection[]) => rejections.map((r) => r.file.name).join(', ');

/** The files a picker refused, named with the reason, never dropped silently; null when none. */
export function refusedImages(rejections: FileRejection[], noun: 'Images' | 'Photos'): string | null {
  const tooLarge = rejections.filter((r) => r.errors.some((e) => e.code === 'file-too-large'));
  const other = rejections.filter((r) => !tooLarge.includes(r));
  const parts: string[] = [];
  if (other.length) parts.push(`Not added: ${names(other)}. ${noun} must be ${IMAGE_FORMAT_NAMES}.`);
  if (tooLarge.length) parts.push(`Not added: ${names(tooLarge)}. ${IMAGE_MESSAGES.tooManyBytes}`);
  return parts.length ? parts.join(' ') : null;
}
