// Generates the site-wide social card (og:image of pages without a band image, DEFAULT_SOCIAL_IMAGE)
// into site/public/content: 1200 x 630, JPEG, which every chat app and social network shows. It
// names nobody: the musician's name lives in the database. A file that exists is kept, so the
// owner's own card (committed with `git add -f`) is never overwritten.
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';

const dir = join(import.meta.dirname, '..', 'public', 'content');
const file = join(dir, 'social-card.jpg');

if (!existsSync(file)) {
  const [width, height] = [1200, 630];
  const card = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#1d3557"/><stop offset="1" stop-color="#7f5539"/></linearGradient></defs>
<rect width="100%" height="100%" fill="url(#g)"/>
<circle cx="${width * 0.7}" cy="${height * 0.35}" r="${height * 0.22}" fill="#ffffff" fill-opacity="0.12"/>
<text x="50%" y="52%" text-anchor="middle" font-family="sans-serif" font-size="67" fill="#fff">Live jazz</text>
<text x="50%" y="62%" text-anchor="middle" font-family="sans-serif" font-size="40" fill="#fff" fill-opacity="0.8">shows · music · lessons</text>
</svg>`;
  mkdirSync(dir, { recursive: true });
  await sharp(Buffer.from(card)).jpeg({ quality: 80 }).toFile(file);
  console.log('Social card ready in site/public/content');
}
