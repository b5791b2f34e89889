import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { appSettings } from '../db/schema';
import { verhoeffValid } from './verhoeff';
import { operatorSecret } from '../auth/operator-secret';

/**
 * Aadhaar numbers: checked (12 digits, not starting 0 or 1, Verhoeff check
 * digit), kept encrypted with AES-256-GCM, and only ever shown masked.
 */

/** The 12 digits of an Aadhaar number written with or without spaces or hyphens; null when it is not a valid one. */
export function normalizeAadhaar(raw: string): string | null {
  const digits = raw.replace(/[\s-]/g, '');
  return /^[2-9][0-9]{11}$/.test(digits) && verhoeffValid(digits) ? digits : null;
}

/** How an Aadhaar number is shown: only its last four digits. */
export function maskAadhaar(last4: string | null): string | null {
  return last4 ? `XXXX-XXXX-${last4}` : null;
}

function keyFromText(text: string): Buffer {
  const key = /^[0-9a-fA-F]{64}$/.test(text) ? Buffer.from(text, 'hex') : Buffer.from(text, 'base64');
  if (key.length !== 32) throw new Error('AADHAAR_KEY must be 32 bytes, written as 64 hex digits or in base64');
  return key;
}

const generatedKeys = new WeakMap<Db, Promise<Buffer>>();

/**
 * The encryption key: AADHAAR_KEY (or AADHAAR_KEY_FILE) when set, otherwise one generated on first
 * use and kept in the database, so every server process shares it (as the JWT
 * secret is kept). Pass the database handle, not a transaction.
 */
export function loadAadhaarKey(db: Db, env: NodeJS.ProcessEnv = process.env): Promise<Buffer> {
  const given = operatorSecret('AADHAAR_KEY', env);
  if (given) return Promise.resolve(keyFromText(given));
  let key = generatedKeys.get(db);
  if (!key) {
    key = (async () => {
      const candidate = randomBytes(32).toString('base64');
      await db.insert(appSettings).values({ key: 'aadhaar_key', value: candidate }).onConflictDoNothing();
      const [row] = await db.select().from(appSettings).where(eq(appSettings.key, 'aadhaar_key'));
      return keyFromText(row.value);
    })();
    key.catch(() => generatedKeys.delete(db));
    generatedKeys.set(db, key);
  }
  return key;
}

/** Encrypts an Aadhaar number as `v1:<iv>:<tag>:<ciphertext>` (base64), a fresh IV each time. */
export function encryptAadhaar(key: Buffer, digits: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const data = Buffer.concat([cipher.update(digits, 'utf8'), cipher.final()]);
  return ['v1', iv.toString('base64'), cipher.getAuthTag().toString('base64'), data.toString('base64')].join(':');
}

/** Decrypts what encryptAadhaar wrote; throws when the key is wrong or the text was altered. */
export function decryptAadhaar(key: Buffer, stored: string): string {
  const [version, iv, tag, data] = stored.split(':');
  if (version !== 'v1' || !iv || !tag || !data) throw new Error('Not an encrypted Aadhaar number');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64'));
  decipher.setAuthTag(Buffer.from(tag, 'base64'));
  return Buffer.concat([decipher.update(Buffer.from(data, 'base64')), decipher.final()]).toString('utf8');
}

/** The two columns of the users table for an Aadhaar number (null clears them). */
export async function aadhaarColumns(db: Db, digits: string | null): Promise<{ aadhaarEnc: string | null; aadhaarLast4: string | null }> {
  if (digits === null) return { aadhaarEnc: null, aadhaarLast4: null };
  return { aadhaarEnc: encryptAadhaar(await loadAadhaarKey(db), digits), aadhaarLast4: digits.slice(-4) };
}
