import {
  type DeviceStateChangedEvent,
  householdChannel,
  proChannel,
  type RealtimeServerMessage,
  type RemoteSessionChangedEvent,
} from '@portal/contracts';
import type { Database } from '@portal/db';
import { sql } from 'drizzle-orm';

/** The one PostgreSQL channel every server instance LISTENs on for realtime events. */
export const REALTIME_PG_CHANNEL = 'portal_realtime';

export type ProNotificationEvent = Extract<RealtimeServerMessage, { type: 'ProNotificationEvent' }>;
type DeviceAlertChangedEvent = Extract<RealtimeServerMessage, { type: 'DeviceAlertChanged' }>;
/** What happened to one of a company's device alerts. */
export type DeviceAlertChange = Omit<DeviceAlertChangedEvent, 'type' | 'channel'> & {
  partnerAccountId: string;
};

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
 * Tells every server instance that companies' device alerts changed: each change goes out as a
 * DeviceAlertChanged event on its company's pro channel, on which the alerts dashboards and the
 * bell (which lists the alerts) refetch. All in one statement, however many: an offline sweep
 * or a dismissal of a hundred alerts is one round trip. Call it after the changes are committed,
 * as publishProNotification.
 */
export async function publishDeviceAlertChanges(
  db: Database,
  changes: DeviceAlertChange[],
): Promise<void> {
  if (changes.length === 0) return;
  const payloads = changes.map(({ partnerAccountId, ...change }) => {
    const event: DeviceAlertChangedEvent = {
      type: 'DeviceAlertChanged',
      channel: proChannel(partnerAccountId),
      ...change,
    };
    return JSON.stringify(event);
  });
  await db.execute(
    sql`select pg_notify(${REALTIME_PG_CHANNEL}, payload)
      from unnest(${sql.param(payloads)}::text[]) as payload`,
  );
}

/** Where a device's events go: its company's pro channel and its household's channel. */
export type DeviceAudience = {
  partnerAccountId: string | null;
  consumerAccountId: string | null;
};

function channelsOf(audience: DeviceAudience): string[] {
  return [
    ...(audience.partnerAccountId ? [proChannel(audience.partnerAccountId)] : []),
    ...(audience.consumerAccountId ? [householdChannel(audience.consumerAccountId)] : []),
  ];
}

async function notifyAll(db: Database, payloads: string[]) {
  if (payloads.length === 0) return;
  await db.execute(
    sql`select pg_notify(${REALTIME_PG_CHANNEL}, payload)
      from unnest(${sql.param(payloads)}::text[]) as payload`,
  );
}

/**
 * Tells both sides of a remote session that it changed: the company of the session (its banner
 * and device page) and the household of the device (the homeowner app). After the commit.
 */
export async function publishRemoteSessionChange(
  db: Database,
  audience: DeviceAudience,
  change: Omit<RemoteSessionChangedEvent, 'type' | 'channel'>,
): Promise<void> {
  await notifyAll(
    db,
    channelsOf(audience).map((channel) =>
      JSON.stringify({
        type: 'RemoteSessionChanged',
        channel,
        ...change,
      } satisfies RemoteSessionChangedEvent),
    ),
  );
}

/** Tells both sides that a device's state or settings changed, so its pages refetch them. */
export async function publishDeviceStateChange(
  db: Database,
  audience: DeviceAudience,
  deviceId: string,
): Promise<void> {
  await notifyAll(
    db,
    channelsOf(audience).map((channel) =>
      JSON.stringify({
        type: 'DeviceStateChanged',
        channel,
        deviceId,
      } satisfies DeviceStateChangedEvent),
    ),
  );
}
