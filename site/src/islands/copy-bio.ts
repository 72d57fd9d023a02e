/**
 * The press kit's bios (pages/press/press-page.tsx): each "Copy" button copies its bio, read
 * from its paragraphs on the page (a blank line between two, a line break as one), and says
 * "Copied." in the status beside it, or how to copy it by hand when the browser refuses.
 * Plain DOM code, listening once for the whole page.
 */
export function enhanceBioCopy() {
  document.addEventListener('click', (event) => {
    const button = (event.target as Element | null)?.closest?.('[data-copy-bio]');
    const bio = button?.closest('.press-bio');
    const status = bio?.querySelector('[role="status"]');
    if (!bio || !status) return;
    const text = Array.from(bio.querySelectorAll(':scope > p'), (paragraph) =>
      Array.from(paragraph.childNodes, (node) => (node.nodeName === 'BR' ? '\n' : node.textContent)).join(''),
    ).join('\n\n');
    const said = (words: string) => () => (status.textContent = words);
    (navigator.clipboard?.writeText(text) ?? Promise.reject(new Error('no clipboard'))).then(
      said('Copied.'),
      said('Select the text and copy it.'),
    );
  });
}
