import { proChannel, type RealtimeServerMessage } from '@portal/contracts';
import type { Database } from '@portal/db';
import { sql } from 'drizzle-orm';

/** The one PostgreSQL channel every server instance LISTENs on for realtime events. */
export const REALTIME_PG_CHANNEL = 'portal_realtime';

export type ProNotificationEvent = Extract<RealtimeServerMessage, { type: 'ProNotificationEvent' }>;

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
