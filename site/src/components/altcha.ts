import 'altcha/altcha.css';
import ShaWorker from 'altcha/workers/sha?worker';

/**
 * Loads the ALTCHA widget in its CSP-friendly build: no inline styles or blob workers; the
 * SHA worker is a file served from our origin (the contact API's challenges use SHA-256).
 */
export async function loadAltcha() {
  await import('altcha/external');
  for (const algorithm of ['SHA-256', 'SHA-384', 'SHA-512'])
    globalThis.$altcha.algorithms.set(algorithm, () => new ShaWorker());
}
