import { schema } from '@portal/db';
import { describe, expect, it } from 'vitest';
import { alertsCompany, deviceAt } from '../../test/alerts';
import { alertProfile, alertsOf, engineApp, eventTypesOf, minutesFrom } from '../../test/telemetry';
import { sweepOffline } from './offline';

// The offline sweep: DeviceOffline (after 4 hours without a reading, the catalogue's default for
// a thermostat) opens on a device whose newest reading is older than that, dated when the
// silence reached the observed time.

const { app, db, ctx } = await engineApp();

/** The device's newest reading was at `readingAt` (device time), as the ingest keeps it. */
async function lastReading(deviceId: string, readingAt: Date) {
  await db
    .insert(schema.deviceTelemetryState)
    .values({ deviceId, readingAt, receivedAt: readingAt, temperature: 70 });
}

describe('sweepOffline', () => {
  it("opens DeviceOffline on a company's silent device, only on devices whose alerts are evaluated", async () => {
    const { company, partnerHome, device } = await alertsCompany(app, db);
    await alertProfile(db, company.id);
    const recent = await deviceAt(db, company.id, partnerHome, null);
    // No homeowner's home and no Pro Alerts service: nobody's alerts are evaluated on it.
    const unserved = await deviceAt(db, company.id, partnerHome, null, undefined, null);
    const now = new Date();
    const silentSince = minutesFrom(now, -5 * 60);
    await lastReading(device.id, silentSince);
    await lastReading(recent.id, minutesFrom(now, -60));
    await lastReading(unserved.id, silentSince);

    await sweepOffline(ctx, now);

    const [offline, ...more] = await alertsOf(db, device.id);
    expect(more).toEqual([]);
    expect(offline).toMatchObject({
      alertName: 'DeviceOffline',
      partnerAccountId: company.id,
      severity: 'Warning',
      openedAt: minutesFrom(silentSince, 4 * 60),
      clearedAt: null,
    });
    expect(await eventTypesOf(db, offline?.id ?? '')).toEqual(['Opened']);
    expect(await alertsOf(db, recent.id)).toEqual([]);
    expect(await alertsOf(db, unserved.id)).toEqual([]);

    // Swept again: the open alert stays the only one.
    await sweepOffline(ctx, minutesFrom(now, 1));
    expect(await alertsOf(db, device.id)).toHaveLength(1);
  });
});
