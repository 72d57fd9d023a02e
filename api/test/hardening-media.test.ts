import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { adminForThisFile, serverForThisFile } from './harness';

const server = serverForThisFile();
const admin = adminForThisFile(server);

/**
 * An animated GIF written byte by byte: a `width` x `height` screen and `frames` frames of
 * one pixel each (a few bytes a frame), as an attacker would send it.
 */
function animatedGif(frames: number, width: number, height: number): string {
  const u16 = (n: number) => [n & 255, n >> 8];
  const head = [...Buffer.from('GIF89a'), ...u16(width), ...u16(height), 0x80, 0, 0, 0, 0, 0, 255, 255, 255];
  // a graphic control block (10 ms), then a 1 x 1 image: LZW codes clear, 0, end
  const frame = [0x21, 0xf9, 4, 0, 1, 0, 0, 0, 0x2c, 0, 0, 0, 0, 1, 0, 1, 0, 0, 2, 2, 0x44, 0x01, 0];
  const bytes = Buffer.from([...head, ...Array.from({ length: frames }, () => frame).flat(), 0x3b]);
  return `data:image/gif;base64,${bytes.toString('base64')}`;
}

/** An animation of `frames` copies of one flat `size` x `size` frame that sharp encoded. */
async function repeatedFrames(frames: number, size: number): Promise<string> {
  const gif = await sharp({ create: { width: size, height: size, channels: 3, background: '#808080' } })
    .gif()
    .toBuffer();
  // skip the header, the colour table and the extensions to the image descriptor (0x2c)
  let at = 13 + (gif[10]! & 0x80 ? 3 * 2 ** ((gif[10]! & 7) + 1) : 0);
  while (gif[at] === 0x21) {
    at += 2;
    while (gif[at] !== 0) at += gif[at]! + 1;
    at++;
  }
  const frame = Buffer.concat([Buffer.from([0x21, 0xf9, 4, 0, 1, 0, 0, 0]), gif.subarray(at, gif.length - 1)]);
  const bytes = Buffer.concat([
    gif.subarray(0, at),
    ...Array.from({ length: frames }, () => frame),
    Buffer.from([0x3b]),
  ]);
  return `data:image/gif;base64,${bytes.toString('base64')}`;
}

const upload = (image: string) =>
  server.request('POST', '/api/photos/create', { token: admin.token, body: { title: 'Animated', image } });

describe('animated images', () => {
  it('refuses more than 1,000 frames', async () => {
    const res = await upload(animatedGif(2000, 4, 4));
    expect(res.status).toBe(413);
    expect(res.body.image).toMatch(/at most 1000 frames/);
  });

  it('refuses frames whose pixels add up past the limit', async () => {
    // 20 frames of 3000 x 3000: 180 megapixels in all, each frame within the limit
    const res = await upload(await repeatedFrames(20, 3000));
    expect(res.status).toBe(413);
    expect(res.body.image).toMatch(/megapixels in all/);
  });

  it('accepts a short animation and keeps its first frame', async () => {
    const res = await upload(animatedGif(10, 40, 40));
    expect(res.status).toBe(201);
  });
});
