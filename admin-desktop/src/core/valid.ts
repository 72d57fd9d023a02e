import { ApiError } from '@jazz/client/api-client';
import type { ParseResult } from '@jazz/contracts';

/**
 * Drafts are checked with the shared schema when made, so the outbox never holds a change the
 * server would refuse as invalid: the form shows the errors at once, as online.
 */
export function orThrow<T>(parsed: ParseResult<T>): T {
  if (!parsed.ok) throw new ApiError(400, 'Please check the form.', parsed.errors);
  return parsed.data;
}
