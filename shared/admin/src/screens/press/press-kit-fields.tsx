import type { FormApi } from '@jazz/client/forms/use-form';
import { TextField } from '@jazz/client/forms/fields';
import { RowsField } from '../../fields/rows-field';
import type { PressValues } from './press-values';

type PressForm = FormApi<PressValues>;

/** The featured media: an address each, played in a facade on the press page. */
const FEATURED = [
  ['featuredVideo', 'Featured video (YouTube or Vimeo address)'],
  ['featuredTrack', 'Featured track (Bandcamp, Spotify or SoundCloud address)'],
] as const;

/** The press quotes, the featured video and the featured track. */
export function PressMediaFields({ form }: { form: PressForm }) {
  return (
    <>
      <RowsField
        name="quotes"
        label="Press quotes"
        itemLabel="quote"
        value={form.values.quotes}
        onChange={(rows) => form.set('quotes', rows)}
        errors={form.errors}
        emptyRow={{ quote: '', source: '', url: '' }}
        columns={[
          { key: 'quote', label: 'Quote', multiline: true },
          { key: 'source', label: 'Source' },
          { key: 'url', label: 'Link', type: 'url' },
        ]}
      />
      {FEATURED.map(([name, label]) => (
        <TextField key={name} form={form} name={name} label={label} type="url" />
      ))}
    </>
  );
}

/** The tech rider's input list, backline and hospitality, and the booking contact. */
export function TechFields({ form }: { form: PressForm }) {
  return (
    <>
      <RowsField
        name="inputList"
        label="Input list"
        itemLabel="input"
        compact
        value={form.values.inputList}
        onChange={(rows) => form.set('inputList', rows)}
        errors={form.errors}
        emptyRow={{ channel: '', instrument: '', mic: '', notes: '' }}
        columns={[
          { key: 'channel', label: 'Channel' },
          { key: 'instrument', label: 'Instrument' },
          { key: 'mic', label: 'Mic or DI' },
          { key: 'notes', label: 'Notes' },
        ]}
      />
      <TextField form={form} name="backline" label="Backline" multiline rows={4} />
      <TextField form={form} name="hospitality" label="Hospitality" multiline rows={4} />
      <TextField form={form} name="contact" label="Booking contact" multiline rows={3} />
    </>
  );
}
