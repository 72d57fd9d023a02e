import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { RENDERER_CSP } from './src/csp';

/** The renderer, built with relative paths: Electron loads it from app://admin/, the preview from /. */
export default defineConfig({
  root: 'src/renderer',
  base: './',
  plugins: [
    react(),
    {
      name: 'desk-csp',
      // the same policy main and the preview server send as a header, for any other way the file is opened
      transformIndexHtml: () => [
        {
          tag: 'meta',
          attrs: { 'http-equiv': 'Content-Security-Policy', content: RENDERER_CSP },
          injectTo: 'head-prepend',
        },
      ],
    },
  ],
  build: { outDir: '../../dist/renderer', emptyOutDir: true, chunkSizeWarningLimit: 1500 },
});
