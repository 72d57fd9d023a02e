import { builtinModules } from 'node:module';
import { defineConfig } from 'vite';

/**
 * Main and preload, bundled for Electron: `--mode main` gives dist/main/main.js (ESM),
 * `--mode preload` gives dist/preload/preload.cjs (a sandboxed preload must be CommonJS).
 */
export default defineConfig(({ mode }) => {
  const preload = mode === 'preload';
  return {
    build: {
      outDir: preload ? 'dist/preload' : 'dist/main',
      emptyOutDir: true,
      minify: false,
      ssr: true,
      target: 'node22',
      rolldownOptions: {
        input: preload ? 'src/preload/preload.ts' : 'src/main/main.ts',
        external: ['electron', ...builtinModules, ...builtinModules.map((m) => `node:${m}`)],
        output: preload
          ? { format: 'cjs', entryFileNames: 'preload.cjs' }
          : { format: 'es', entryFileNames: 'main.js' },
      },
    },
    ssr: { noExternal: true },
  };
});
