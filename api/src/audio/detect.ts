import type { AudioExtension } from '@jazz/contracts';

/** Bytes needed to recognise every accepted format. */
export const SNIFF_BYTES = 12;

const ascii = (bytes: Buffer, at: number, text: string) =>
  bytes.length >= at + text.length && bytes.toString('latin1', at, at + text.length) === text;

// ISO base media brands of audio files (iTunes M4A/M4B, generic MP4 audio as phones record it)
const M4A_BRANDS = new Set(['M4A ', 'M4B ', 'M4P ', 'mp41', 'mp42', 'isom', 'iso2', 'dash']);

/** An MPEG audio frame header of Layer III (MP3) without a tag in front. */
function mpegFrame(bytes: Buffer): boolean {
  if (bytes.length < 4 || bytes[0] !== 0xff || (bytes[1]! & 0xe0) !== 0xe0) return false;
  const version = (bytes[1]! >> 3) & 0x03; // 01 is reserved
  const layer = (bytes[1]! >> 1) & 0x03; // 01 is Layer III
  const bitrate = bytes[2]! >> 4; // 1111 is invalid
  const rate = (bytes[2]! >> 2) & 0x03; // 11 is reserved
  return version !== 1 && layer === 1 && bitrate !== 0x0f && rate !== 3;
}

/**
 * What an audio file really is, from its first bytes (never its name or declared type):
 * MP3 (ID3 tag or a Layer III frame), M4A (an ISO "ftyp" box of an audio brand), OGG ("OggS")
 * or WAV (RIFF/WAVE). Anything else is null.
 */
export function detectAudio(head: Buffer): AudioExtension | null {
  if (ascii(head, 0, 'ID3') || mpegFrame(head)) return 'mp3';
  if (ascii(head, 4, 'ftyp') && M4A_BRANDS.has(head.toString('latin1', 8, 12))) return 'm4a';
  if (ascii(head, 0, 'OggS')) return 'ogg';
  if (ascii(head, 0, 'RIFF') && ascii(head, 8, 'WAVE')) return 'wav';
  return null;
}
