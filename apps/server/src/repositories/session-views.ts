import { PartnerRole, type RemoteSession, type SessionUser } from '@portal/contracts';
import { schema } from '@portal/db';
import {
  type AnyColumn,
  and,
  count,
  eq,
  getTableColumns,
  inArray,
  isNull,
  lte,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/executor';
import type { KeysetOrder, KeysetPage } from '../paging';

// Remote sessions as the API shows them (issue 17): each with its company, device, customer and
// the people in it, for the partner's and the homeowner's lists alike. The rules of sessions are
// in services/remote-sessions.ts.

const {
  consumerAccounts,
  consumerAccountUsers,
  consumerLocations,
  devices,
  partnerAccounts,
  partnerCustomers,
  partnerDeviceLocations,
  partnerDeviceSessions,
  partnerUsers,
  products,
  users,
} = schema;

/**
 * A person of the session (who asked, who works in it) as `userId` names them, with their roles
 * in the session's company: the tables to join (aliased under `name`) and the columns to show.
 */
function sessionPerson<Name extends string>(name: Name, userId: AnyColumn) {
  const person = alias(users, name);
  const membership = alias(partnerUsers, `${name}_membership`);
  return {
    person,
    personOn: eq(person.id, userId),
    membership,
    membershipOn: and(
      eq(membership.userId, userId),
      eq(membership.partnerAccountId, partnerDeviceSessions.partnerAccountId),
    ),
    columns: {
      id: person.id,
      firstName: person.firstName,
      lastName: person.lastName,
      roles: membership.roles,
    },
  };
}

const requester = sessionPerson('requester', partnerDeviceSessions.requestedBy);
const technician = sessionPerson('technician', partnerDeviceSessions.activeUserId);

/** Newest request first, the order of every session list. */
export const SESSION_ORDER: KeysetOrder = {
  name: 'newest',
  direction: 'desc',
  keys: [
    { expression: partnerDeviceSessions.requestedAt, type: 'timestamptz' },
    { expression: partnerDeviceSessions.id, type: 'uuid' },
  ],
};

/**
 * The homeowner's name, for a device at no home of the company's customers: the household's
 * first admin (else its first member), else the household's own name.
 */
const homeownerName = sql<string | null>`coalesce(
  (select nullif(trim(${users.firstName} || ' ' || ${users.lastName}), '')
     from ${consumerAccountUsers}
     join ${users} on ${users.id} = ${consumerAccountUsers.userId}
    where ${consumerAccountUsers.consumerAccountId} = ${consumerLocations.consumerAccountId}
    order by (${consumerAccountUsers.role} = 'ADMIN') desc, ${consumerAccountUsers.createdAt}
    limit 1),
  ${consumerAccounts.name})`;

const viewColumns = {
  session: getTableColumns(partnerDeviceSessions),
  companyName: partnerAccounts.name,
  deviceName: sql<string>`coalesce(${devices.name}, ${products.marketName})`,
  deviceType: products.deviceType,
  deviceLocationId: devices.locationId,
  customer: {
    id: partnerCustomers.id,
    firstName: partnerCustomers.firstName,
    lastName: partnerCustomers.lastName,
  },
  homeownerName,
  requester: requester.columns,
  technician: technician.columns,
};

/** Sessions with what their view shows; `cursorKeys` for a page of a list. */
function sessionViews(db: Executor, cursorKeys: SQL<string[]> = sql<string[]>`null`) {
  const { partnerAccountId } = partnerDeviceSessions;
  return db
    .select({ ...viewColumns, cursorKeys })
    .from(partnerDeviceSessions)
    .innerJoin(partnerAccounts, eq(partnerAccounts.id, partnerAccountId))
    .innerJoin(devices, eq(devices.id, partnerDeviceSessions.deviceId))
    .innerJoin(products, eq(products.id, devices.productId))
    .leftJoin(
      partnerDeviceLocations,
      and(
        eq(partnerDeviceLocations.id, devices.locationId),
        eq(partnerDeviceLocations.partnerAccountId, partnerAccountId),
      ),
    )
    .leftJoin(partnerCustomers, eq(partnerCustomers.id, partnerDeviceLocations.customerId))
    .leftJoin(consumerLocations, eq(consumerLocations.id, devices.consumerLocationId))
    .leftJoin(consumerAccounts, eq(consumerAccounts.id, consumerLocations.consumerAccountId))
    .leftJoin(requester.person, requester.personOn)
    .leftJoin(requester.membership, requester.membershipOn)
    .leftJoin(technician.person, technician.personOn)
    .leftJoin(technician.membership, technician.membershipOn)
    .$dynamic();
}

type SessionView = Awaited<ReturnType<typeof sessionViews>>[number];
type ViewedPerson = SessionView['requester'];

/** The role a person shows with: the first of theirs in the enum's order (OWNER first). */
function mainRole(roles: readonly PartnerRole[] | null): SessionUser['role'] {
  return PartnerRole.find((role) => roles?.includes(role)) ?? null;
}

function toSessionUser(person: ViewedPerson): SessionUser | null {
  if (!person?.id) return null;
  return {
    id: person.id,
    firstName: person.firstName ?? '',
    lastName: person.lastName ?? '',
    role: mainRole(person.roles),
  };
}

/** A requester whose account is gone still shows, nameless. */
const GONE: SessionUser = { id: null, firstName: '', lastName: '', role: null };

export function toRemoteSession(view: SessionView): RemoteSession {
  const { session, customer } = view;
  const open = session.endedAt === null;
  return {
    partnerDeviceSessionId: session.id,
    partnerAccountId: session.partnerAccountId,
    companyName: view.companyName,
    deviceId: session.deviceId,
    deviceName: view.deviceName,
    deviceType: view.deviceType,
    deviceLocationId: view.deviceLocationId,
    deviceServiceId: session.deviceServiceId,
    customerId: customer?.id ?? null,
    customerName: customer
      ? `${customer.firstName} ${customer.lastName}`.trim()
      : (view.homeownerName ?? ''),
    status: open ? session.status : null,
    durationMinutes: session.durationMinutes,
    requestedAt: session.requestedAt.toISOString(),
    requestedBy: toSessionUser(view.requester) ?? GONE,
    approvedAt: session.approvedAt?.toISOString() ?? null,
    expiresAt: session.expiresAt.toISOString(),
    activeUser: open && session.status === 'InProgress' ? toSessionUser(view.technician) : null,
    endedAt: session.endedAt?.toISOString() ?? null,
    endReason: session.endReason,
  };
}

/** One session as the API shows it. */
export async function sessionView(
  db: Executor,
  sessionId: string,
): Promise<RemoteSession | undefined> {
  const [row] = await sessionViews(db).where(eq(partnerDeviceSessions.id, sessionId)).limit(1);
  return row && toRemoteSession(row);
}

/** The device's open session as the API shows it, if it has one. */
export async function openSessionView(
  db: Executor,
  deviceId: string,
): Promise<RemoteSession | undefined> {
  const [row] = await sessionViews(db)
    .where(and(isOpen, onDevice(deviceId)))
    .limit(1);
  return row && toRemoteSession(row);
}

/** A page of the sessions matching `where` (a condition on partner_device_sessions alone). */
export function sessionPage(db: Executor, where: SQL | undefined, page: KeysetPage) {
  return sessionViews(db, page.cursorKeys)
    .where(and(where, page.where))
    .orderBy(...page.orderBy)
    .limit(page.limit);
}

export async function countSessions(db: Executor, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ total: count() }).from(partnerDeviceSessions).where(where);
  return row?.total ?? 0;
}

export const isSession = (sessionId: string) => eq(partnerDeviceSessions.id, sessionId);
export const isOpen = isNull(partnerDeviceSessions.endedAt);
export const onDevice = (deviceId: string) => eq(partnerDeviceSessions.deviceId, deviceId);
export const ofCompany = (partnerAccountId: string) =>
  eq(partnerDeviceSessions.partnerAccountId, partnerAccountId);

/** Sessions on the devices in the household's homes. */
export const inHouseholdHomes = (consumerAccountId: string) =>
  sql`${partnerDeviceSessions.deviceId} in (
    select ${devices.id} from ${devices}
      join ${consumerLocations} on ${consumerLocations.id} = ${devices.consumerLocationId}
     where ${consumerLocations.consumerAccountId} = ${consumerAccountId})`;

/** Sessions asked for under these services. */
export const underServices = (serviceIds: string[]) =>
  inArray(partnerDeviceSessions.deviceServiceId, serviceIds);

/** Sessions the user asked for or works in. */
export const byPerson = (userId: string) =>
  or(eq(partnerDeviceSessions.requestedBy, userId), eq(partnerDeviceSessions.activeUserId, userId));

/** Open sessions whose end time (or, pending, whose lapse) has come by `now`. */
export const isDue = (now: Date) => and(isOpen, lte(partnerDeviceSessions.expiresAt, now));

/** The ids of the due sessions matching `where`. */
export async function dueSessionIds(
  db: Executor,
  where: SQL | undefined,
  now: Date,
): Promise<string[]> {
  const rows = await db
    .select({ id: partnerDeviceSessions.id })
    .from(partnerDeviceSessions)
    .where(and(isDue(now), where));
  return rows.map((row) => row.id);
}

/** The sessions matching `where`, locked until the transaction ends. */
export function lockSessions(tx: Executor, where: SQL | undefined) {
  return tx.select().from(partnerDeviceSessions).where(where).for('update');
}

export async function updateSession(
  tx: Executor,
  sessionId: string,
  values: Partial<typeof partnerDeviceSessions.$inferInsert>,
) {
  await tx.update(partnerDeviceSessions).set(values).where(isSession(sessionId));
}

export async function insertSession(
  tx: Executor,
  values: typeof partnerDeviceSessions.$inferInsert,
) {
  const [row] = await tx.insert(partnerDeviceSessions).values(values).returning();
  if (!row) throw new Error('session not stored');
  return row;
}

/** The device with this MAC address (normalised), wherever it is. */
export async function deviceWithMac(db: Executor, macAddress: string) {
  const [row] = await db.select().from(devices).where(eq(devices.macAddress, macAddress)).limit(1);
  return row;
}
