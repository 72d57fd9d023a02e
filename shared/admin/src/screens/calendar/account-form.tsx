import { useState } from 'react';
import { CALENDAR_PRESETS, calendarSyncUpdateSchema, type CalendarListing, type CalendarSync } from '@jazz/contracts';
import { FieldError, FormError, TextField } from '@jazz/client/forms/fields';
import { useForm } from '@jazz/client/forms/use-form';
import { CheckboxField } from '../../fields/checkbox-field';
import { useAdminHost } from '../../host';
import { useSave } from '../../use-record';

type PresetKey = (typeof CALENDAR_PRESETS)[number]['key'];

const presetOf = (serverUrl: string): PresetKey =>
  CALENDAR_PRESETS.find((p) => p.serverUrl && serverUrl.startsWith(p.serverUrl.replace('YOUR-SERVER/', '')))?.key ??
  (serverUrl.includes('/remote.php/dav') ? 'nextcloud' : 'other');

/** The account's values, the chosen provider preset, and the send (the password only when typed). */
function useAccountForm(view: CalendarSync, onSaved: (view: CalendarSync) => void) {
  const { api } = useAdminHost();
  const initial = {
    serverUrl: view.serverUrl,
    username: view.username,
    password: '',
    gigsCalendar: view.gigsCalendar,
    busyCalendars: view.busyCalendars,
    allDayBlocks: view.allDayBlocks,
    bufferMinutes: view.bufferMinutes,
  };
  const form = useForm(calendarSyncUpdateSchema, initial);
  const saving = useSave(form);
  const [preset, setPreset] = useState<PresetKey>(view.configured ? presetOf(view.serverUrl) : 'icloud');

  function choose(key: PresetKey) {
    setPreset(key);
    const next = CALENDAR_PRESETS.find((p) => p.key === key)!;
    if (next.serverUrl) form.set('serverUrl', next.serverUrl);
  }

  const submit = () =>
    saving.run(
      // the password only when typed: the saved one stays otherwise
      ({ password, ...rest }) => api.calendarSync.update(password ? { ...rest, password } : rest).then(onSaved),
      () => form.reset({ ...form.values, password: '' }),
    );
  return { form, preset, choose, submit };
}

type AccountFormApi = ReturnType<typeof useAccountForm>['form'];

/** Connect: the provider's preset and help, the address, user and app password, the calendars, the lesson rules. */
export function AccountForm({
  view,
  calendars,
  onSaved,
}: {
  view: CalendarSync;
  calendars: CalendarListing;
  onSaved: (view: CalendarSync) => void;
}) {
  const { form, preset, choose, submit } = useAccountForm(view, onSaved);
  return (
    <form noValidate onSubmit={form.handleSubmit(submit)} className="calendar-form">
      <AccountFields form={form} preset={preset} choose={choose} configured={view.configured} />
      {calendars.length > 0 ? (
        <CalendarChoice form={form} calendars={calendars} />
      ) : view.configured ? (
        <p>The calendars of the account show here once the server answers.</p>
      ) : (
        <p>Connect first; then choose the calendar for your shows and the ones whose busy time counts.</p>
      )}
      <LessonRules form={form} />
      <FormError errors={form.errors} />
      <div className="form-actions">
        <button type="submit" disabled={form.busy}>
          {view.configured ? 'Save' : 'Connect'}
        </button>
      </div>
    </form>
  );
}

function AccountFields({
  form,
  preset,
  choose,
  configured,
}: {
  form: AccountFormApi;
  preset: PresetKey;
  choose: (key: PresetKey) => void;
  configured: boolean;
}) {
  const chosen = CALENDAR_PRESETS.find((p) => p.key === preset)!;
  return (
    <fieldset>
      <legend>Your calendar account</legend>
      <div className="calendar-presets" role="radiogroup" aria-label="Provider">
        {CALENDAR_PRESETS.map((p) => (
          <label key={p.key}>
            <input type="radio" name="preset" checked={preset === p.key} onChange={() => choose(p.key)} /> {p.name}
          </label>
        ))}
      </div>
      <p className="field-hint calendar-help">{chosen.help}</p>
      <TextField form={form} name="serverUrl" label="Server address" type="url" autoComplete="off" />
      <TextField form={form} name="username" label="User name" autoComplete="username" />
      <TextField
        form={form}
        name="password"
        label="App password"
        type="password"
        autoComplete="new-password"
        hint={configured ? 'Leave empty to keep the saved one.' : 'Made for this site in your account’s settings.'}
      />
    </fieldset>
  );
}

/** Which calendar gets the shows, and which ones' busy time counts. */
function CalendarChoice({ form, calendars }: { form: AccountFormApi; calendars: CalendarListing }) {
  const toggleBusy = (url: string, on: boolean) =>
    form.set(
      'busyCalendars',
      on ? [...form.values.busyCalendars, url] : form.values.busyCalendars.filter((u) => u !== url),
    );
  return (
    <fieldset>
      <legend>Calendars</legend>
      <div className="field">
        <label htmlFor="calendar-gigs">Put my shows in</label>
        <select
          id="calendar-gigs"
          value={form.values.gigsCalendar}
          onChange={(e) => form.set('gigsCalendar', e.target.value)}
        >
          <option value="">No calendar (do not send shows)</option>
          {calendars.map((c) => (
            <option key={c.url} value={c.url}>
              {c.displayName}
            </option>
          ))}
        </select>
        <FieldError name="gigsCalendar" errors={form.errors} />
      </div>
      <div role="group" aria-labelledby="calendar-busy-label" className="calendar-busy">
        <p id="calendar-busy-label">My busy time comes from</p>
        {calendars.map((c, i) => (
          <CheckboxField
            key={c.url}
            id={`calendar-busy-${i}`}
            label={c.displayName}
            checked={form.values.busyCalendars.includes(c.url)}
            onChange={(on) => toggleBusy(c.url, on)}
          />
        ))}
        <FieldError name="busyCalendars" errors={form.errors} />
      </div>
    </fieldset>
  );
}

function LessonRules({ form }: { form: AccountFormApi }) {
  return (
    <fieldset>
      <legend>Lessons</legend>
      <div className="field">
        <label htmlFor="calendar-buffer">Keep free around my appointments (minutes)</label>
        <input
          id="calendar-buffer"
          type="number"
          min={0}
          max={240}
          step={5}
          value={String(form.values.bufferMinutes)}
          onChange={(e) => form.set('bufferMinutes', Number(e.target.value))}
        />
        <FieldError name="bufferMinutes" errors={form.errors} />
      </div>
      <CheckboxField
        id="calendar-all-day"
        label="All-day entries block lessons"
        checked={form.values.allDayBlocks}
        onChange={(on) => form.set('allDayBlocks', on)}
      />
    </fieldset>
  );
}
