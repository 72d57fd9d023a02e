// Preloaded into the benchmarked server by scripts/bench.mjs (node --require): on SIGUSR2 it
// writes process.memoryUsage() (RSS, V8 heap, external and array buffers: where the resident
// memory is) to BENCH_MEMORY_FILE, so the bench can print what the RSS is made of.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- a CommonJS preload (node --require)
const { writeFileSync } = require('node:fs');

const file = process.env.BENCH_MEMORY_FILE;
if (file)
  process.on('SIGUSR2', () => {
    writeFileSync(file, JSON.stringify({ at: Date.now(), ...process.memoryUsage() }));
  });
