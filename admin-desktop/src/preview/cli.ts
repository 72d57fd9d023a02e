import { join } from 'node:path';
import { startPreview } from './server';

/** npm run desktop:preview — PORT (default 5174) and API_URL (default http://127.0.0.1:3000). */
const preview = await startPreview({
  port: Number(process.env.PORT ?? 5174),
  apiUrl: process.env.API_URL ?? 'http://127.0.0.1:3000',
  rendererDir: join(import.meta.dirname, '../../dist/renderer'),
});
console.log(`Desktop preview on ${preview.url} (API at ${process.env.API_URL ?? 'http://127.0.0.1:3000'})`);
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => void preview.close().then(() => process.exit(0)));
