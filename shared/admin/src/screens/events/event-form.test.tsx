import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { EVENT_FIELD_KEYS, EVENT_FIELD_TABLE } from '@jazz/contracts';
import { renderAdmin } from '@jazz/testing/render-admin';

afterEach(cleanup);

/** The element a person finds a field by: its labelled input, or the group a fieldset names. */
function fieldOf(key: (typeof EVENT_FIELD_KEYS)[number]): HTMLElement {
  const { label, input } = EVENT_FIELD_TABLE[key];
  if (input === 'venue' || input === 'lineup') return screen.getByRole('group', { name: label });
  if (input === 'setlist') return screen.getByRole('region', { name: label });
  const found = screen.getByLabelText(label, { selector: 'input, textarea, select' });
  expect(found.id, key).toBe(`field-${key}`);
  return found;
}

describe('Add Event', () => {
  it('shows every field of the event field table, with its label, in the order of the table', async () => {
    renderAdmin('/admin-panel/add-event');
    await screen.findByRole('button', { name: 'Add' });
    const fields = EVENT_FIELD_KEYS.map(fieldOf);
    for (let i = 1; i < fields.length; i++)
      expect(
        fields[i - 1]!.compareDocumentPosition(fields[i]!) & Node.DOCUMENT_POSITION_FOLLOWING,
        `${EVENT_FIELD_KEYS[i - 1]} before ${EVENT_FIELD_KEYS[i]}`,
      ).toBeTruthy();
    // each widget as its kind says
    expect(screen.getByLabelText('Group Link')).toHaveProperty('type', 'url');
    expect(screen.getByLabelText('Group').getAttribute('list')).toBe('admin-group-names');
    expect(screen.getByLabelText('Group').getAttribute('aria-required')).toBe('true');
    expect(screen.getByLabelText('Venue').getAttribute('aria-required')).toBe('true');
    expect(screen.getByLabelText('Sold out')).toHaveProperty('type', 'checkbox');
    expect(screen.getByLabelText('Status').tagName).toBe('SELECT');
    expect(screen.getByLabelText('Description').tagName).toBe('TEXTAREA');
    expect(screen.getByText('For example: $20, students $10 or Free.').id).toBe('field-price-hint');
    // Add Event's "Repeats" comes after the dates and before Time Text
    const repeats = screen.getByRole('group', { name: 'Repeats' });
    expect(fieldOf('timeTBA').compareDocumentPosition(repeats) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(repeats.compareDocumentPosition(fieldOf('timeText')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
