// Writes .br and .gz beside every text asset of the client build, so the server sends
// compressed files without compressing on each request.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const root = join(import.meta.dirname, '..', 'dist', 'client');
const TEXT = /\.(js|mjs|css|html|svg|json|txt|xml)$/;

function walk(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) walk(path);
    else if (TEXT.test(entry.name) && statSync(path).size > 1024) {
      const data = readFileSync(path);
      writeFileSync(path + '.br', brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
      writeFileSync(path + '.gz', gzipSync(data, { level: 9 }));
    }
  }
}
walk(root);
console.log('Precompressed the client build (brotli and gzip)');
