import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const requireHere = createRequire(import.meta.url);

/**
 * A package loaded at its first use instead of at start, for code that must stay synchronous
 * (a parser called in the middle of a request's checks). Each of these keeps megabytes of code
 * and tables resident that most days of a server never use, and its idle memory is budgeted
 * (docs/performance.md). The file is the one `import` would load (its ES module build where it
 * has one; Node 24 loads those synchronously too), so the value is the module's namespace, as
 * `typeof import(name)` types it.
 */
export function lazyPackage<T>(name: string): () => T {
  let loaded: T | undefined;
  // safe: the caller names the package's own type (import type of the same package)
  return () => (loaded ??= requireHere(fileURLToPath(import.meta.resolve(name))) as T);
}
