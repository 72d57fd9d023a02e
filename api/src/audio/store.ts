import { createHash, randomBytes } from 'node:crypto';
import { createWriteStream, existsSync, mkdirSync, renameSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  AUDIO_FORMATS,
  AUDIO_MAX_BYTES,
  AUDIO_MESSAGES,
  audioUrl,
  type AudioExtension,
  type AudioUpload,
} from '@jazz/contracts';
import { badRequest, HttpError } from '../http/errors';
import { nowIso } from '../ids';
import { detectAudio, SNIFF_BYTES } from './detect';
import type { AudioRepository } from './repository';

export const audioDir = (dataDir: string): string => join(dataDir, 'audio');

const tooLarge = () => new HttpError(413, { message: AUDIO_MESSAGES.tooLarge, audio: AUDIO_MESSAGES.tooLarge });
const notAudio = () => badRequest({ audio: AUDIO_MESSAGES.format });

/**
 * Audio files under DATA_DIR/audio, named by the sha256 of their bytes. An upload streams to
 * a temporary file while it is hashed and counted (a 50 MB file is never held in memory),
 * then is recognised by its first bytes and renamed to its content name.
 */
export function createAudioStore(audio: AudioRepository, dataDir: string) {
  const dir = audioDir(dataDir);

  function keep(hash: string, ext: AudioExtension, bytes: number): AudioUpload {
    audio.insert({ id: hash, ext, bytes }, nowIso());
    return { url: audioUrl(hash, ext), type: AUDIO_FORMATS[ext].type, bytes };
  }

  return {
    /** Receives a raw request body; `declared` is its Content-Length when the client sent one. */
    async receive(body: Readable, declared: number | undefined): Promise<AudioUpload> {
      if (declared !== undefined && declared > AUDIO_MAX_BYTES) throw tooLarge();
      mkdirSync(dir, { recursive: true });
      const partial = join(dir, `upload-${randomBytes(8).toString('hex')}.partial`);
      const hash = createHash('sha256');
      let head = Buffer.alloc(0);
      let size = 0;
      // Once the file is refused (too large, or not audio) the rest of the body is read and
      // dropped rather than the connection cut, so the client gets the answer, not a reset;
      // a body that goes on far past the limit is cut after all.
      let refusal: HttpError | null = null;
      let ext: AudioExtension | null = null;
      const meter = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          size += chunk.length;
          if (size > 2 * AUDIO_MAX_BYTES) return done(refusal ?? tooLarge());
          if (refusal) return done();
          if (size > AUDIO_MAX_BYTES) {
            refusal = tooLarge();
            return done();
          }
          if (head.length < SNIFF_BYTES) {
            head = Buffer.concat([head, chunk.subarray(0, SNIFF_BYTES - head.length)]);
            if (head.length >= SNIFF_BYTES && !(ext = detectAudio(head))) {
              refusal = notAudio();
              return done();
            }
          }
          hash.update(chunk);
          done(null, chunk);
        },
      });
      try {
        await pipeline(body, meter, createWriteStream(partial));
      } catch (error) {
        rm(partial);
        if (error instanceof HttpError) throw error;
        throw new HttpError(400, { message: 'The upload was interrupted. Please try again.' });
      }
      if (size === 0) refusal = badRequest({ audio: AUDIO_MESSAGES.empty });
      ext ??= refusal ? null : detectAudio(head);
      if (refusal || !ext) {
        rm(partial);
        throw refusal ?? notAudio();
      }
      const digest = hash.digest('hex');
      const file = join(dir, `${digest}.${ext}`);
      if (existsSync(file)) rm(partial);
      else renameSync(partial, file);
      return keep(digest, ext, size);
    },

    /** Stores bytes already in memory (the demo seed's generated clips); same checks as an upload. */
    saveBytes(bytes: Buffer): AudioUpload {
      const ext = detectAudio(bytes.subarray(0, SNIFF_BYTES));
      if (!ext || bytes.length > AUDIO_MAX_BYTES) throw notAudio();
      const digest = createHash('sha256').update(bytes).digest('hex');
      const file = join(dir, `${digest}.${ext}`);
      if (!existsSync(file)) {
        mkdirSync(dir, { recursive: true });
        const partial = `${file}.${process.pid}.partial`;
        writeFileSync(partial, bytes);
        renameSync(partial, file);
      }
      return keep(digest, ext, bytes.length);
    },
  };
}

function rm(file: string) {
  try {
    unlinkSync(file);
  } catch {
    // never written
  }
}

export type AudioStore = ReturnType<typeof createAudioStore>;
