import { schema } from '@portal/db';
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/executor';
import { hashSecret, newSecret, secretMatches } from '../identity/secrets';

const { deviceCredentials } = schema;

/**
 * Devices per upsert: a fleet of thousands is a few statements, each far below PostgreSQL's
 * 65,535 parameters.
 */
const CREDENTIALS_PER_STATEMENT = 5000;

/**
 * Gives devices new MQTT credentials and answers each one's secret by device id, the one time it
 * exists in clear (a device's username is its id). Replaces any earlier secrets.
 */
export async function issueDeviceCredentialsFor(
  db: Executor,
  deviceIds: string[],
): Promise<Map<string, string>> {
  const secrets = new Map(deviceIds.map((deviceId) => [deviceId, newSecret()]));
  const rows = [...secrets].map(([deviceId, secret]) => ({
    deviceId,
    secretHash: hashSecret(secret),
  }));
  for (let start = 0; start < rows.length; start += CREDENTIALS_PER_STATEMENT) {
    await db
      .insert(deviceCredentials)
      .values(rows.slice(start, start + CREDENTIALS_PER_STATEMENT))
      .onConflictDoUpdate({
        target: deviceCredentials.deviceId,
        set: { secretHash: sql`excluded.secret_hash`, createdAt: sql`now()` },
      });
  }
  return secrets;
}

/** issueDeviceCredentialsFor one device: its new secret. */
export async function issueDeviceCredentials(db: Executor, deviceId: string): Promise<string> {
  const secret = (await issueDeviceCredentialsFor(db, [deviceId])).get(deviceId);
  if (secret === undefined) throw new Error('device credentials not issued');
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
  return row !== undefined && secretMatches(secret, row.secretHash);
}
