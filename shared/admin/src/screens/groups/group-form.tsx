import type { ReactNode } from 'react';
import { groupDataSchema, type GroupFields } from '@jazz/contracts';
import { rowMaxLengthFor } from '@jazz/client/forms/limits';
import { ImagesField } from '../../fields/images-field';
import { RowsField } from '../../fields/rows-field';
import { FormError, TextField, StaleDraftNotice } from '@jazz/client/forms/fields';
import type { FormApi } from '@jazz/client/forms/use-form';
import { emptyRowOf, videoRows } from '../pages/page-definitions';
import { BackAndSubmit } from '../screen-header';

export interface GroupValues {
  name: string;
  description: string;
  images: Record<string, string>;
  /** Band extras, shown on the band's page (both optional). */
  playlistUrl: string;
  videos: { title: string; url: string; caption: string }[];
}

const videos = videoRows();

interface GroupFormProps {
  form: FormApi<GroupValues, GroupFields>;
  submitLabel: 'Add' | 'Save';
  onSubmit: () => void;
  onBack: () => void;
  /** Upload progress from 0 to 1 while saving; null when idle. */
  progress: number | null;
  /** Under Description: where the band's other text, the press kit's bios, is written (a link). */
  descriptionNote?: ReactNode;
  children?: ReactNode;
}

/** Name, Description, the image uploader and the band extras, shared by Add Group and Edit Group. */
export function GroupForm({
  form,
  submitLabel,
  onSubmit,
  onBack,
  progress,
  descriptionNote,
  children,
}: GroupFormProps) {
  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)}>
      <StaleDraftNotice form={form} />
      <TextField form={form} name="name" label="Name" required autoComplete="off" />
      <TextField
        form={form}
        name="description"
        label="Description"
        multiline
        hint="The text of the band's page, for its audience."
      />
      {descriptionNote ? <p className="field-hint group-description-note">{descriptionNote}</p> : null}
      <ImagesField
        name="images"
        value={form.values.images}
        onChange={(images) => form.set('images', images)}
        errors={form.errors}
      />
      <TextField
        form={form}
        name="playlistUrl"
        label="Playlist URL"
        hint="Optional: a Spotify, Bandcamp, SoundCloud, YouTube or Vimeo playlist for the band's page: its link, its embed code, or a Bandcamp album address."
      />
      <RowsField<Record<string, string>>
        name="videos"
        label={videos.label}
        itemLabel={videos.itemLabel}
        hint="Optional: videos for the band's page."
        value={form.values.videos}
        // safe: RowsField hands back rows of the columns it was given (the videos' title, url, caption)
        onChange={(rows) => form.set('videos', rows as GroupValues['videos'])}
        errors={form.errors}
        columns={videos.columns.map((column) => ({
          ...column,
          maxLength: rowMaxLengthFor(groupDataSchema, 'videos', column.key),
        }))}
        emptyRow={emptyRowOf(videos)}
      />
      {progress !== null ? (
        <div className="upload-progress">
          <label htmlFor="upload-progress">Uploading</label>
          <progress id="upload-progress" value={progress} max={1}>
            {Math.round(progress * 100)}%
          </progress>
        </div>
      ) : null}
      <FormError errors={form.errors} />
      <BackAndSubmit confirmLeave={form.confirmLeave} onBack={onBack} label={submitLabel} busy={progress !== null} />
      {children}
    </form>
  );
}
