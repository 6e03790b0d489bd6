import { schema } from '@portal/db';
import { and, count, eq, getTableColumns, inArray, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/executor';
import { creationOrder, type KeysetOrder, type KeysetPage } from '../../../paging';
import { homeownerHasHome } from '../locations/repository';

const { partnerCustomers, partnerDeviceLocations, devices, deviceInvites } = schema;

export type CustomerRecord = typeof partnerCustomers.$inferSelect;
export type CustomerRow = CustomerRecord & {
  locationsCount: number;
  devicesCount: number;
  linkedLocations: number;
  /** Invites the homeowner can still follow: an expired one no longer makes them INVITED. */
  pendingInvites: number;
};

/** The list's three orders; each ends with the id so that the keys are unique. */
export const CUSTOMER_ORDERS: Record<'name' | 'newest' | 'oldest', KeysetOrder> = {
  name: {
    name: 'name',
    direction: 'asc',
    keys: [
      { expression: sql`lower(${partnerCustomers.lastName})`, type: 'text' },
      { expression: sql`lower(${partnerCustomers.firstName})`, type: 'text' },
      { expression: partnerCustomers.id, type: 'uuid' },
    ],
  },
  newest: creationOrder('newest', 'desc', partnerCustomers),
  oldest: creationOrder('oldest', 'asc', partnerCustomers),
};

// Qualified by hand: drizzle writes a lone table's columns unqualified, which the subqueries'
// own tables would make ambiguous.
const customerId = sql.raw('"partner_customers"."id"');

// Counted per row rather than joined, so one customer stays one row whatever it holds.
const customerColumns = {
  ...getTableColumns(partnerCustomers),
  locationsCount: sql<number>`(select count(*)::int from ${partnerDeviceLocations} l where l.customer_id = ${customerId})`,
  devicesCount: sql<number>`(select count(*)::int from ${devices} d join ${partnerDeviceLocations} l on l.id = d.location_id where l.customer_id = ${customerId})`,
  linkedLocations: sql<number>`(select count(*)::int from ${partnerDeviceLocations} l where l.customer_id = ${customerId} and ${homeownerHasHome(sql.raw('l.consumer_location_id'))})`,
  pendingInvites: sql<number>`(select count(*)::int from ${deviceInvites} i join ${partnerDeviceLocations} l on l.id = i.location_id where l.customer_id = ${customerId} and i.status = 'PENDING' and i.expires_at > now())`,
};

/** Escapes LIKE's wildcards so a search for "50%" looks for those characters. */
function likePrefix(text: string): string {
  return `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * The company's customers matching a search: a prefix of the full name, the last name, the
 * email or the phone (digits of a number match the stored E.164 after its '+').
 */
function ofCompany(partnerAccountId: string, search: string | undefined): SQL | undefined {
  const term = search?.trim().toLowerCase();
  const prefix = term ? likePrefix(term) : undefined;
  const digits = term?.replace(/\D/g, '');
  return and(
    eq(partnerCustomers.partnerAccountId, partnerAccountId),
    prefix
      ? sql`(lower(${partnerCustomers.firstName} || ' ' || ${partnerCustomers.lastName}) like ${prefix}
          or lower(${partnerCustomers.lastName}) like ${prefix}
          or lower(${partnerCustomers.email}) like ${prefix}
          ${digits ? sql`or ${partnerCustomers.phoneNumber} like ${likePrefix(`+${digits}`)}` : sql``})`
      : undefined,
  );
}

export function customersOf(
  db: Executor,
  partnerAccountId: string,
  search: string | undefined,
  page: KeysetPage,
) {
  return db
    .select({ ...customerColumns, cursorKeys: page.cursorKeys })
    .from(partnerCustomers)
    .where(and(ofCompany(partnerAccountId, search), page.where))
    .orderBy(...page.orderBy)
    .limit(page.limit);
}

export async function countCustomers(
  db: Executor,
  partnerAccountId: string,
  search: string | undefined,
): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(partnerCustomers)
    .where(ofCompany(partnerAccountId, search));
  return row?.total ?? 0;
}

/** One of the company's customers; another company's is not found, like a missing one. */
export async function findCustomer(
  db: Executor,
  partnerAccountId: string,
  customerId: string,
): Promise<CustomerRow | undefined> {
  const [row] = await db
    .select(customerColumns)
    .from(partnerCustomers)
    .where(
      and(
        eq(partnerCustomers.partnerAccountId, partnerAccountId),
        eq(partnerCustomers.id, customerId),
      ),
    )
    .limit(1);
  return row;
}

export type CustomerValues = {
  firstName: string;
  lastName: string;
  email: string | null;
  phoneNumber: string | null;
  countryCode: string;
  customerType: CustomerRecord['customerType'];
};

export async function insertCustomer(
  tx: Executor,
  partnerAccountId: string,
  values: CustomerValues,
): Promise<CustomerRecord> {
  const [row] = await tx
    .insert(partnerCustomers)
    .values({ partnerAccountId, ...values })
    .returning();
  if (!row) throw new Error('customer not created');
  return row;
}

export async function updateCustomer(
  db: Executor,
  customerId: string,
  values: Partial<CustomerValues>,
) {
  await db
    .update(partnerCustomers)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(partnerCustomers.id, customerId));
}

/**
 * Deletes a customer with its homes and unregisters the devices in them: a device row holds
 * the registration, so it goes too (its services and history with it, by cascade).
 */
export async function deleteCustomer(tx: Executor, customerId: string) {
  const homes = tx
    .select({ id: partnerDeviceLocations.id })
    .from(partnerDeviceLocations)
    .where(eq(partnerDeviceLocations.customerId, customerId));
  await tx.delete(devices).where(inArray(devices.locationId, homes));
  await tx.delete(partnerCustomers).where(eq(partnerCustomers.id, customerId));
}
