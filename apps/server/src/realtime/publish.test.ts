import { proChannel } from '@portal/contracts';
import { connect } from '@portal/db';
import { createTestDatabase } from '@portal/db/testing';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { publishProNotification, REALTIME_PG_CHANNEL } from './publish';

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
