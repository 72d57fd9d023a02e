import { useEffect, useRef, useState } from 'react';
// errors.ts, not the client's index: a public page's form must not load the API client
import { formErrors } from '../api-client/errors';
import type { FieldErrors, ParseResult } from '@jazz/contracts/field-errors';
import { isLazy, parseWith, type FormSchema, type LoadedSchema, type SchemaOutput } from './schema';

export interface SubmitOptions {
  /** Problems the schema can not see (an unsolved human check): they stop the send as its errors do. */
  also?: FieldErrors;
  /** Claims a failure before it lands on the fields (a 409, a 401, a page's own message); true when handled. */
  onError?: (error: unknown) => boolean;
}

/**
 * Checks the values with the schema (loading a lazy one first) and sends them once at a time,
 * `busy` meanwhile; what fails lands on the fields through `setErrors`.
 */
export function useSubmit<T, S extends FormSchema>(
  schema: S,
  values: T,
  toInput: ((values: T) => unknown) | undefined,
  setErrors: (errors: FieldErrors) => void,
) {
  const [busy, setBusy] = useState(false);
  // a retry after signing in again runs an older render's submit: it must see the values now
  const current = useRef(values);
  useEffect(() => {
    current.current = values;
  }, [values]);
  const sending = useRef(false);

  function check(checker: LoadedSchema, also: FieldErrors = {}): SchemaOutput<S> | null {
    const input = toInput ? toInput(current.current) : current.current;
    const parsed = parseWith(checker, input) as ParseResult<SchemaOutput<S>>;
    const found = { ...(parsed.ok ? {} : parsed.errors), ...also };
    if (parsed.ok && Object.keys(found).length === 0) return parsed.data;
    setErrors(found);
    return null;
  }

  function validate(also?: FieldErrors): SchemaOutput<S> | null {
    if (isLazy(schema)) throw new Error('A lazy schema is checked by submit, which loads it first.');
    return check(schema, also);
  }

  async function submit(send: (data: SchemaOutput<S>) => Promise<unknown>, submitOptions: SubmitOptions = {}) {
    if (sending.current) return false;
    sending.current = true;
    try {
      const data = check(isLazy(schema) ? await schema.load() : schema, submitOptions.also);
      if (data === null) return false;
      setBusy(true);
      await send(data);
      return true;
    } catch (error) {
      if (!submitOptions.onError?.(error)) setErrors(formErrors(error));
      return false;
    } finally {
      sending.current = false;
      setBusy(false);
    }
  }

  return { busy, validate, submit };
}
