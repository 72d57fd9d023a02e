import { StrictMode, useEffect, type ComponentType } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, hydrateRoot } from 'react-dom/client';

/** The focusable elements of an island, in order (a replaced island keeps the focus's place). */
const focusables = (element: Element) =>
  Array.from(element.querySelectorAll<HTMLElement>('a[href], button, summary, input, select, textarea'));

/** What a visitor changed in a field before the island was live, by the field's id. */
interface Changed {
  id: string;
  value: string;
  checked: boolean;
}

/** The option a select shows as the server wrote it (its `selected` option, else the first). */
const defaultOption = (select: HTMLSelectElement) =>
  Array.from(select.options).find((option) => option.defaultSelected)?.value ?? select.options[0]?.value ?? '';

/** The fields (with an id) whose value or tick differs from the server's markup: the visitor's own. */
function changedFields(element: Element): Changed[] {
  const changed: Changed[] = [];
  // a lesson's length chosen before the island started (a select tells React by `change`)
  for (const select of element.querySelectorAll<HTMLSelectElement>('select[id]'))
    if (select.value !== defaultOption(select)) changed.push({ id: select.id, value: select.value, checked: false });
  for (const field of element.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input[id], textarea[id]')) {
    const tick = field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio');
    if (tick ? field.checked !== field.defaultChecked : field.value !== field.defaultValue)
      changed.push({ id: field.id, value: field.value, checked: tick && field.checked });
  }
  return changed;
}

/**
 * Tells the island rendered anew what the visitor changed before: a tick as a click, a text as
 * typing (through the value setter React does not watch, then an input event), one at a time,
 * each rendered before the next (a band's box is enabled once "All bands" is unticked).
 */
function restoreFields(element: Element, changed: Changed[]) {
  for (const { id, value, checked } of changed) {
    const field = element.querySelector<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>(
      `[id="${CSS.escape(id)}"]`,
    );
    if (!field || field.disabled) continue;
    flushSync(() => {
      if (field instanceof HTMLSelectElement) {
        if (field.value === value) return;
        Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, 'value')?.set?.call(field, value);
        field.dispatchEvent(new Event('change', { bubbles: true }));
        return;
      }
      if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
        if (field.checked !== checked) field.click();
        return;
      }
      if (field.value === value) return;
      const prototype =
        field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
      Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value);
      field.dispatchEvent(new Event('input', { bubbles: true }));
    });
  }
}

/** Renders nothing; once the island is live, runs `done` (a form sent before then is sent now). */
function Live({ done }: { done: () => void }) {
  useEffect(done, [done]);
  return null;
}

/** Brings one island to life: hydrates its server markup, or renders it anew in its place. */
export function mountIsland(
  element: HTMLElement,
  Component: ComponentType<object>,
  props: object,
  replace: boolean,
  live: () => void,
) {
  // no router: an island's links are plain links (a page load), its code no router hooks
  const app = (
    <StrictMode>
      <Component {...props} />
      <Live done={live} />
    </StrictMode>
  );
  if (!replace) {
    hydrateRoot(element, app);
    return;
  }
  const focused = focusables(element).indexOf(document.activeElement as HTMLElement);
  const changed = changedFields(element);
  const root = createRoot(element);
  flushSync(() => root.render(app));
  restoreFields(element, changed);
  if (focused >= 0) focusables(element)[focused]?.focus();
}
