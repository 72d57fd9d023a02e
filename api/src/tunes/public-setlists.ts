import type { Event } from '@jazz/contracts';

const isEvent = (value: unknown): value is Event =>
  typeof value === 'object' && value !== null && 'startDate' in value && '_id' in value;

/**
 * Any reader of public shows (an object of functions answering events, a list of them or one)
 * with the setlist rule applied to every answer: `view` is `tunes.publicEvents` (a setlist only
 * once final, public and its day over). Other answers (years, rules in words) pass unchanged.
 * Whatever reads the shows for the public goes through this or through `publicEvents` itself.
 */
export function withPublicSetlists<T extends object>(reader: T, view: (events: Event[]) => Event[]): T {
  const wrapped: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(reader)) {
    if (typeof value !== 'function') {
      wrapped[key] = value;
      continue;
    }
    wrapped[key] = (...args: unknown[]) => {
      // safe: only functions of the reader reach here (typeof checked above)
      const answer: unknown = (value as (...a: unknown[]) => unknown).apply(reader, args);
      if (Array.isArray(answer) && answer.every(isEvent)) return view(answer);
      if (isEvent(answer)) return view([answer])[0];
      return answer;
    };
  }
  // safe: the proxy answers every member of T, functions wrapped with the same signature
  return wrapped as T;
}
