import { createHash, randomBytes, randomInt } from 'node:crypto';

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
