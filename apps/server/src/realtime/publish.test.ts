import { proChannel } from '@portal/contracts';
import { connect } from '@portal/db';
import { createTestDatabase } from '@portal/db/testing';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { publishDeviceAlertChanged, publishProNotification, REALTIME_PG_CHANNEL } from './publish';

const url = await createTestDatabase();
const database = connect(url, { max: 2 });
const listener = new pg.Client({ connectionString: url });
await listener.connect();
afterAll(async () => {
  await listener.end();
  await database.close();
});

describe('publishProNotification', () => {
  it('NOTIFYs portal_realtime with the event every instance forwards to the pro channel', async () => {
    const received = new Promise<pg.Notification>((resolve) =>
      listener.once('notification', resolve),
    );
    await listener.query(`LISTEN ${REALTIME_PG_CHANNEL}`);
    const partnerAccountId = '5b3c9a52-3f0e-4d71-9a3e-2b7e0c1d4f60';
    await publishProNotification(database.db, partnerAccountId, 'ADD_REQUEST');
    const notification = await received;
    expect(notification.channel).toBe('portal_realtime');
    expect(notification.payload).toBe(
      JSON.stringify({
        channel: proChannel(partnerAccountId),
        type: 'ProNotificationEvent',
        reason: 'ADD_REQUEST',
      }),
    );
  });
});

describe('publishDeviceAlertChanged', () => {
  it('NOTIFYs the alert change and the bell event (reason ALERT) on the company channel', async () => {
    const payloads: string[] = [];
    const both = new Promise<void>((resolve) => {
      const take = (message: pg.Notification) => {
        payloads.push(message.payload ?? '');
        if (payloads.length === 2) {
          listener.off('notification', take);
          resolve();
        }
      };
      listener.on('notification', take);
    });
    await listener.query(`LISTEN ${REALTIME_PG_CHANNEL}`);
    const partnerAccountId = '6c4dab63-4a1f-4e82-8b4f-3c8f1d2e5a71';
    const alertId = '0f9b1c2d-3e4f-4a5b-8c6d-7e8f9a0b1c2d';
    await publishDeviceAlertChanged(database.db, partnerAccountId, {
      alertId,
      change: 'Opened',
      severity: 'Urgent',
    });
    await both;
    const channel = proChannel(partnerAccountId);
    expect(payloads.map((payload) => JSON.parse(payload))).toEqual([
      { type: 'DeviceAlertChanged', channel, alertId, change: 'Opened', severity: 'Urgent' },
      { type: 'ProNotificationEvent', channel, reason: 'ALERT' },
    ]);
  });
});
