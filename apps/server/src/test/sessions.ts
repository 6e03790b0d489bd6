import type { RemoteSessionStatus } from '@portal/contracts';
import { type Database, schema } from '@portal/db';
import { and, eq } from 'drizzle-orm';
import { createServiceRequest } from './homeowners';

// A device in a remote session, as its state only (issue 17): the rows written straight, for the
// tests of the calls that depend on a session rather than move it (the device work calls). The
// session calls themselves are tested with the real moves (test/remote-sessions.ts).

/**
 * An open session of the company on the device under its accepted RemoteAccess service (made
 * if it has none): InProgress with `activeUserId` in it unless told, ending in an hour unless
 * `expiresAt` says.
 */
export async function openSession(
  db: Database,
  values: {
    deviceId: string;
    partnerAccountId: string;
    activeUserId?: string | null;
    status?: (typeof RemoteSessionStatus)[number];
    expiresAt?: Date;
  },
) {
  const { partnerDeviceServices, partnerDeviceSessions } = schema;
  const { deviceId, partnerAccountId } = values;
  const [accepted] = await db
    .select({ id: partnerDeviceServices.id })
    .from(partnerDeviceServices)
    .where(
      and(
        eq(partnerDeviceServices.deviceId, deviceId),
        eq(partnerDeviceServices.partnerAccountId, partnerAccountId),
        eq(partnerDeviceServices.serviceType, 'RemoteAccess'),
        eq(partnerDeviceServices.consentStatus, 'ACCEPTED'),
      ),
    )
    .limit(1);
  const service =
    accepted ??
    (await createServiceRequest(
      db,
      { id: deviceId },
      partnerAccountId,
      'RemoteAccess',
      'ACCEPTED',
    ));
  const now = Date.now();
  const [session] = await db
    .insert(partnerDeviceSessions)
    .values({
      partnerAccountId,
      deviceId,
      deviceServiceId: service.id,
      status: values.status ?? 'InProgress',
      durationMinutes: 60,
      requestedAt: new Date(now - 10 * 60_000),
      approvedAt: new Date(now - 5 * 60_000),
      expiresAt: values.expiresAt ?? new Date(now + 60 * 60_000),
      activeUserId: values.activeUserId ?? null,
    })
    .returning();
  if (!session) throw new Error('session not created');
  return session;
}
