import { act, cleanup, fireEvent, render, renderHook, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError } from '../api-client/errors';
import { loginSchema, MESSAGES, parseGroupData, registerSchema } from '@jazz/contracts';
import { FormDraftsContext, type DraftStorage } from './drafts';
import { FormError, TextField } from './fields';
import { lazySchema } from './schema';
import { UNSAVED_CHANGES_QUESTION, useForm } from './use-form';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const anything = z.object({}).passthrough();

/** A promise the test settles by hand, to look at the form while a send is under way. */
function deferred() {
  let resolve!: () => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<void>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

function memoryDrafts(entries: [string, unknown][] = []) {
  const stored = new Map<string, unknown>(entries);
  const drafts: DraftStorage = {
    load: (key) => stored.get(key),
    save: (key, values) => stored.set(key, values),
    clear: (key) => stored.delete(key),
  };
  const wrapper = ({ children }: { children: React.ReactNode }) => (
    <FormDraftsContext.Provider value={drafts}>{children}</FormDraftsContext.Provider>
  );
  return { stored, wrapper };
}

describe('useForm', () => {
  it('keeps the initial snapshot and answers changed? against it', () => {
    const { result } = renderHook(() =>
      useForm(parseGroupData, { name: 'Quartet', description: '', images: { a: 'x' } as Record<string, string> }),
    );
    expect(result.current.changed).toBe(false);
    act(() => result.current.set('name', 'Quintet'));
    expect(result.current.changed).toBe(true);
    expect(result.current.initial.name).toBe('Quartet');
    act(() => result.current.set('name', 'Quartet'));
    expect(result.current.changed).toBe(false);
    act(() => result.current.set('images', {}));
    expect(result.current.changed).toBe(true);
    act(() => result.current.reset({ name: 'New', description: '', images: {} }));
    expect(result.current.changed).toBe(false);
    expect(result.current.values.name).toBe('New');
  });

  it('checks the values with the shared schema: the data when valid, the messages per field when not', () => {
    const { result } = renderHook(() =>
      useForm(registerSchema, {
        firstName: ' Ella ',
        lastName: '',
        email: 'ELLA@example.com',
        password: 'short',
        password2: 'x',
      }),
    );
    let data: unknown;
    act(() => {
      data = result.current.validate();
    });
    expect(data).toBeNull();
    expect(result.current.errors).toEqual({
      lastName: MESSAGES.lastName,
      password: MESSAGES.password,
      password2: MESSAGES.password2,
    });
    act(() => {
      result.current.set('lastName', 'Fitzgerald');
      result.current.set('password', 'a-tisket-a-tasket');
      result.current.set('password2', 'a-tisket-a-tasket');
    });
    act(() => {
      data = result.current.validate();
    });
    // the schema's output: trimmed, the address in lower case
    expect(data).toEqual({
      firstName: 'Ella',
      lastName: 'Fitzgerald',
      email: 'ella@example.com',
      password: 'a-tisket-a-tasket',
      password2: 'a-tisket-a-tasket',
    });
    expect(result.current.errors).toEqual({});
  });

  it('checks what toInput makes of the values (a box for a list)', () => {
    const schema = z.object({ roles: z.array(z.string()).min(2, { error: 'Two roles.' }) });
    const { result } = renderHook(() =>
      useForm(schema, { admin: false }, { toInput: ({ admin }) => ({ roles: admin ? ['user', 'admin'] : ['user'] }) }),
    );
    act(() => void result.current.validate());
    expect(result.current.errors).toEqual({ roles: 'Two roles.' });
    act(() => result.current.set('admin', true));
    let data: unknown;
    act(() => {
      data = result.current.validate();
    });
    expect(data).toEqual({ roles: ['user', 'admin'] });
  });

  it('holds errors per field and drops a field error when that field is edited', () => {
    const { result } = renderHook(() => useForm(anything, { group: '', venue: '' }));
    act(() => result.current.setErrors({ group: 'Group is required.', venue: 'Venue is required.' }));
    expect(result.current.bind('group')['aria-invalid']).toBe(true);
    act(() => result.current.set('group', 'Quintet'));
    expect(result.current.errors).toEqual({ venue: 'Venue is required.' });
  });

  it('is busy while a send runs, sends once when submitted twice, and sends the checked data', async () => {
    const { result } = renderHook(() => useForm(loginSchema, { email: ' Sam@Example.com ', password: 'secret' }));
    const pending = deferred();
    const send = vi.fn(() => pending.promise);
    let first!: Promise<boolean>;
    let second!: Promise<boolean>;
    act(() => {
      first = result.current.submit(send);
      second = result.current.submit(send);
    });
    expect(result.current.busy).toBe(true);
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith({ email: 'sam@example.com', password: 'secret' });
    await act(async () => pending.resolve());
    expect([await first, await second]).toEqual([true, false]);
    expect(result.current.busy).toBe(false);
  });

  it('does not send what the schema refuses', async () => {
    const { result } = renderHook(() => useForm(loginSchema, { email: '', password: '' }));
    const send = vi.fn(() => Promise.resolve());
    let sent: boolean | undefined;
    await act(async () => {
      sent = await result.current.submit(send);
    });
    expect(sent).toBe(false);
    expect(send).not.toHaveBeenCalled();
    expect(result.current.errors).toEqual({ email: MESSAGES.email, password: MESSAGES.password });
  });

  it("shows a server 400's { field: message } on the fields, anything else under form", async () => {
    const { result } = renderHook(() => useForm(loginSchema, { email: 'sam@example.com', password: 'secret' }));
    await act(async () => {
      await result.current.submit(() =>
        Promise.reject(
          new ApiError(400, 'Bad Request', { emailOrPasswordIncorrect: MESSAGES.emailOrPasswordIncorrect }),
        ),
      );
    });
    expect(result.current.errors).toEqual({ emailOrPasswordIncorrect: MESSAGES.emailOrPasswordIncorrect });
    expect(result.current.busy).toBe(false);
    await act(async () => {
      await result.current.submit(() => Promise.reject(new ApiError(0, 'Network Error')));
    });
    expect(result.current.errors).toEqual({
      form: 'The server can not be reached. Check the connection and try again.',
    });
  });

  it('lets the caller claim a failure first, and stops on problems the schema can not see', async () => {
    const { result } = renderHook(() => useForm(loginSchema, { email: 'sam@example.com', password: 'secret' }));
    const claimed: unknown[] = [];
    await act(async () => {
      await result.current.submit(() => Promise.reject(new ApiError(409, 'Conflict')), {
        onError: (error) => claimed.push(error) > 0,
      });
    });
    expect(claimed).toHaveLength(1);
    expect(result.current.errors).toEqual({});
    const send = vi.fn(() => Promise.resolve());
    await act(async () => {
      await result.current.submit(send, { also: { altcha: 'Please be a human.' } });
    });
    expect(send).not.toHaveBeenCalled();
    expect(result.current.errors).toEqual({ altcha: 'Please be a human.' });
    act(() => result.current.clearError('altcha'));
    expect(result.current.errors).toEqual({});
  });

  it('loads a lazy schema once, on the first submit, and checks with it', async () => {
    const load = vi.fn(() => Promise.resolve(loginSchema));
    const schema = lazySchema(load);
    const { result } = renderHook(() => useForm(schema, { email: '', password: '' }));
    expect(load).not.toHaveBeenCalled();
    const send = vi.fn(() => Promise.resolve());
    await act(async () => {
      await result.current.submit(send);
    });
    expect(send).not.toHaveBeenCalled();
    expect(result.current.errors).toEqual({ email: MESSAGES.email, password: MESSAGES.password });
    act(() => {
      result.current.set('email', 'Sam@Example.com');
      result.current.set('password', 'secret');
    });
    await act(async () => {
      await result.current.submit(send);
    });
    expect(send).toHaveBeenCalledWith({ email: 'sam@example.com', password: 'secret' });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('reads the field limits of a lazy schema once it has loaded, so the character count still shows', async () => {
    const schema = lazySchema(() => Promise.resolve(z.object({ title: z.string().max(10) })));
    function Title() {
      const form = useForm(schema, { title: '' });
      return <TextField form={form} name="title" label="Title" />;
    }
    render(<Title />);
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Ninechars' } });
    expect(screen.queryByText(/characters/)).toBeNull();
    await act(() => schema.load());
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Nine char' } });
    expect(screen.getByText('9 of 10 characters')).toBeTruthy();
  });

  it('asks before leaving only when something changed, and stays when dismissed', () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    const { result } = renderHook(() => useForm(anything, { title: '' }));
    expect(result.current.confirmLeave()).toBe(true);
    expect(confirm).not.toHaveBeenCalled();
    act(() => result.current.set('title', 'Gig'));
    expect(result.current.confirmLeave()).toBe(false);
    expect(confirm).toHaveBeenCalledWith(UNSAVED_CHANGES_QUESTION);
    confirm.mockReturnValue(true);
    expect(result.current.confirmLeave()).toBe(true);
  });

  it('keeps unsaved values in the drafts storage and restores them', () => {
    const { stored, wrapper } = memoryDrafts();
    const first = renderHook(() => useForm(anything, { title: '' }, { draftKey: 'add-event' }), { wrapper });
    act(() => first.result.current.set('title', 'Draft gig'));
    expect(stored.get('add-event')).toEqual({ base: { title: '' }, values: { title: 'Draft gig' } });
    first.unmount();
    const second = renderHook(() => useForm(anything, { title: '' }, { draftKey: 'add-event' }), { wrapper });
    expect(second.result.current.values.title).toBe('Draft gig');
    expect(second.result.current.changed).toBe(true);
    act(() => second.result.current.saved());
    expect(stored.has('add-event')).toBe(false);
  });

  it('does not apply a draft made from an older version of the record until the user says so', () => {
    const { stored, wrapper } = memoryDrafts([
      ['edit-event:1', { base: { venue: 'Radio Bean' }, values: { venue: 'Nectars' } }],
    ]);
    // someone renamed the venue on the server since the draft was made
    const { result } = renderHook(() => useForm(anything, { venue: 'Higher Ground' }, { draftKey: 'edit-event:1' }), {
      wrapper,
    });
    expect(result.current.values.venue).toBe('Higher Ground');
    expect(result.current.staleDraft).toEqual({ venue: 'Nectars' });
    expect(stored.has('edit-event:1')).toBe(true);
    act(() => result.current.applyStaleDraft());
    expect(result.current.values.venue).toBe('Nectars');
    expect(result.current.changed).toBe(true);
    expect(stored.get('edit-event:1')).toEqual({ base: { venue: 'Higher Ground' }, values: { venue: 'Nectars' } });
  });
});

function Login({ send, idPrefix }: { send: () => Promise<unknown>; idPrefix?: string }) {
  const form = useForm(loginSchema, { email: '', password: '' }, { idPrefix });
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void form.submit(send);
      }}
    >
      <TextField form={form} name="email" label="Email" type="email" />
      <TextField form={form} name="password" label="Password" type="password" hint={MESSAGES.passwordHint} />
      <FormError errors={form.errors} name="emailOrPasswordIncorrect" />
      <button type="submit" disabled={form.busy}>
        Log In
      </button>
    </form>
  );
}

/** The texts an element's aria-describedby points at, in order. */
const describedBy = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent);

describe('a form on the hook', () => {
  it('says the rule before the first submit, then the error beside it, moves the focus there and clears it on edit', () => {
    render(<Login send={() => Promise.resolve()} />);
    const email = screen.getByLabelText('Email');
    const password = screen.getByLabelText('Password');
    expect(email.getAttribute('aria-invalid')).toBe('false');
    expect(describedBy(email)).toEqual([]);
    expect(describedBy(password)).toEqual([MESSAGES.passwordHint]);
    fireEvent.change(email, { target: { value: 'sam@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Log In' }));
    expect(password.getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(password)).toEqual([MESSAGES.passwordHint, MESSAGES.password]);
    expect(document.activeElement).toBe(password);
    fireEvent.change(password, { target: { value: 'secret' } });
    expect(screen.queryByText(MESSAGES.password)).toBeNull();
  });

  it('waits while sending and shows the server message that belongs to no input', async () => {
    const pending = deferred();
    render(<Login send={() => pending.promise} />);
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'sam@example.com' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'wrong one' } });
    const button = screen.getByRole('button', { name: 'Log In' });
    fireEvent.click(button);
    expect(button).toHaveProperty('disabled', true);
    await act(async () =>
      pending.reject(new ApiError(400, 'Bad Request', { emailOrPasswordIncorrect: MESSAGES.emailOrPasswordIncorrect })),
    );
    expect(screen.getByRole('alert').textContent).toBe(MESSAGES.emailOrPasswordIncorrect);
    expect(button).toHaveProperty('disabled', false);
  });

  it('gives every id its prefix, so a second form on the page has its own', () => {
    render(
      <>
        <Login send={() => Promise.resolve()} />
        <Login send={() => Promise.resolve()} idPrefix="session" />
      </>,
    );
    const [, inDialog] = screen.getAllByLabelText('Password');
    expect(inDialog!.id).toBe('session-password');
    fireEvent.click(screen.getAllByRole('button', { name: 'Log In' })[1]!);
    expect(describedBy(inDialog!)).toEqual([MESSAGES.passwordHint, MESSAGES.password]);
    expect(document.getElementById('field-password')?.getAttribute('aria-invalid')).toBe('false');
  });
});
