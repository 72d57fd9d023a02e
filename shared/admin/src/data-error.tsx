import type { ReactNode } from 'react';
import { couldNotLoad } from './failure-text';
import type { Read } from './use-data';

/** What the error line needs of a read, whatever its data. */
export type ReadState = Pick<Read<unknown>, 'what' | 'error' | 'loading' | 'retry'>;

/**
 * The one line a failed read shows (docs/architecture.md, "How a screen reads"): what could not
 * be loaded, why, and Retry, which reads again every read of the line that failed. One line for
 * all the reads of a screen, so a server that is down is said once. `children` follow the
 * reason (a way back to the list).
 */
export function DataError({ reads, children }: { reads: readonly ReadState[]; children?: ReactNode }) {
  const failed = reads.filter((read) => read.error);
  if (failed.length === 0) return null;
  return (
    <p className="form-error data-error" role="alert">
      {couldNotLoad(
        failed.map((read) => read.what),
        failed[0]!.error,
      )}{' '}
      <button type="button" onClick={() => failed.forEach((read) => read.retry())}>
        Retry
      </button>
      {children ? <> {children}</> : null}
    </p>
  );
}

/** Until the data a screen waits for is there: "Loading…", or the error line. */
export function DataStatus({ reads, children }: { reads: readonly ReadState[]; children?: ReactNode }) {
  if (reads.some((read) => read.error)) return <DataError reads={reads}>{children}</DataError>;
  return reads.some((read) => read.loading) ? <Loading /> : null;
}

/** The one "Loading…" of a read under way. */
export function Loading() {
  return (
    <p className="admin-list-count" role="status">
      Loading…
    </p>
  );
}
