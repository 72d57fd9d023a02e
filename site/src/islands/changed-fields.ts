/**
 * What a visitor changed in an island's fields before it was live (docs/islands.md, "a choice
 * made before the script"). No React here: the page's script reads it too, to start an island
 * touched before the script was there.
 */

/** A field of an island: what React may hold in its state. */
export type IslandField = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** A field whose value or tick differs from the server's markup: the visitor's own. */
export interface Changed {
  field: IslandField;
  value: string;
  checked: boolean;
}

/** The option a select shows as the server wrote it (its `selected` option, else the first). */
const defaultOption = (select: HTMLSelectElement) =>
  Array.from(select.options).find((option) => option.defaultSelected)?.value ?? select.options[0]?.value ?? '';

const isTick = (field: IslandField): field is HTMLInputElement =>
  field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio');

/**
 * The island's fields the visitor changed: every field (`selector` narrows them, e.g. to those
 * with an id, for an island rendered anew whose elements are new).
 */
export function changedFields(element: Element, selector = 'input, textarea, select'): Changed[] {
  const changed: Changed[] = [];
  for (const field of element.querySelectorAll<IslandField>(selector)) {
    if (field instanceof HTMLInputElement && field.type === 'hidden') continue;
    const differs =
      field instanceof HTMLSelectElement
        ? field.value !== defaultOption(field)
        : isTick(field)
          ? field.checked !== field.defaultChecked
          : field.value !== field.defaultValue;
    if (differs) changed.push({ field, value: field.value, checked: isTick(field) && field.checked });
  }
  return changed;
}

/**
 * Puts the fields back as the server wrote them, so hydration finds its own markup; the
 * visitor's changes are told to React once it is live, as the visitor made them.
 */
export function resetFields(changed: readonly Changed[]) {
  for (const { field } of changed) {
    if (field instanceof HTMLSelectElement) field.value = defaultOption(field);
    else if (isTick(field)) field.checked = field.defaultChecked;
    else field.value = field.defaultValue;
  }
}

/** Tells React of one change the visitor made before: a tick as a click, a text as typing, a select as its `change`. */
export function replayChange(field: IslandField, { value, checked }: Pick<Changed, 'value' | 'checked'>) {
  if (field.disabled) return;
  if (isTick(field)) {
    if (field.checked !== checked) field.click();
    return;
  }
  if (field.value === value) return;
  // through the value setter React does not watch, then the event React listens to
  const prototype = Object.getPrototypeOf(field) as object;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
}

/**
 * The changes read now, with those read earlier (before hydration) that a render has undone
 * since: React holds a hydrated field's value as the server wrote it, and its first render after
 * hydration (a field typed in meanwhile) writes that over the visitor's. In the fields' order.
 */
export function withUndone(earlier: readonly Changed[], now: readonly Changed[]): Changed[] {
  const current = new Map(now.map((change) => [change.field, change]));
  for (const change of earlier)
    if (!current.has(change.field) && change.field.isConnected) current.set(change.field, change);
  return [...current.values()].sort((a, b) =>
    a.field.compareDocumentPosition(b.field) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1,
  );
}
