import { proChannel } from '@portal/contracts';
import { connect } from '@portal/db';
import { createTestDatabase } from '@portal/db/testing';
import pg from 'pg';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { publishDeviceAlertChanges, publishProNotification, REALTIME_PG_CHANNEL } from './publish';

const url = await createTestDatabase();
const database = connect(url, { max: 2 });
const listener = new pg.Client({ connectionString: url });
await listener.connect();
afterAll(async () => {
  await listener.end();
  await database.close();
});

/** How many statements the pool ran while publishing. */
async function statementsDuring(publish: () => Promise<void>): Promise<number> {
  const query = vi.spyOn(database.pool, 'query');
  try {
    await publish();
    return query.mock.calls.length;
  } finally {
    query.mockRestore();
  }
}

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

describe('publishDeviceAlertChanges', () => {
  it('NOTIFYs each change on its company channel, in order, in one statement', async () => {
    const payloads: string[] = [];
    const all = new Promise<void>((resolve) => {
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
    const first = '6c4dab63-4a1f-4e82-8b4f-3c8f1d2e5a71';
    const second = '7d5ebc74-5b2a-4f93-9c5a-4d9a2e3f6b82';
    const opened = '0f9b1c2d-3e4f-4a5b-8c6d-7e8f9a0b1c2d';
    const cleared = '1a0c2d3e-4f5a-4b6c-9d7e-8f9a0b1c2d3e';
    const statements = await statementsDuring(() =>
      publishDeviceAlertChanges(database.db, [
        { partnerAccountId: first, alertId: opened, change: 'Opened', severity: 'Urgent' },
        { partnerAccountId: second, alertId: cleared, change: 'Cleared', severity: 'Notice' },
      ]),
    );
    await all;
    expect(statements).toBe(1);
    expect(payloads.map((payload) => JSON.parse(payload))).toEqual([
      {
        type: 'DeviceAlertChanged',
        channel: proChannel(first),
        alertId: opened,
        change: 'Opened',
        severity: 'Urgent',
      },
      {
        type: 'DeviceAlertChanged',
        channel: proChannel(second),
        alertId: cleared,
        change: 'Cleared',
        severity: 'Notice',
      },
    ]);
  });

  it('sends nothing for no changes', async () => {
    expect(await statementsDuring(() => publishDeviceAlertChanges(database.db, []))).toBe(0);
  });
});
