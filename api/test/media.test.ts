import { existsSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { adminForThisFile, serverForThisFile } from './harness';

const server = serverForThisFile();
const admin = adminForThisFile(server);

const solid = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#3a5f8c' } });
const dataUrl = (bytes: Buffer, mime = 'image/png') => `data:${mime};base64,${bytes.toString('base64')}`;
const upload = (images: Record<string, string>) =>
  server.request('POST', '/api/groups/create', { token: admin.token, body: { name: 'Media test', images } });
const fetchBytes = async (path: string) => {
  const res = await fetch(server.url + path);
  return { res, bytes: Buffer.from(await res.arrayBuffer()) };
};

describe('uploads the server refuses', () => {
  it('refuses bytes that are not an image, whatever the declared type', async () => {
    const text = await upload({ a: dataUrl(Buffer.from('just some words, not a picture at all')) });
    expect(text.status).toBe(400);
    expect(text.body.images).toMatch(/JPEG, PNG, WebP, AVIF, GIF or HEIC/);
    const plain = await upload({ a: 'data:text/plain;base64,' + Buffer.from('hello').toString('base64') });
    expect(plain.status).toBe(400);
    expect(plain.body).toHaveProperty('images');
  });

  it('refuses SVG and PDF even when they are declared as PNG', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
    );
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
    for (const [bytes, mime] of [
      [svg, 'image/svg+xml'],
      [svg, 'image/png'],
      [pdf, 'image/png'],
    ] as const) {
      const res = await upload({ doc: dataUrl(bytes, mime) });
      expect(res.status).toBe(400);
      expect(res.body.images).toMatch(/^doc: /);
    }
  });

  it('refuses a truncated image with a 400, not a 500', async () => {
    const jpeg = await solid(400, 300).jpeg().toBuffer();
    const res = await upload({ cut: dataUrl(jpeg.subarray(0, jpeg.length / 2), 'image/jpeg') });
    expect(res.status).toBe(400);
    expect(server.errors).toEqual([]);
  });

  it('answers 413 for an image over 40 megapixels (8000 x 6000)', async () => {
    const huge = await solid(8000, 6000).png().toBuffer();
    expect(huge.length).toBeLessThan(15 * 1024 * 1024);
    const res = await upload({ wall: dataUrl(huge) });
    expect(res.status).toBe(413);
    expect(res.body.images).toMatch(/40 megapixels/);
  });

  it('answers 413 for an upload over 40 MB', async () => {
    const res = await upload({ big: dataUrl(Buffer.alloc(41 * 1024 * 1024, 7)) });
    expect(res.status).toBe(413);
    expect(res.body.images).toMatch(/40 MB/);
  });
});

describe('stored images', () => {
  it('accepts JPEG, PNG, WebP, AVIF and GIF and serves WebP variants never upscaled', async () => {
    const base = solid(120, 80);
    const res = await upload({
      jpeg: dataUrl(await base.clone().jpeg().toBuffer(), 'image/jpeg'),
      png: dataUrl(await base.clone().png().toBuffer()),
      webp: dataUrl(await base.clone().webp().toBuffer(), 'image/webp'),
      avif: dataUrl(await base.clone().avif().toBuffer(), 'image/avif'),
      gif: dataUrl(await base.clone().gif().toBuffer(), 'image/gif'),
    });
    expect(res.status).toBe(201);
    for (const url of Object.values<string>(res.body.images)) {
      for (const variant of [url, url.replace('-1600.webp', '-800.webp'), url.replace('-1600.webp', '-400.webp')]) {
        const { res: served, bytes } = await fetchBytes(variant);
        expect(served.status).toBe(200);
        const meta = await sharp(bytes).metadata();
        expect([meta.format, meta.width, meta.height]).toEqual(['webp', 120, 80]);
      }
    }
  });

  it('scales a large image down to 1600, 800 and 400 pixels wide', async () => {
    const res = await upload({ wide: dataUrl(await solid(2400, 1200).png().toBuffer()) });
    const url: string = res.body.images.wide;
    const sizes = [];
    for (const width of ['1600', '800', '400']) {
      const { res: served, bytes } = await fetchBytes(url.replace('-1600', `-${width}`));
      expect(served.headers.get('cache-control')).toMatch(/immutable/);
      const meta = await sharp(bytes).metadata();
      sizes.push([meta.width, meta.height]);
    }
    expect(sizes).toEqual([
      [1600, 800],
      [800, 400],
      [400, 200],
    ]);
    // all three were written at the upload
    const id = /([0-9a-f]{64})-1600/.exec(url)![1]!;
    expect(
      readdirSync(join(server.dir, 'media'))
        .filter((name) => name.startsWith(`${id}-`))
        .sort(),
    ).toEqual([`${id}-1600.webp`, `${id}-400.webp`, `${id}-800.webp`]);
  });

  it('makes the thumbnail an image stored before it existed lacks, at its first request, once', async () => {
    const res = await upload({ older: dataUrl(await solid(1000, 5000).png().toBuffer()) });
    const url: string = res.body.images.older;
    const id = /([0-9a-f]{64})-1600/.exec(url)![1]!;
    const thumbnail = join(server.dir, 'media', `${id}-400.webp`);
    // as an upload made before the 400 px variant existed left it
    rmSync(thumbnail);
    const answers = await Promise.all([1, 2, 3].map(() => fetchBytes(url.replace('-1600', '-400'))));
    for (const { res: served, bytes } of answers) {
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/webp');
      const meta = await sharp(bytes).metadata();
      // fitted inside 400 x 1600 as at upload: the height binds
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', 320, 1600]);
    }
    expect(existsSync(thumbnail)).toBe(true);
    expect(readdirSync(join(server.dir, 'media')).filter((name) => name.endsWith('.tmp'))).toEqual([]);
    // an image that is gone has no thumbnail to make: 404, nothing written
    const gone = 'f'.repeat(64);
    expect((await fetchBytes(`/media/${gone}-400.webp`)).res.status).toBe(404);
    expect(existsSync(join(server.dir, 'media', `${gone}-400.webp`))).toBe(false);
    // widths the site never made are not names it serves
    expect((await fetchBytes(url.replace('-1600', '-200'))).res.status).toBe(404);
  });

  it('strips EXIF and GPS and applies the EXIF orientation', async () => {
    const jpeg = await solid(60, 40)
      .jpeg()
      .withMetadata({
        orientation: 6,
        exif: { IFD0: { Copyright: 'me' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '44/1 28/1 0/1' } },
      })
      .toBuffer();
    const source = await sharp(jpeg).metadata();
    expect(source.exif?.includes('N')).toBe(true);
    expect(source.orientation).toBe(6);

    const res = await upload({ gps: dataUrl(jpeg, 'image/jpeg') });
    expect(res.status).toBe(201);
    const { bytes } = await fetchBytes(res.body.images.gps);
    const served = await sharp(bytes).metadata();
    expect(served.exif).toBeUndefined();
    expect(served.xmp).toBeUndefined();
    expect(served.orientation).toBeUndefined();
    expect([served.width, served.height]).toEqual([40, 60]);
  });
});
