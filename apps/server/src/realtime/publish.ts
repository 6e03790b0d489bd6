import { proChannel, type RealtimeServerMessage } from '@portal/contracts';
import type { Database } from '@portal/db';
import { sql } from 'drizzle-orm';

/** The one PostgreSQL channel every server instance LISTENs on for realtime events. */
export const REALTIME_PG_CHANNEL = 'portal_realtime';

export type ProNotificationEvent = Extract<RealtimeServerMessage, { type: 'ProNotificationEvent' }>;
type DeviceAlertChangedEvent = Extract<RealtimeServerMessage, { type: 'DeviceAlertChanged' }>;
/** What happened to one of a company's device alerts. */
export type DeviceAlertChange = Omit<DeviceAlertChangedEvent, 'type' | 'channel'>;

/**
 * Tells every server instance that a company's notifications changed, so each forwards a
 * ProNotificationEvent to its WebSocket clients on the company's pro channel and their bells
 * refetch. Through NOTIFY rather than in memory because the request and the client may be on
 * different instances (DESIGN.md). Call it after the change is committed: a listener that
 * refetches earlier would read the old state.
 */
export async function publishProNotification(
  db: Database,
  partnerAccountId: string,
  reason: ProNotificationEvent['reason'],
): Promise<void> {
  const event: ProNotificationEvent = {
    channel: proChannel(partnerAccountId),
    type: 'ProNotificationEvent',
    reason,
  };
  await db.execute(sql`select pg_notify(${REALTIME_PG_CHANNEL}, ${JSON.stringify(event)})`);
}

/**
 * Tells every server instance that one of a company's device alerts opened, escalated, cleared
 * or was dismissed: its alerts dashboards refetch on the DeviceAlertChanged event and its bells
 * on the ProNotificationEvent (reason ALERT), both on the company's pro channel and sent in one
 * statement. Call it after the change is committed, as publishProNotification.
 */
export async function publishDeviceAlertChanged(
  db: Database,
  partnerAccountId: string,
  change: DeviceAlertChange,
): Promise<void> {
  const channel = proChannel(partnerAccountId);
  const alertEvent: DeviceAlertChangedEvent = { type: 'DeviceAlertChanged', channel, ...change };
  const bellEvent: ProNotificationEvent = {
    type: 'ProNotificationEvent',
    channel,
    reason: 'ALERT',
  };
  await db.execute(
    sql`select pg_notify(${REALTIME_PG_CHANNEL}, ${JSON.stringify(alertEvent)}),
      pg_notify(${REALTIME_PG_CHANNEL}, ${JSON.stringify(bellEvent)})`,
  );
}
