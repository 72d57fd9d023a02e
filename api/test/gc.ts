import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

// the test process runs without --expose-gc: the flag can be set at run time, and a fresh
// context then sees the gc function
setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

/** The heap in use after a full collection, in bytes (what a test of held memory compares). */
export async function heapAfterGc(): Promise<number> {
  for (let i = 0; i < 3; i++) {
    gc();
    await new Promise((resolve) => setImmediate(resolve));
  }
  return process.memoryUsage().heapUsed;
}
