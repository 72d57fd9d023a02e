// Generates the PLACEHOLDER media the content folder names (photos, band photos, two audio
// clips) into site/public/content, so the repository stays small. Files that exist are kept:
// the owner's real photos and recordings replace these and are never overwritten.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import sharp from 'sharp';

const site = join(import.meta.dirname, '..');
const out = join(site, 'public');
const photos = JSON.parse(readFileSync(join(site, 'src', 'content', 'photos.json'), 'utf8'));
const WIDTHS = [480, 960];
const bands = ['quartet-1', 'quartet-2', 'quintet-1', 'quintet-2'].map((name) => ({
  src: `/content/bands/${name}`,
  width: 1200,
  height: 800,
  title: name.replace('-', ' '),
}));

const PALETTE = ['#1d3557', '#6a040f', '#283618', '#3d348b', '#7f5539', '#003049', '#5f0f40', '#2b2d42'];
const escapeXml = (text) => text.replace(/[<>&"]/g, (c) => `&#${c.charCodeAt(0)};`);

function svg({ width, height, title }, index) {
  const a = PALETTE[index % PALETTE.length];
  const b = PALETTE[(index + 3) % PALETTE.length];
  const label = escapeXml(title.replace('[Placeholder] ', ''));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs>
<rect width="100%" height="100%" fill="url(#g)"/>
<circle cx="${width * 0.7}" cy="${height * 0.35}" r="${Math.min(width, height) * 0.22}" fill="#ffffff" fill-opacity="0.12"/>
<text x="50%" y="52%" text-anchor="middle" font-family="sans-serif" font-size="${Math.round(width / 18)}" fill="#fff">${label}</text>
<text x="50%" y="62%" text-anchor="middle" font-family="sans-serif" font-size="${Math.round(width / 30)}" fill="#fff" fill-opacity="0.8">placeholder photo</text>
</svg>`;
}

async function image(entry, index) {
  for (const width of WIDTHS) {
    const file = join(out, `${entry.src}-${width}.webp`);
    if (existsSync(file)) continue;
    mkdirSync(dirname(file), { recursive: true });
    await sharp(Buffer.from(svg(entry, index)))
      .resize({ width })
      .webp({ quality: 60 })
      .toFile(file);
  }
}

/** A few seconds of a soft saxophone-like tone (fundamental plus odd harmonics), 8-bit mono WAV. */
function wav(notes, seconds = 4, rate = 11025) {
  const samples = Math.floor(seconds * rate);
  const buffer = Buffer.alloc(44 + samples);
  buffer.write('RIFF', 0);
  buffer.writeUInt32LE(36 + samples, 4);
  buffer.write('WAVEfmt ', 8);
  buffer.writeUInt32LE(16, 16);
  buffer.writeUInt16LE(1, 20);
  buffer.writeUInt16LE(1, 22);
  buffer.writeUInt32LE(rate, 24);
  buffer.writeUInt32LE(rate, 28);
  buffer.writeUInt16LE(1, 32);
  buffer.writeUInt16LE(8, 34);
  buffer.write('data', 36);
  buffer.writeUInt32LE(samples, 40);
  const perNote = samples / notes.length;
  for (let i = 0; i < samples; i++) {
    const note = notes[Math.floor(i / perNote)];
    const t = i / rate;
    const local = (i % perNote) / perNote;
    const envelope = Math.min(1, local * 20) * Math.min(1, (1 - local) * 8);
    const wave =
      Math.sin(2 * Math.PI * note * t) +
      0.4 * Math.sin(6 * Math.PI * note * t) +
      0.2 * Math.sin(10 * Math.PI * note * t);
    buffer.writeUInt8(Math.round(128 + 70 * envelope * (wave / 1.6)), 44 + i);
  }
  return buffer;
}

function audio(name, notes) {
  const file = join(out, 'content', 'audio', name);
  if (existsSync(file)) return;
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, wav(notes));
}

/**
 * The site-wide social card (og:image of pages without a band image): 1200 x 630, JPEG,
 * which every chat app and social network shows.
 */
async function socialCard() {
  const file = join(out, 'content', 'social-card.jpg');
  if (existsSync(file)) return;
  mkdirSync(dirname(file), { recursive: true });
  const card = svg({ width: 1200, height: 630, title: 'Sam Whitesell, jazz saxophonist' }, 0).replace(
    'placeholder photo',
    'Vermont · shows, music, lessons',
  );
  await sharp(Buffer.from(card)).jpeg({ quality: 80 }).toFile(file);
}

await Promise.all([...photos, ...bands].map((entry, index) => image(entry, index)));
await socialCard();
audio('clip-1.wav', [233.08, 277.18, 311.13, 349.23, 311.13, 277.18, 233.08, 207.65]);
audio('clip-2.wav', [174.61, 220, 261.63, 329.63, 293.66, 261.63]);
console.log('Placeholder media ready in site/public/content');
