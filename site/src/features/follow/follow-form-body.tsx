import type * as Contracts from '@jazz/contracts';
import { FieldError, lazySchema, TextField, useForm } from '@jazz/client/forms';
import { useState } from 'react';
import { AltchaField, NeedsScriptNote, useHumanCheck } from '../../components/altcha-field';
import { countHit } from '../../lib/hits';
import { loadContracts } from '../../lib/load-contracts';

const followSchema = lazySchema(async () => (await loadContracts()).followFieldsSchema);

interface FollowValues {
  email: string;
  all: boolean;
  chosen: string[];
}

/** What the schema checks and the server gets: every band, or the chosen ones. */
const toInput = ({ email, all, chosen }: FollowValues) => ({ email, groups: all ? 'all' : chosen });

/**
 * The form itself, the follow island's code: `bands` are the site's band names. Its ids are
 * fixed ("follow-..."; one form a page), so the island hydrates the server's markup as is.
 */
export function FollowFormBody({ band, bands }: { band?: string | undefined; bands: string[] }) {
  const id = 'follow';
  const form = useForm(followSchema, { email: '', all: !band, chosen: band ? [band] : [] }, { idPrefix: id, toInput });
  const [checking, setChecking] = useState(false);
  const [messages, setMessages] = useState<(typeof Contracts)['FOLLOW_MESSAGES'] | null>(null);
  const check = useHumanCheck(form, checking);
  const { all, chosen } = form.values;

  const toggle = (name: string, on: boolean) =>
    form.set('chosen', on ? [...chosen, name] : chosen.filter((other) => other !== name));

  const send = async () => {
    setChecking(true);
    const { FOLLOW_MESSAGES } = await loadContracts();
    setMessages(FOLLOW_MESSAGES);
    return check.submit(FOLLOW_MESSAGES.altcha, async (request) => {
      const { api } = await import('../../lib/api');
      await api.follow.request(request);
      countHit('follow');
      form.set('email', '');
    });
  };

  return (
    <section className="follow" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Get an e-mail when a show is announced</h2>
      <form
        method="post"
        action="/api/follow"
        noValidate
        onSubmit={form.handleSubmit(send)}
        onFocus={() => {
          setChecking(true);
          void loadContracts();
        }}
        aria-busy={form.busy}
      >
        <NeedsScriptNote />
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
              <input type="checkbox" name="all" checked={all} onChange={(e) => form.set('all', e.target.checked)} /> All
              bands
            </label>
            {bands.map((name) => (
              <label key={name}>
                <input
                  type="checkbox"
                  name="groups"
                  value={name}
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
        {/* one band or none to choose: without script the form still says which (api/src/follow/routes.ts) */}
        {bands.length <= 1 &&
          (all ? (
            <input type="hidden" name="all" value="on" />
          ) : (
            chosen.map((name) => <input key={name} type="hidden" name="groups" value={name} />)
          ))}
        {checking && <AltchaField check={check} error={form.errors.altcha} />}
        <button type="submit" className="button" disabled={form.busy}>
          {form.busy ? 'Sending…' : 'Follow'}
        </button>
        <div className="form-status" role="status" aria-live="polite">
          {check.status === 'sent' && <p className="success">{messages?.accepted}</p>}
          {check.status === 'failed' && <p className="failure">{messages?.failure}</p>}
        </div>
      </form>
    </section>
  );
}
