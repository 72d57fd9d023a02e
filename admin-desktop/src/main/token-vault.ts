import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';

/** The part of Electron's safeStorage the vault uses: the OS keychain (Keychain, DPAPI, libsecret). */
export interface StringEncryptor {
  isEncryptionAvailable(): boolean;
  encryptString(plain: string): Buffer;
  decryptString(encrypted: Buffer): string;
}

/**
 * The session token, kept by main and encrypted with the OS keychain through safeStorage: a
 * copied profile folder or another program reading the app's files finds no usable token.
 * Where no keychain is available the token is kept in memory only (signing in again after a
 * restart), never written in the clear.
 */
export function createTokenVault(file: string, encryptor: StringEncryptor) {
  let memory: string | null = null;
  return {
    async read(): Promise<string | null> {
      if (!encryptor.isEncryptionAvailable()) return memory;
      try {
        return encryptor.decryptString(await readFile(file));
      } catch {
        // no file yet, or written under another OS account or keychain: no session
        return null;
      }
    },
    async write(token: string | null): Promise<void> {
      memory = token;
      // signed out, or no keychain (kept in memory only): no file
      if (token === null || !encryptor.isEncryptionAvailable()) return rm(file, { force: true });
      await mkdir(dirname(file), { recursive: true });
      // write then rename: a crash never leaves half a token
      await writeFile(`${file}.tmp`, encryptor.encryptString(token), { mode: 0o600 });
      await rename(`${file}.tmp`, file);
    },
  };
}
