import { createHmac } from 'node:crypto';
import { createChallenge, randomInt, verifySolution, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { z } from 'zod';

/**
 * The self-hosted ALTCHA human check (v2 challenge format, solved by the altcha 3 widget).
 *
 * Scheme: SHA-256 proof of work, one hash per attempt (cost 1), in altcha's deterministic mode:
 * the server picks a secret counter in [maxNumber/2, maxNumber] and the browser must find it,
 * so `maxNumber` works like the classic ALTCHA `maxnumber` and bounds the solving time. The
 * key signature lets the server check a solution with one HMAC instead of re-deriving.
 * PBKDF2 (the widget's default) is not used: its cost multiplies every attempt and made the
 * check take tens of seconds on a phone.
 */
export const ALTCHA_ALGORITHM = 'SHA-256';
export const ALTCHA_TTL_MS = 10 * 60_000;

export interface AltchaOptions {
  /** The app secret (config.jwtSecret); the HMAC keys are derived from it. */
  secret: string;
  /** Difficulty: the largest counter the browser may have to reach (config.altchaCost). */
  maxNumber: number;
  /** Clock for the expiry written into new challenges. */
  now?: () => number;
}

export type VerifiedAltcha = { ok: true; signature: string; expiresAt: number } | { ok: false; reason: string };

const payloadSchema = z.object({
  challenge: z.object({
    // every field of altcha's ChallengeParameters: the parsed challenge is one, no cast needed
    parameters: z.looseObject({
      algorithm: z.literal(ALTCHA_ALGORITHM),
      expiresAt: z.number(),
      nonce: z.string(),
      salt: z.string(),
      cost: z.number(),
      keyLength: z.number(),
      keyPrefix: z.string(),
      keySignature: z.string().optional(),
      memoryCost: z.number().optional(),
      parallelism: z.number().optional(),
      data: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).optional(),
    }),
    signature: z.string().regex(/^[0-9a-f]{64}$/),
  }),
  solution: z.object({ counter: z.number(), derivedKey: z.string() }),
});

const subkey = (secret: string, label: string) => createHmac('sha256', secret).update(label).digest('hex');

export function createAltcha(options: AltchaOptions) {
  const hmacSignatureSecret = subkey(options.secret, 'altcha-challenge-signature');
  const hmacKeySignatureSecret = subkey(options.secret, 'altcha-key-signature');
  const now = options.now ?? Date.now;
  const maxNumber = Math.max(2, Math.floor(options.maxNumber));

  return {
    /** A fresh signed challenge, valid for ten minutes. */
    challenge(): Promise<Challenge> {
      return createChallenge({
        algorithm: ALTCHA_ALGORITHM,
        cost: 1,
        counter: randomInt(maxNumber, Math.ceil(maxNumber / 2)),
        deriveKey,
        expiresAt: Math.floor((now() + ALTCHA_TTL_MS) / 1000),
        hmacSignatureSecret,
        hmacKeySignatureSecret,
      });
    },

    /**
     * Checks the widget's payload (base64 JSON of { challenge, solution }): our signature,
     * not expired, and the derived key that only the secret counter yields. Whether it was
     * used before is the caller's business (the database knows).
     */
    async verify(payload: string): Promise<VerifiedAltcha> {
      let decoded: unknown;
      try {
        decoded = JSON.parse(Buffer.from(payload, 'base64').toString('utf8'));
      } catch {
        return { ok: false, reason: 'unreadable' };
      }
      const parsed = payloadSchema.safeParse(decoded);
      if (!parsed.success) return { ok: false, reason: 'malformed' };
      const { challenge, solution } = parsed.data;
      try {
        const result = await verifySolution({
          challenge,
          solution,
          deriveKey,
          hmacSignatureSecret,
          hmacKeySignatureSecret,
        });
        if (!result.verified) return { ok: false, reason: result.expired ? 'expired' : 'invalid' };
      } catch {
        return { ok: false, reason: 'invalid' };
      }
      return { ok: true, signature: challenge.signature, expiresAt: challenge.parameters.expiresAt * 1000 };
    },
  };
}

export type Altcha = ReturnType<typeof createAltcha>;
