/** Uploaded audio for the Listen page (POST /api/audio/upload, raw file as the body). */

export const AUDIO_MAX_BYTES = 50 * 1024 * 1024;

/** The formats accepted, recognised by their bytes; the extension of the stored name and its type. */
export const AUDIO_FORMATS = {
  mp3: { type: 'audio/mpeg', label: 'MP3' },
  m4a: { type: 'audio/mp4', label: 'M4A (AAC)' },
  ogg: { type: 'audio/ogg', label: 'OGG' },
  wav: { type: 'audio/wav', label: 'WAV' },
} as const;
export type AudioExtension = keyof typeof AUDIO_FORMATS;

export const AUDIO_MESSAGES = {
  format: 'Audio must be an MP3, M4A (AAC), OGG or WAV file.',
  tooLarge: `Audio files must be at most ${AUDIO_MAX_BYTES / 1024 / 1024} MB.`,
  empty: 'The audio file is empty.',
} as const;

/** Where an uploaded file is served: its content hash and the extension of its format. */
export const AUDIO_PATH_PATTERN = /^\/audio\/([0-9a-f]{64})\.(mp3|m4a|ogg|wav)$/;

export const audioUrl = (hash: string, ext: AudioExtension): string => `/audio/${hash}.${ext}`;

/**
 * The path of an uploaded file inside a URL the API handed out (relative, or resolved against
 * the site's address), or null when the URL is not one.
 */
export function audioPathOfUrl(url: string): string | null {
  const match = /^(?:https?:\/\/[^/?#\s]+)?(\/audio\/[^?#\s]+)$/i.exec(url.trim());
  return match && AUDIO_PATH_PATTERN.test(match[1]!) ? match[1]! : null;
}

/** The answer of an upload. */
export interface AudioUpload {
  url: string;
  type: string;
  bytes: number;
}
