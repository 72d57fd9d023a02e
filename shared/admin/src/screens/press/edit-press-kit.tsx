import { useRef, useState } from 'react';
import { ApiError } from '@jazz/client/api-client/errors';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { isStagePlotPdf, parsePressData, type PressKit } from '@jazz/contracts';
import { countRows, UpdateConflict, type ConflictField } from '../../conflict-dialog';
import { FormError, StaleDraftNotice, TextField } from '@jazz/client/forms/fields';
import { useForm } from '@jazz/client/forms/use-form';
import { useAdminHost } from '../../host';
import { useAdminPath } from '../../paths';
import { useUpdate } from '../../use-record';
import { RecordState } from '../record-state';
import { useData } from '../../use-data';
import { BackAndSubmit } from '../screen-header';
import { PressPhotosEditor, saveAll, type PendingPhotos } from './press-photos-editor';
import { PressMediaFields, TechFields } from './press-kit-fields';
import { pressValuesOf } from './press-values';
import { StagePlotField } from './stage-plot-field';

export { pressValuesOf, type PressValues } from './press-values';

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

/**
 * Where the other text lives: the bios are for bookers (the press page, the one-sheet); the
 * audience reads the band page's Description, or for the musician the About page.
 */
function OtherText({ kit }: { kit: PressKit }) {
  const path = useAdminPath();
  return (
    <p className="field-hint press-other-text">
      These bios are for bookers, on the press page and the one-sheet.{' '}
      {kit.key === 'site' ? (
        <>
          The audience reads the About page, written apart:{' '}
          <Link to={path('edit-page/about')}>Edit the About page</Link>.
        </>
      ) : (
        <>
          The band page’s text is its Description, written apart:{' '}
          <Link to={`${path('edit-group')}?id=${encodeURIComponent(kit.key)}`}>Edit {kit.name}</Link>.
        </>
      )}
    </p>
  );
}

/** The three bios an organiser picks from: field, label, the lines of its box. */
const BIOS = [
  ['bioShort', 'Short bio (about 50 words)', 3],
  ['bioMedium', 'Medium bio (about 150 words)', 6],
  ['bioLong', 'Long bio', 10],
] as const;

/** A photo's details were refused: the kit stays open with the photo's message shown. */
const PHOTO_REFUSED = 'A press photo could not be saved: see its message below. The kit is not saved yet.';

/** The kit's form and its one Save (the photos' details first), and the stage plot's secret link. */
function usePressKitSave(kit: PressKit, pending: PendingPhotos) {
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
  return { form, update, link, renew };
}

function PressKitForm({ kit, pending }: { kit: PressKit; pending: PendingPhotos }) {
  const path = useAdminPath();
  const navigate = useNavigate();
  const { form, update, link, renew } = usePressKitSave(kit, pending);
  const words = (text: string) => `${text.split(/\s+/).filter(Boolean).length} words`;
  return (
    <form noValidate aria-label="Press kit" onSubmit={form.handleSubmit(() => void update.save())}>
      <StaleDraftNotice form={form} />
      <OtherText kit={kit} />
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
      <PressMediaFields form={form} />
      <TechFields form={form} />
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
