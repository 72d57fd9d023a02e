/**
 * The calendar links' island (components/calendar-links.tsx): "Copy address" copies the feed's
 * address (already in the page, in its read-only field) and says "Copied"; the field selects
 * itself on focus. Plain DOM code, listening once for the whole page.
 */
export function enhanceCalendarLinks() {
  document.addEventListener('click', (event) => {
    const button = (event.target as Element | null)?.closest?.('.calendar-links button');
    const item = button?.closest('li');
    const address = item?.querySelector<HTMLInputElement>('.calendar-address');
    const status = item?.querySelector('[role="status"]');
    if (!address || !status) return;
    void navigator.clipboard?.writeText(address.value).then(
      () => (status.textContent = 'Copied'),
      () => (status.textContent = ''),
    );
  });
  document.addEventListener('focusin', (event) => {
    const target = event.target as Element | null;
    if (target instanceof HTMLInputElement && target.classList.contains('calendar-address')) target.select();
  });
}
