import { useState, type FormEvent } from 'react';
import { isApiError } from '@jazz/client/api-client';
import type { LessonSettings } from '@jazz/contracts';
import { sameValue } from '@jazz/contracts/compare';
import { useUnsavedChanges } from '@jazz/client/forms/unsaved';
import { useAdminHost } from '../../host';
import { useData } from '../../use-data';

/**
 * The lesson settings as saved (`initial`) and as edited (`values`), both null until read;
 * the server's refusals per field; the line saying what became of a save.
 */
export function useLessonSettings() {
  const { api } = useAdminHost();
  const read = useData('the lesson settings', [], (client) => client.lessons.settings());
  // the settings a save (or a 409) answered, then the form's edits: until then, the ones read
  const [saved, setInitial] = useState<LessonSettings | null>(null);
  const [edited, setValues] = useState<LessonSettings | null>(null);
  const initial = saved ?? read.data ?? null;
  const values = edited ?? initial;
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState('');
  const [busy, setBusy] = useState(false);

  // the admin's leave guard asks before a link drops a change
  useUnsavedChanges(!!values && !!initial && !sameValue(values, initial));

  async function save(event: FormEvent) {
    event.preventDefault();
    if (!values || !initial) return;
    setBusy(true);
    setErrors({});
    setNotice('');
    try {
      const saved = await api.lessons.updateSettings(initial, values);
      setInitial(saved);
      setValues(saved);
      setNotice('Saved.');
    } catch (e) {
      if (isApiError(e) && e.status === 409 && e.current) {
        const current = e.current as LessonSettings;
        setInitial(current);
        setValues(current);
        setNotice(
          'These settings were changed elsewhere meanwhile: the current ones are shown. Make your change again.',
        );
      } else if (isApiError(e) && e.status === 400) setErrors(e.fieldErrors);
      else setNotice(isApiError(e) ? e.message : 'Something went wrong. Please try again.');
    } finally {
      setBusy(false);
    }
  }

  return { read, initial, values, setValues, errors, notice, busy, save };
}
