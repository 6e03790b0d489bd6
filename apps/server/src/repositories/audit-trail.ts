import { type AuditEntry, AuditEvent } from '@portal/contracts';
import { schema } from '@portal/db';
import { and, count, eq, getTableColumns, inArray } from 'drizzle-orm';
import type { Executor } from '../db/executor';
import type { KeysetOrder, KeysetPage } from '../paging';

// A device's audit trail (issue 17): the lines of its history that remote sessions and the work
// done on the device write (the AuditEvent names), as the homeowner reads them.

const { deviceHistory } = schema;

/** The audit trail's order: newest line first. */
export const AUDIT_ORDER: KeysetOrder = {
  name: 'newest',
  direction: 'desc',
  keys: [
    { expression: deviceHistory.at, type: 'timestamptz' },
    { expression: deviceHistory.id, type: 'uuid' },
  ],
};

const auditLines = (deviceId: string) =>
  and(eq(deviceHistory.deviceId, deviceId), inArray(deviceHistory.event, [...AuditEvent]));

/** A page of the device's audit trail: its history lines of the AuditEvent names. */
export function auditPage(db: Executor, deviceId: string, page: KeysetPage) {
  return db
    .select({ line: getTableColumns(deviceHistory), cursorKeys: page.cursorKeys })
    .from(deviceHistory)
    .where(and(auditLines(deviceId), page.where))
    .orderBy(...page.orderBy)
    .limit(page.limit);
}

export async function countAuditLines(db: Executor, deviceId: string): Promise<number> {
  const [row] = await db.select({ total: count() }).from(deviceHistory).where(auditLines(deviceId));
  return row?.total ?? 0;
}

export function toAuditEntry(line: typeof deviceHistory.$inferSelect): AuditEntry {
  return {
    id: line.id,
    at: line.at.toISOString(),
    event: line.event,
    detail: line.detail,
    actor: line.actor,
    actorCompany: line.actorCompany,
    partnerDeviceSessionId: line.sessionId,
    changes: line.changes ?? [],
  };
}
