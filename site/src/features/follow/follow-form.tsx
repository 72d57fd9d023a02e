import { FOLLOW_MESSAGES, followFieldsSchema } from '@jazz/shared/contracts';
import { FieldError, TextField, useForm } from '@jazz/shared/forms';
import { useId, useState } from 'react';
import { useRouteLoaderData } from 'react-router-dom';
import type { RootData } from '../../lib/root-data';
import { AltchaField, useHumanCheck } from '../../components/altcha-field';
import './follow.css';

interface FollowValues {
  email: string;
  all: boolean;
  chosen: string[];
}

/** What the schema checks and the server gets: every band, or the chosen ones. */
const toInput = ({ email, all, chosen }: FollowValues) => ({ email, groups: all ? 'all' : chosen });

/**
 * "Get an e-mail when a show is announced": an address, the bands (all, or some), the human
 * check. The widget and the API client load when the visitor first touches the form, so the
 * page's first load carries none of them.
 */
export function FollowForm({ band }: { band?: string }) {
  const root = useRouteLoaderData('root') as RootData | undefined;
  const bands = [...new Set((root?.groups ?? []).map((group) => group.name))];
  const id = useId();
  const form = useForm(
    followFieldsSchema,
    { email: '', all: !band, chosen: band ? [band] : [] },
    { idPrefix: id, toInput },
  );
  const [checking, setChecking] = useState(false);
  const check = useHumanCheck(form, FOLLOW_MESSAGES.altcha, checking);
  const { all, chosen } = form.values;

  const toggle = (name: string, on: boolean) =>
    form.set('chosen', on ? [...chosen, name] : chosen.filter((other) => other !== name));

  const send = () => {
    setChecking(true);
    return check.submit(async (request) => {
      const { api } = await import('../../lib/api');
      await api.follow.request(request);
      form.set('email', '');
    });
  };

  return (
    <section className="follow" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Get an e-mail when a show is announced</h2>
      <form noValidate onSubmit={form.handleSubmit(send)} onFocus={() => setChecking(true)} aria-busy={form.busy}>
        <TextField form={form} name="email" label="Email" type="email" autoComplete="email" required />
        {bands.length > 1 && (
          <fieldset
            className="follow-bands"
            id={form.idOf('groups')}
            tabIndex={-1}
            aria-describedby={form.errors.groups ? `${form.idOf('groups')}-error` : undefined}
          >
            <legend>Bands</legend>
            <label>
              <input type="checkbox" checked={all} onChange={(e) => form.set('all', e.target.checked)} /> All bands
            </label>
            {bands.map((name) => (
              <label key={name}>
                <input
                  type="checkbox"
                  checked={all || chosen.includes(name)}
                  disabled={all}
                  onChange={(e) => toggle(name, e.target.checked)}
                />{' '}
                {name}
              </label>
            ))}
            <FieldError name="groups" errors={form.errors} id={`${form.idOf('groups')}-error`} />
          </fieldset>
        )}
        {checking && <AltchaField check={check} error={form.errors.altcha} />}
        <button type="submit" className="button" disabled={form.busy}>
          {form.busy ? 'Sending…' : 'Follow'}
        </button>
        <div className="form-status" role="status" aria-live="polite">
          {check.status === 'sent' && <p className="success">{FOLLOW_MESSAGES.accepted}</p>}
          {check.status === 'failed' && <p className="failure">{FOLLOW_MESSAGES.failure}</p>}
        </div>
      </form>
    </section>
  );
}
