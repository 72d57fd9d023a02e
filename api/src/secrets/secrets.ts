import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { propertyOf } from '@jazz/contracts';

/**
 * The site's secrets at rest (docs/security.md, "Secrets at rest"): people's tax numbers and the
 * calendar password are stored sealed with AES-256-GCM under a key that lives in a file of
 * DATA_DIR (`secrets-key`, mode 0600), never in the database. A stolen database file or backup
 * alone reveals none of them: `npm run backup` leaves the key out and says where it is.
 *
 * A value is sealed for one purpose (the AAD), so a sealed tax number copied into the calendar
 * password's column does not open. A value sealed under another key (a restore without the
 * key file, which makes a new one) opens as `undefined`: everything else of the site is kept,
 * and the owner enters those secrets again.
 */

export const SECRETS_KEY_FILE = 'secrets-key';

/** What a sealed value is for: its additional authenticated data. */
export type SecretPurpose = 'tin' | 'calendar-password';

export interface Secrets {
  /** `plain` sealed for `purpose`: `v1.<key id>.<iv>.<tag>.<ciphertext>`, base64url parts. */
  seal(purpose: SecretPurpose, plain: string): string;
  /** The plain text, or undefined when the value was sealed under another key or for another purpose. */
  open(purpose: SecretPurpose, sealed: string): string | undefined;
  /** Where the key file is, for `npm run backup` to say. */
  keyFile: string;
}

const VERSION = 'v1';
const b64 = (bytes: Buffer) => bytes.toString('base64url');

/** The key of `dataDir`, made (32 random bytes, mode 0600) the first time it is needed. */
function readKey(file: string): Buffer {
  if (existsSync(file)) {
    const key = Buffer.from(readFileSync(file, 'utf8').trim(), 'base64url');
    if (key.length !== 32)
      throw new Error(`${file} is not a secrets key (32 bytes, base64url): restore it or remove it`);
    return key;
  }
  const key = randomBytes(32);
  // 'wx': two processes starting at once never write two keys
  try {
    writeFileSync(file, b64(key) + '\n', { mode: 0o600, flag: 'wx' });
  } catch (err) {
    if (propertyOf(err, 'code') === 'EEXIST') return readKey(file);
    throw err;
  }
  return key;
}

export function createSecrets(dataDir: string): Secrets {
  const keyFile = join(dataDir, SECRETS_KEY_FILE);
  let key: Buffer | undefined;
  let keyId = '';
  const current = () => {
    if (!key) {
      key = readKey(keyFile);
      keyId = b64(createHash('sha256').update(key).digest().subarray(0, 6));
    }
    return key;
  };

  return {
    keyFile,
    seal(purpose, plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', current(), iv);
      cipher.setAAD(Buffer.from(purpose));
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [VERSION, keyId, b64(iv), b64(cipher.getAuthTag()), b64(body)].join('.');
    },
    open(purpose, sealed) {
      const [version, id, iv, tag, body] = sealed.split('.');
      if (version !== VERSION || iv === undefined || tag === undefined || body === undefined) return undefined;
      const k = current();
      if (id !== keyId) return undefined;
      try {
        const decipher = createDecipheriv('aes-256-gcm', k, Buffer.from(iv, 'base64url'));
        decipher.setAAD(Buffer.from(purpose));
        decipher.setAuthTag(Buffer.from(tag, 'base64url'));
        return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
      } catch {
        return undefined;
      }
    },
  };
}
