import { useRef, useState } from 'react';
import { ApiError } from '@jazz/client/api-client/errors';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { isStagePlotPdf, parsePressData, type PressKit } from '@jazz/contracts';
import { countRows, UpdateConflict, type ConflictField } from '../../conflict-dialog';
import { RowsField } from '../../fields/rows-field';
import { FormError, StaleDraftNotice, TextField } from '@jazz/client/forms/fields';
import { useForm } from '@jazz/client/forms/use-form';
import { useAdminHost } from '../../host';
import { useAdminPath } from '../../paths';
import { useUpdate } from '../../use-record';
import { RecordState } from '../record-state';
import { useData } from '../../use-data';
import { BackAndSubmit } from '../screen-header';
import { PressPhotosEditor, saveAll, type PendingPhotos } from './press-photos-editor';
import { StagePlotField } from './stage-plot-field';

export type PressValues = {
  bioShort: string;
  bioMedium: string;
  bioLong: string;
  quotes: { quote: string; source: string; url: string }[];
  featuredVideo: string;
  featuredTrack: string;
  inputList: { channel: string; instrument: string; mic: string; notes: string }[];
  backline: string;
  hospitality: string;
  contact: string;
  stagePlot: string;
  stagePlotByLinkOnly: boolean;
};

export const pressValuesOf = (kit: PressKit): PressValues => ({
  bioShort: kit.bioShort,
  bioMedium: kit.bioMedium,
  bioLong: kit.bioLong,
  quotes: kit.quotes.map((q) => ({ ...q })),
  featuredVideo: kit.featuredVideo,
  featuredTrack: kit.featuredTrack,
  inputList: kit.inputList.map((row) => ({ ...row })),
  backline: kit.backline,
  hospitality: kit.hospitality,
  contact: kit.contact,
  stagePlot: kit.stagePlot,
  stagePlotByLinkOnly: kit.stagePlotByLinkOnly,
});

const CONFLICT_FIELDS: ConflictField[] = [
  { key: 'bioShort', label: 'Short bio' },
  { key: 'bioMedium', label: 'Medium bio' },
  { key: 'bioLong', label: 'Long bio' },
  { key: 'quotes', label: 'Press quotes', format: countRows('quote', 'source') },
  { key: 'featuredVideo', label: 'Featured video' },
  { key: 'featuredTrack', label: 'Featured track' },
  { key: 'inputList', label: 'Input list', format: countRows('input', 'instrument') },
  { key: 'backline', label: 'Backline' },
  { key: 'hospitality', label: 'Hospitality' },
  { key: 'contact', label: 'Booking contact' },
  {
    key: 'stagePlot',
    label: 'Stage plot',
    format: (v) =>
      !v ? 'none' : String(v).startsWith('data:application/pdf') || isStagePlotPdf(String(v)) ? 'a PDF' : 'an image',
  },
  { key: 'stagePlotByLinkOnly', label: 'Stage plot only by link', format: (v) => (v ? 'yes' : 'no') },
];

/** The press kit form of the musician (`site`) or of a band (its id). */
export function EditPressKit() {
  const { key = '' } = useParams();
  const path = useAdminPath();
  // always fetched fresh, so the comparator is the kit as it is now
  const read = useData('the press kit', [key], (api) => api.press.get(key));
  const kit = read.data;
  // the photos' unsaved details, saved by the kit's one Save
  const pending = useRef<PendingPhotos>(new Map()).current;
  return (
    <section className="admin-screen">
      <h1>Press kit{kit ? `: ${kit.name}` : ''}</h1>
      {kit ? (
        <>
          <p>
            Public at <a href={kit.path}>{kit.path}</a> · one-sheet <a href={`${kit.path}.pdf`}>{kit.path}.pdf</a>
          </p>
          <PressKitForm key={kit.key} kit={kit} pending={pending} />
          <PressPhotosEditor kitKey={kit.key} initial={kit.photos} pending={pending} />
          <p>
            <Link to={path('press-kits')}>Back to the press kits</Link>
          </p>
        </>
      ) : (
        <RecordState read={read} back={path('press-kits')} />
      )}
    </section>
  );
}

/** A photo's details were refused: the kit stays open with the photo's message shown. */
/** The three bios an organiser picks from: field, label, the lines of its box. */
const BIOS = [
  ['bioShort', 'Short bio (about 50 words)', 3],
  ['bioMedium', 'Medium bio (about 150 words)', 6],
  ['bioLong', 'Long bio', 10],
] as const;

const PHOTO_REFUSED = 'A press photo could not be saved: see its message below. The kit is not saved yet.';

function PressKitForm({ kit, pending }: { kit: PressKit; pending: PendingPhotos }) {
  const { api, onDataChanged } = useAdminHost();
  const path = useAdminPath();
  const navigate = useNavigate();
  const [link, setLink] = useState(kit.stagePlotLink);
  const form = useForm(parsePressData, pressValuesOf(kit), { draftKey: `press-kit:${kit.key}`, idPrefix: 'press' });
  const update = useUpdate({
    record: kit,
    form,
    valuesOf: pressValuesOf,
    async send(comparator, pressData, options) {
      // one Save for the kit: the photos' credits and titles go first
      if (!(await saveAll(pending))) throw new ApiError(400, PHOTO_REFUSED, { form: PHOTO_REFUSED });
      const saved = await api.press.update(kit.key, pressValuesOf(comparator), pressData, options);
      setLink(saved.stagePlotLink);
      onDataChanged?.('page');
    },
    onSaved: () => navigate(path('press-kits')),
  });

  async function renew() {
    const renewed = await api.press.renewStagePlotLink(kit.key);
    setLink(renewed.stagePlotLink);
  }

  const words = (text: string) => `${text.split(/\s+/).filter(Boolean).length} words`;
  return (
    <form noValidate aria-label="Press kit" onSubmit={form.handleSubmit(() => void update.save())}>
      <StaleDraftNotice form={form} />
      {BIOS.map(([name, label, rows]) => (
        <TextField
          key={name}
          form={form}
          name={name}
          label={label}
          multiline
          rows={rows}
          hint={words(form.values[name])}
        />
      ))}
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
      <TextField form={form} name="featuredVideo" label="Featured video (YouTube or Vimeo address)" type="url" />
      <TextField
        form={form}
        name="featuredTrack"
        label="Featured track (Bandcamp, Spotify or SoundCloud address)"
        type="url"
      />
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
      <StagePlotField
        value={form.values.stagePlot}
        onChange={(value) => form.set('stagePlot', value)}
        byLinkOnly={form.values.stagePlotByLinkOnly}
        onByLinkOnly={(value) => form.set('stagePlotByLinkOnly', value)}
        error={form.errors.stagePlot}
        link={link}
        onRenew={renew}
      />
      <FormError errors={form.errors} />
      {update.progress !== null && (
        <p role="status" className="field-hint">{`Saving… ${Math.round(update.progress * 100)}%`}</p>
      )}
      <BackAndSubmit
        confirmLeave={form.confirmLeave}
        onBack={() => navigate(path('press-kits'))}
        label="Save"
        busy={form.busy}
      />
      <UpdateConflict update={update} fields={CONFLICT_FIELDS} mine={form.values} />
    </form>
  );
}
