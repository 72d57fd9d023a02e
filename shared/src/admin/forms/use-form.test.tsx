import { act, cleanup, fireEvent, render, renderHook, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AdminHostContext, type AdminHost, type DraftStorage } from '../host';
import { TextField } from './field';
import { UNSAVED_CHANGES_QUESTION, useForm } from './use-form';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('useForm', () => {
  it('keeps the initial snapshot and answers changed? against it', () => {
    const { result } = renderHook(() =>
      useForm<{ name: string; images: Record<string, string> }>({ name: 'Quartet', images: { a: 'x' } }),
    );
    expect(result.current.changed).toBe(false);
    act(() => result.current.set('name', 'Quintet'));
    expect(result.current.changed).toBe(true);
    expect(result.current.initial.name).toBe('Quartet');
    act(() => result.current.set('name', 'Quartet'));
    expect(result.current.changed).toBe(false);
    act(() => result.current.set('images', {}));
    expect(result.current.changed).toBe(true);
    act(() => result.current.reset({ name: 'New', images: {} }));
    expect(result.current.changed).toBe(false);
    expect(result.current.values.name).toBe('New');
  });

  it('holds errors per field and drops a field error when that field is edited', () => {
    const { result } = renderHook(() => useForm({ group: '', venue: '' }));
    act(() => result.current.setErrors({ group: 'Group is required.', venue: 'Venue is required.' }));
    expect(result.current.bind('group')['aria-invalid']).toBe(true);
    act(() => result.current.set('group', 'Quintet'));
    expect(result.current.errors).toEqual({ venue: 'Venue is required.' });
  });

  it('asks before leaving only when something changed, and stays when dismissed', () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    const { result } = renderHook(() => useForm({ title: '' }));
    expect(result.current.confirmLeave()).toBe(true);
    expect(confirm).not.toHaveBeenCalled();
    act(() => result.current.set('title', 'Gig'));
    expect(result.current.confirmLeave()).toBe(false);
    expect(confirm).toHaveBeenCalledWith(UNSAVED_CHANGES_QUESTION);
    confirm.mockReturnValue(true);
    expect(result.current.confirmLeave()).toBe(true);
  });

  it('keeps unsaved values in the host draft storage and restores them', () => {
    const stored = new Map<string, unknown>();
    const drafts: DraftStorage = {
      load: (key) => stored.get(key),
      save: (key, values) => stored.set(key, values),
      clear: (key) => stored.delete(key),
    };
    const host = { drafts } as AdminHost;
    const wrapper = ({ children }: { children: React.ReactNode }) => (
      <AdminHostContext.Provider value={host}>{children}</AdminHostContext.Provider>
    );
    const first = renderHook(() => useForm({ title: '' }, { draftKey: 'add-event' }), { wrapper });
    act(() => first.result.current.set('title', 'Draft gig'));
    expect(stored.get('add-event')).toEqual({ base: { title: '' }, values: { title: 'Draft gig' } });
    first.unmount();
    const second = renderHook(() => useForm({ title: '' }, { draftKey: 'add-event' }), { wrapper });
    expect(second.result.current.values.title).toBe('Draft gig');
    expect(second.result.current.changed).toBe(true);
    act(() => second.result.current.saved());
    expect(stored.has('add-event')).toBe(false);
  });

  it('does not apply a draft made from an older version of the record until the admin says so', () => {
    const stored = new Map<string, unknown>([
      ['edit-event:1', { base: { venue: 'Radio Bean' }, values: { venue: 'Nectars' } }],
    ]);
    const drafts: DraftStorage = {
      load: (key) => stored.get(key),
      save: (key, values) => stored.set(key, values),
      clear: (key) => stored.delete(key),
    };
    const wrapper = ({ children }: { children: React.ReactNode }) => (
      <AdminHostContext.Provider value={{ drafts } as AdminHost}>{children}</AdminHostContext.Provider>
    );
    // someone renamed the venue on the server since the draft was made
    const { result } = renderHook(() => useForm({ venue: 'Higher Ground' }, { draftKey: 'edit-event:1' }), { wrapper });
    expect(result.current.values.venue).toBe('Higher Ground');
    expect(result.current.staleDraft).toEqual({ venue: 'Nectars' });
    expect(stored.has('edit-event:1')).toBe(true);
    act(() => result.current.applyStaleDraft());
    expect(result.current.values.venue).toBe('Nectars');
    expect(result.current.changed).toBe(true);
    expect(stored.get('edit-event:1')).toEqual({ base: { venue: 'Higher Ground' }, values: { venue: 'Nectars' } });
  });
});

function Demo() {
  const form = useForm({ email: '' });
  return (
    <form>
      <TextField form={form} name="email" label="Email" type="email" />
      <button type="button" onClick={() => form.setErrors({ email: 'Email already exists.' })}>
        Fail
      </button>
    </form>
  );
}

describe('the error display', () => {
  it('shows a server error under its field, tied by aria-describedby, and clears it on edit', () => {
    render(<Demo />);
    const input = screen.getByLabelText('Email');
    expect(input.getAttribute('aria-invalid')).toBe('false');
    expect(input.getAttribute('aria-describedby')).toBeNull();
    fireEvent.click(screen.getByText('Fail'));
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const described = document.getElementById(input.getAttribute('aria-describedby')!);
    expect(described?.textContent).toBe('Email already exists.');
    fireEvent.change(input, { target: { value: 'a@b.c' } });
    expect(screen.queryByText('Email already exists.')).toBeNull();
  });
});
