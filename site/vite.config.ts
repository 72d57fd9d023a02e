import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// Two builds share this file: the browser bundle (dist/client) and, with --ssr, the server
// renderer the API imports (dist/server). config.siteDist (site/dist) is their common root.
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react()],
  build: isSsrBuild
    ? { outDir: 'dist/server', emptyOutDir: true, target: 'node20', copyPublicDir: false }
    : { outDir: 'dist/client', emptyOutDir: true, target: 'es2022', manifest: true },
  worker: { format: 'es' },
  server: { proxy: { '/api': 'http://127.0.0.1:3000', '/media': 'http://127.0.0.1:3000' } },
}));
