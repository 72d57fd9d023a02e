import { escapeXml } from '@jazz/contracts/escape';
import { loadSharp } from './sharp';

/** Splits a label into at most three lines that fit roughly `perLine` characters. */
function lines(label: string, perLine: number): string[] {
  const out: string[] = [];
  for (const word of label.trim().split(/\s+/)) {
    const last = out[out.length - 1];
    if (last !== undefined && (last + ' ' + word).length <= perLine) out[out.length - 1] = last + ' ' + word;
    else out.push(word);
  }
  return out.slice(0, 3);
}

/**
 * A generated stand-in photo for demo content: a dark night-club gradient, a soft spotlight,
 * a thin brass rule and the label in a serif face. PNG bytes, ready for the image pipeline.
 */
export async function placeholderImage(label: string, width: number, height: number): Promise<Buffer> {
  const size = Math.max(12, Math.round(Math.min(width / 14, height / 6)));
  const text = lines(label, Math.max(8, Math.floor((width * 0.85) / (size * 0.6))));
  const lineHeight = size * 1.25;
  const top = height / 2 - ((text.length - 1) * lineHeight) / 2;
  const rule = Math.round(width * 0.18);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#1b1f2e"/><stop offset="0.55" stop-color="#121420"/><stop offset="1" stop-color="#2a1a12"/>
    </linearGradient>
    <radialGradient id="spot" cx="0.3" cy="0.2" r="0.8">
      <stop offset="0" stop-color="#f3c77a" stop-opacity="0.22"/><stop offset="1" stop-color="#f3c77a" stop-opacity="0"/>
    </radialGradient>
  </defs>
  <rect width="100%" height="100%" fill="url(#bg)"/>
  <rect width="100%" height="100%" fill="url(#spot)"/>
  <g font-family="DejaVu Serif, Georgia, serif" fill="#f4ead8" text-anchor="middle">
    ${text
      .map(
        (line, i) =>
          `<text x="${width / 2}" y="${top + i * lineHeight}" font-size="${size}" dominant-baseline="middle">${escapeXml(line)}</text>`,
      )
      .join('\n    ')}
  </g>
  <rect x="${(width - rule) / 2}" y="${top + (text.length - 0.4) * lineHeight}" width="${rule}" height="${Math.max(2, Math.round(size / 14))}" fill="#c9a45c"/>
</svg>`;
  const sharp = await loadSharp();
  return sharp(Buffer.from(svg)).png().toBuffer();
}
