/**
 * The past/upcoming toggle's island (components/show-list.tsx): without JavaScript it is a form
 * that asks for `?when=upcoming` or `?when=past`; with it, the same buttons load the list's own
 * address (`/shows`, `/shows?when=past`, and a band page's), as the React app's router does.
 */
export function enhanceShowsToggle() {
  document.addEventListener('click', (event) => {
    const button = (event.target as Element | null)?.closest?.<HTMLButtonElement>('.toggle button[name="when"]');
    const form = button?.form;
    if (!button || !form) return;
    event.preventDefault();
    const base = new URL(form.action).pathname;
    window.location.assign(button.value === 'past' ? `${base}?when=past` : base);
  });
}
