import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll } from 'vitest';
import { REALTIME_PG_CHANNEL } from '../realtime/publish';

/**
 * What the server instances hear on PostgreSQL's realtime channel, for the test file's database.
 * `published()` answers the events raised since its last call: it NOTIFYs a marker on a channel
 * of its own and waits for it, and since PostgreSQL delivers notifications in commit order,
 * everything a finished request published has arrived by then (no waiting for events that
 * never come).
 */
export async function realtimeEvents<Event = Record<string, unknown>>(
  databaseUrl: string,
  pool: pg.Pool,
) {
  const markerChannel = `test_marker_${randomUUID().replaceAll('-', '')}`;
  const listener = new pg.Client({ connectionString: databaseUrl });
  await listener.connect();
  await listener.query(`LISTEN ${REALTIME_PG_CHANNEL}`);
  await listener.query(`LISTEN ${markerChannel}`);
  afterAll(() => listener.end());
  const heard: pg.Notification[] = [];
  listener.on('notification', (notification) => heard.push(notification));

  return async function published(): Promise<Event[]> {
    const marker = randomUUID();
    const arrived = new Promise<void>((resolve) => {
      const check = (notification: pg.Notification) => {
        if (notification.payload !== marker) return;
        listener.off('notification', check);
        resolve();
      };
      listener.on('notification', check);
    });
    await pool.query('select pg_notify($1, $2)', [markerChannel, marker]);
    await arrived;
    return heard
      .splice(0)
      .filter((notification) => notification.channel === REALTIME_PG_CHANNEL)
      .map((notification) => JSON.parse(notification.payload ?? '') as Event);
  };
}
