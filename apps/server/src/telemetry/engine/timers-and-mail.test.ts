import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { alertsCompany } from '../../test/alerts';
import { connectDevice, publishTelemetry, telemetryDevice } from '../../test/mqtt';
import {
  alertProfile,
  alertsOf,
  conditionsOfDevice,
  engineApp,
  expectAlertCount,
  MINUTE,
  mailTo,
  minutesFrom,
  notificationsOfDevice,
  reading,
} from '../../test/telemetry';
import { createAlertEngine } from '.';
import { mailAlertDigests } from './mail';

// What outlives one reading: a pending condition's timer survives a restart of the server, and
// the mail's grace period turns a flapping sensor's alerts into one mail and one digest.

const LEAK_DETECTOR = 'AWLD3001';
const RECIPIENT = 'dispatch@flapping.example';

describe('a pending condition', () => {
  it('opens at its due time on a restarted server, with no reading after the one that began it', async () => {
    const first = await engineApp();
    const device = await telemetryDevice(first.db);
    const client = await connectDevice(first.app, device);
    // Hot since 30 minutes less 8 seconds, in device time: High indoor temperature (above 85 °F
    // for 30 minutes, the catalogue's defaults for a homeowner's thermostat) is due in 8 seconds.
    const since = new Date(Date.now() - 30 * MINUTE + 8_000);
    await publishTelemetry(client, device.id, { time: since.toISOString(), temperature: 90 });
    await expect
      .poll(async () => (await conditionsOfDevice(first.db, device.id)).length, { timeout: 10_000 })
      .toBe(1);
    await client.endAsync(true);
    await first.app.close();
    expect(await alertsOf(first.db, device.id)).toEqual([]);

    const second = await engineApp({}, { databaseUrl: first.databaseUrl });
    await expectAlertCount(second.db, device.id, 1);
    const [alert] = await alertsOf(second.db, device.id);
    expect(alert).toMatchObject({
      alertName: 'HighIndoorTemperature',
      partnerAccountId: null,
      status: 'Active',
      value: 90,
      openedAt: minutesFrom(since, 30),
    });
    expect(await conditionsOfDevice(second.db, device.id)).toEqual([]);
    await second.app.close();
  });
});

describe('the alert mail', () => {
  it('mails a flapping leak once, holds the rest within the grace period and sends them in one digest', async () => {
    const { app, db, ctx } = await engineApp();
    const evaluate = createAlertEngine(ctx);
    const { company, device } = await alertsCompany(app, db, { sku: LEAK_DETECTOR });
    await alertProfile(db, company.id, {
      emailEnabled: true,
      emailSeverities: ['Urgent'],
      emailRecipients: [RECIPIENT],
    });

    const start = new Date();
    for (let flap = 0; flap < 5; flap++) {
      await evaluate([reading(device.id, minutesFrom(start, 2 * flap), { leak: true })]);
      await evaluate([reading(device.id, minutesFrom(start, 2 * flap + 1), { leak: false })]);
    }
    expect(await alertsOf(db, device.id)).toHaveLength(5);
    // Five openings and five clearings, each owed to the company and each a mail job.
    expect(await notificationsOfDevice(db, device.id)).toHaveLength(10);
    await expect
      .poll(
        async () => {
          const { rows } = await db.execute<{ waiting: number }>(
            sql`select count(*)::int as waiting from pgboss.job
                where name = 'alert.mail' and state <> 'completed'`,
          );
          return rows[0]?.waiting;
        },
        { timeout: 20_000 },
      )
      .toBe(0);

    const mailed = await mailTo(db, RECIPIENT);
    expect(mailed).toHaveLength(1);
    expect(mailed[0]?.subject).toMatch(/: Water leak detected$/);
    const notifications = await notificationsOfDevice(db, device.id);
    expect(notifications.filter((row) => row.mailedAt !== null)).toHaveLength(1);

    await mailAlertDigests(ctx);
    const afterDigest = await mailTo(db, RECIPIENT);
    expect(afterDigest).toHaveLength(2);
    expect(afterDigest[1]?.subject).toBe(`Alert digest for ${company.name}`);
    expect(
      afterDigest[1]?.text.match(/(Opened|Back to normal): Water leak detected/g),
    ).toHaveLength(9);

    // Nothing is held any more: the next digest sends nothing.
    await mailAlertDigests(ctx);
    expect(await mailTo(db, RECIPIENT)).toHaveLength(2);
    await app.close();
  });
});
