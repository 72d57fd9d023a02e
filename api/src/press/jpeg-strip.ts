/**
 * A JPEG without its metadata, the image data untouched: the segments that carry EXIF (GPS,
 * camera, thumbnail), XMP, IPTC, comments, multi-picture data and vendor blocks are dropped, the
 * ones the picture needs are kept byte for byte (JFIF, the ICC colour profile, Adobe's colour
 * transform, the tables, frames and scans). Whatever follows the image's end (a phone's motion
 * video, a second picture) is dropped too. Returns null for anything it does not fully
 * understand, and the caller re-encodes instead.
 */
export function stripJpegMetadata(bytes: Buffer): Buffer | null {
  if (bytes.length < 4 || bytes[0] !== 0xff || bytes[1] !== 0xd8) return null;
  const kept: Buffer[] = [bytes.subarray(0, 2)];
  let at = 2;
  for (;;) {
    // a marker: 0xFF, optional 0xFF fill bytes, then its code
    if (at >= bytes.length || bytes[at] !== 0xff) return null;
    while (bytes[at] === 0xff) at++;
    const code = bytes[at++];
    if (code === undefined) return null;
    if (code === 0xd9) {
      kept.push(Buffer.from([0xff, 0xd9]));
      return Buffer.concat(kept);
    }
    if (code === 0x00 || (code >= 0xd0 && code <= 0xd8) || code === 0x01) return null;
    if (at + 2 > bytes.length) return null;
    const length = bytes.readUInt16BE(at);
    const end = at + length;
    if (length < 2 || end > bytes.length) return null;
    if (keepSegment(code, bytes.subarray(at + 2, end))) kept.push(Buffer.from([0xff, code]), bytes.subarray(at, end));
    at = end;
    if (code === 0xda) {
      // entropy-coded data up to the next marker that is not a stuffed byte or a restart
      const start = at;
      while (at + 1 < bytes.length) {
        if (bytes[at] === 0xff) {
          const next = bytes[at + 1]!;
          if (next !== 0x00 && next !== 0xff && !(next >= 0xd0 && next <= 0xd7)) break;
        }
        at++;
      }
      if (at + 1 >= bytes.length) return null;
      kept.push(bytes.subarray(start, at));
    }
  }
}

const ascii = (data: Buffer, text: string) => data.subarray(0, text.length).toString('latin1') === text;

function keepSegment(code: number, data: Buffer): boolean {
  // JFIF, not its JFXX extension (a thumbnail)
  if (code === 0xe0) return ascii(data, 'JFIF\0');
  if (code === 0xe2) return ascii(data, 'ICC_PROFILE\0');
  if (code === 0xee) return ascii(data, 'Adobe');
  // every other application segment and comments: metadata
  if ((code >= 0xe0 && code <= 0xef) || code === 0xfe) return false;
  return true;
}
