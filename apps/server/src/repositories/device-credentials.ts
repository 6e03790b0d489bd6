import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { schema } from '@portal/db';
import { eq } from 'drizzle-orm';
import type { Executor } from '../db/executor';

const { deviceCredentials } = schema;

function hashOf(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

/**
 * Gives a device new MQTT credentials and answers the secret, the one time it exists in clear
 * (the device's username is its id). Replaces any earlier secret.
 */
export async function issueDeviceCredentials(db: Executor, deviceId: string): Promise<string> {
  const secret = randomBytes(32).toString('base64url');
  await db
    .insert(deviceCredentials)
    .values({ deviceId, secretHash: hashOf(secret) })
    .onConflictDoUpdate({
      target: deviceCredentials.deviceId,
      set: { secretHash: hashOf(secret), createdAt: new Date() },
    });
  return secret;
}

/** Whether the secret is the device's current one. */
export async function deviceSecretMatches(
  db: Executor,
  deviceId: string,
  secret: string,
): Promise<boolean> {
  const [row] = await db
    .select({ secretHash: deviceCredentials.secretHash })
    .from(deviceCredentials)
    .where(eq(deviceCredentials.deviceId, deviceId));
  if (!row) return false;
  const expected = Buffer.from(row.secretHash, 'hex');
  const actual = Buffer.from(hashOf(secret), 'hex');
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
