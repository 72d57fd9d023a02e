import { formErrors } from '@jazz/client/api-client/errors';

/** Why something failed, as the admin says it: the server's words, or that it can not be reached. */
export const reasonOf = (error: unknown): string => Object.values(formErrors(error))[0] ?? 'Something went wrong.';

const joined = (words: readonly string[]) =>
  words.length < 2 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;

/** The one wording of a failed read: "Could not load the bookings. The server can not be reached. ..." */
export const couldNotLoad = (whats: readonly string[], error: unknown): string =>
  `Could not load ${joined(whats)}. ${reasonOf(error)}`;
