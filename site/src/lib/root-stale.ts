/**
 * The root loader's data (the BANDS menu) is read once per page load. When the admin changes a
 * group it marks that data stale; the next navigation or revalidation then reloads it. A flag,
 * not just revalidate(), because the admin navigates back to its list at once, which would
 * cancel a revalidation in flight.
 */
let stale = false;

export function markRootDataStale(): void {
  stale = true;
}

/** The root loader has read fresh data (a cancelled revalidation must not clear the mark). */
export function markRootDataFresh(): void {
  stale = false;
}

/** For the root route's shouldRevalidate: reload while marked stale, or on an explicit revalidate(). */
export function shouldRevalidateRoot({ currentUrl, nextUrl }: { currentUrl: URL; nextUrl: URL }): boolean {
  return stale || currentUrl.href === nextUrl.href;
}
