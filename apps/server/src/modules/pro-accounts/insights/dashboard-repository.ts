import { SESSION_REQUEST_HOURS } from '@portal/contracts';
import { schema } from '@portal/db';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../../db/executor';
import { type InsightFigure, totals } from './counts';
import type { InsightsPeriods } from './periods';
import { onlyRow } from './repository';

const { deviceAlerts, devices, partnerCustomers, partnerDeviceSessions } = schema;

/** The figures of the dashboard, from the insights' read model (counts.ts). */
export const DASHBOARD_FIGURES = [
  'customersAdded',
  'homesAdded',
  'devicesInstalled',
  'requestsSent',
  'requestsAccepted',
  'alertsOpened',
  'alertsResolved',
] as const satisfies readonly InsightFigure[];

/** The company's devices at its customers' homes now, and how many of them are connected. */
export async function devicesOnline(
  db: Executor,
  partnerAccountId: string,
): Promise<{ online: number; total: number }> {
  const rows = await totals(db, partnerAccountId, ['devicesInstalled', 'devicesOnline']);
  const total = (figure: InsightFigure) =>
    rows.filter((row) => row.figure === figure).reduce((sum, row) => sum + row.n, 0);
  return { online: total('devicesOnline'), total: total('devicesInstalled') };
}

/** The company's devices registered at one of its customers' homes. */
const installedAt = (partnerAccountId: string) =>
  sql`${devices.partnerAccountId} = ${partnerAccountId} and ${devices.locationId} is not null`;

/**
 * The company's earliest figure, where Lifetime starts: its first customer, device or alert (a
 * home needs a customer, a service request a device).
 */
export async function firstRecordAt(db: Executor, partnerAccountId: string): Promise<Date | null> {
  const { rows } = await db.execute<{ first: Date | string | null }>(sql`
    select least(
      (select min(${partnerCustomers.createdAt}) from ${partnerCustomers}
        where ${partnerCustomers.partnerAccountId} = ${partnerAccountId}),
      (select min(${devices.createdAt}) from ${devices} where ${installedAt(partnerAccountId)}),
      (select min(${deviceAlerts.openedAt}) from ${deviceAlerts}
        where ${deviceAlerts.partnerAccountId} = ${partnerAccountId})
    ) as first`);
  const first = onlyRow(rows).first;
  return first === null ? null : new Date(first);
}

/**
 * The remote sessions the company held in the period and in the previous one: those the
 * homeowner approved then (by approvedAt). Straight from partner_device_sessions, which is small:
 * a request is approved within SESSION_REQUEST_HOURS or never, so the sessions approved in a
 * span were requested at most that long before it, and partner_device_sessions_account_idx
 * reads just those requests.
 */
export async function remoteSessionsHeld(
  db: Executor,
  partnerAccountId: string,
  { period, previous }: Pick<InsightsPeriods, 'period' | 'previous'>,
): Promise<{ current: number; previous: number }> {
  const from = previous?.from ?? period.from;
  const earliestRequest = new Date(from.getTime() - SESSION_REQUEST_HOURS * 3_600_000);
  const approvedIn = (span: { from: Date; to: Date }) =>
    sql`${partnerDeviceSessions.approvedAt} >= ${span.from.toISOString()}::timestamptz
      and ${partnerDeviceSessions.approvedAt} < ${span.to.toISOString()}::timestamptz`;
  const { rows } = await db.execute<{ current: number; previous: number }>(sql`
    select count(*) filter (where ${approvedIn(period)})::int as current,
           count(*) filter (where ${previous ? approvedIn(previous) : sql`false`})::int as previous
      from ${partnerDeviceSessions}
     where ${partnerDeviceSessions.partnerAccountId} = ${partnerAccountId}
       and ${partnerDeviceSessions.requestedAt} >= ${earliestRequest.toISOString()}::timestamptz
       and ${partnerDeviceSessions.requestedAt} < ${period.to.toISOString()}::timestamptz
       and ${partnerDeviceSessions.approvedAt} is not null`);
  return onlyRow(rows);
}
