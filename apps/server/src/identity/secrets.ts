import {
  createCipheriv,
  createDecipheriv,
  createHash,
  hkdfSync,
  randomBytes,
  randomInt,
  timingSafeEqual,
} from 'node:crypto';

/** A random secret for a link or a refresh token: 32 bytes, base64url (43 characters). */
export function newSecret(): string {
  return randomBytes(32).toString('base64url');
}

/** A six-digit one-time code, leading zeros kept. */
export function newCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/** What the database keeps of a secret: its SHA-256, hex. The secret itself is never stored. */
export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret, 'utf8').digest('hex');
}

/** Whether `given` is the secret kept as `expectedHash` (hashSecret), in constant time. */
export function secretMatches(given: string, expectedHash: string): boolean {
  const expected = Buffer.from(expectedHash, 'hex');
  const actual = createHash('sha256').update(given, 'utf8').digest();
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

// AES-256-GCM under a key derived from another secret: what it seals opens only for whoever
// holds that secret, and the database holds neither the secret nor the key.
const SEAL_INFO = 'portal sealed secret v1';

function sealKey(keySecret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', keySecret, '', SEAL_INFO, 32));
}

/** Encrypts `secret` so that only `keySecret` opens it: base64url of IV, tag and ciphertext. */
export function sealSecret(secret: string, keySecret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', sealKey(keySecret), iv);
  const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url');
}

/** Opens what sealSecret made with the same `keySecret`; throws for any other key. */
export function openSecret(sealed: string, keySecret: string): string {
  const bytes = Buffer.from(sealed, 'base64url');
  const decipher = createDecipheriv('aes-256-gcm', sealKey(keySecret), bytes.subarray(0, 12));
  decipher.setAuthTag(bytes.subarray(12, 28));
  return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8');
}
