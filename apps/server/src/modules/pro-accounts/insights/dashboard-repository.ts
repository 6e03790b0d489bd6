import { schema } from '@portal/db';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../../db/executor';
import { type InsightFigure, totals } from './counts';
import { onlyRow } from './repository';

const { deviceAlerts, devices, partnerCustomers } = schema;

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
