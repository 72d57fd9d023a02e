import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { IMAGE_MESSAGES, MAX_IMAGE_BYTES } from '@jazz/contracts';
import { adminForThisFile, serverForThisFile } from './harness';

// Photos from phones. The fixture is a 96 x 64 HEIC (HEVC) made with
// libheif's heif-enc: red on the left, blue-green on the right, darker at the top.
const server = serverForThisFile();
const admin = adminForThisFile(server);
const HEIC = readFileSync(join(import.meta.dirname, 'fixtures', 'four-colours.heic'));

const create = (image: string, title = 'From the phone') =>
  server.request('POST', '/api/photos/create', { token: admin.token, body: { title, image } });

describe('an iPhone photo (HEIC)', () => {
  it('is accepted and converted to WebP variants with its pixels', async () => {
    const res = await create(`data:image/heic;base64,${HEIC.toString('base64')}`);
    expect(res.status, res.text).toBe(201);
    expect(res.body).toMatchObject({ width: 96, height: 64 });
    const stored = Buffer.from(await (await fetch(server.url + res.body.image)).arrayBuffer());
    const { data, info } = await sharp(stored).raw().toBuffer({ resolveWithObject: true });
    expect(info).toMatchObject({ width: 96, height: 64 });
    const pixel = (x: number, y: number) => [
      ...data.subarray((y * 96 + x) * info.channels, (y * 96 + x) * info.channels + 3),
    ];
    const [r1, g1] = pixel(10, 10);
    const [r2, g2] = pixel(80, 50);
    expect(r1).toBeGreaterThan(150); // red, top left
    expect(g1).toBeLessThan(100);
    expect(r2).toBeLessThan(100); // green, bottom right
    expect(g2).toBeGreaterThan(150);
    expect((await sharp(stored).metadata()).exif).toBeUndefined();
  });

  it('is accepted also as the group image a browser sent without a media type', async () => {
    const res = await server.request('POST', '/api/groups/create', {
      token: admin.token,
      body: { name: 'Phone Trio', images: { stage: `data:image/heif;base64,${HEIC.toString('base64')}` } },
    });
    expect(res.status, res.text).toBe(201);
  });
});

describe('the size limit of a photo', () => {
  it('is 40 MB: a 20 MB file reaches the image check, one over 40 MB is refused for its size', async () => {
    expect(MAX_IMAGE_BYTES).toBe(40 * 1024 * 1024);
    const twenty = await create(`data:image/jpeg;base64,${Buffer.alloc(20 * 1024 * 1024, 7).toString('base64')}`);
    expect(twenty.status).toBe(400);
    expect(twenty.body).toEqual({ image: IMAGE_MESSAGES.format });
    const over = await create(`data:image/jpeg;base64,${Buffer.alloc(MAX_IMAGE_BYTES + 1024, 7).toString('base64')}`);
    expect(over.status).toBe(413);
    expect(IMAGE_MESSAGES.tooManyBytes).toBe('Each image must be at most 40 MB.');
  });
});
