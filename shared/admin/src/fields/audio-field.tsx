import { useState } from 'react';
import { formErrors } from '@jazz/client/api-client';
import { useAdminHost } from '../host';
import { useAdminStores } from '../stores';
import type { RowControlProps } from './rows-field';

export const AUDIO_ACCEPT =
  'audio/mpeg,audio/mp4,audio/aac,audio/x-m4a,audio/ogg,audio/wav,audio/x-wav,.mp3,.m4a,.aac,.ogg,.oga,.wav';

interface AudioFieldProps extends RowControlProps {
  /** Told true while a file goes up, so the page's Save waits for its URL. */
  onBusyChange?: (busy: boolean) => void;
}

const fileName = (url: string) => decodeURIComponent(url.split('?')[0]!.split('/').pop() ?? url);

/**
 * A track's audio: the file it has (with a player to check it) is kept unless a new one is
 * chosen; a chosen file goes up at once through the host's client, with progress, and the
 * row keeps the URL the server answers.
 */
export function AudioField({ id, value, onChange, invalid, describedBy, rowName, onBusyChange }: AudioFieldProps) {
  const { api } = useAdminHost();
  const { session } = useAdminStores();
  const [progress, setProgress] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  // the server names a file by its content: the name the admin knows it by is shown after an upload
  const [chosen, setChosen] = useState<{ url: string; name: string } | null>(null);

  async function upload(file: File) {
    setFailure(null);
    setProgress(0);
    onBusyChange?.(true);
    try {
      const { url } = await api.audio.upload(file, { onUploadProgress: setProgress });
      setChosen({ url, name: file.name });
      onChange(url);
    } catch (error) {
      // a 401 asks to sign in again over the form, then sends the same file again
      if (session.getState().expire(error, () => void upload(file))) return;
      setFailure(Object.values(formErrors(error))[0] ?? 'The file could not be uploaded.');
    } finally {
      setProgress(null);
      onBusyChange?.(false);
    }
  }

  const failureId = `${id}-failure`;
  return (
    <div className="audio-field">
      {value ? (
        <p className="field-hint">
          {chosen?.url === value ? 'New file (saved with the page): ' : 'Current file: '}
          <span className="audio-name">{chosen?.url === value ? chosen.name : fileName(value)}</span>
          <audio controls preload="none" src={value} aria-label={`Listen to ${rowName}`} />
        </p>
      ) : (
        <p className="field-hint">No file yet.</p>
      )}
      <input
        id={id}
        type="file"
        accept={AUDIO_ACCEPT}
        aria-invalid={invalid || Boolean(failure)}
        aria-describedby={[describedBy, failure ? failureId : null].filter(Boolean).join(' ') || undefined}
        disabled={progress !== null}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void upload(file);
        }}
      />
      <span className="field-hint">
        MP3, M4A/AAC, OGG or WAV, up to 50 MB. Choosing a file replaces the current one.
      </span>
      {progress !== null ? (
        <progress value={progress} max={1} aria-label={`Uploading the audio of ${rowName}`}>
          {Math.round(progress * 100)}%
        </progress>
      ) : null}
      {failure ? (
        <span id={failureId} className="field-error" role="alert">
          {failure}
        </span>
      ) : null}
    </div>
  );
}
