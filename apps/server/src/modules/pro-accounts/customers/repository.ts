import { type Database, schema } from '@portal/db';
import { and, eq, getTableColumns, inArray, type SQL, sql } from 'drizzle-orm';
import { builtOnce } from '../../../db/built-once';
import type { Executor } from '../../../db/executor';
import {
  COUNT_UP_TO,
  creationOrder,
  type KeysetOrder,
  type KeysetPage,
  keysetParams,
  keysetShapeName,
  preparedKeyset,
} from '../../../paging';
import {
  type CustomerRecord,
  type CustomerValues,
  customerOfCompany,
} from '../../../repositories/customers';
import { homeownerHasHome } from '../../../repositories/locations';

const {
  partnerAccounts,
  partnerCustomerCounts,
  partnerCustomers,
  partnerDeviceLocations,
  devices,
  deviceInvites,
  partnerDeviceServices,
} = schema;

export type CustomerRow = CustomerRecord & {
  locationsCount: number;
  devicesCount: number;
  linkedLocations: number;
  /** Invites the homeowner can still follow: an expired one no longer makes them INVITED. */
  pendingInvites: number;
  city: string | null;
  offlineDevicesCount: number;
  pendingRequestsCount: number;
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
const customerCompanyId = sql.raw('"partner_customers"."partner_account_id"');

/**
 * What a contractor scans the list for, per customer: the city of the first home, and the
 * company's requests waiting for the homeowner. Correlated to one customer's id, so the list
 * runs them for its page's rows only, each over indexed columns (a home's customer and
 * creation, a device's home, an open request's device).
 */
function cityOf(id: SQL) {
  return sql<
    string | null
  >`(select l.city from ${partnerDeviceLocations} l where l.customer_id = ${id} order by l.created_at, l.id limit 1)`;
}
function pendingRequestsOf(id: SQL, partnerAccountId: SQL) {
  return sql<number>`(select count(*)::int from ${partnerDeviceServices} s
    join ${devices} d on d.id = s.device_id
    join ${partnerDeviceLocations} l on l.id = d.location_id
    where l.customer_id = ${id} and s.partner_account_id = ${partnerAccountId} and s.consent_status = 'PENDING')`;
}

// One customer's counts, for the single-customer reads; the list counts its page in one join.
const customerColumns = {
  ...getTableColumns(partnerCustomers),
  locationsCount: sql<number>`(select count(*)::int from ${partnerDeviceLocations} l where l.customer_id = ${customerId})`,
  devicesCount: sql<number>`(select count(*)::int from ${devices} d join ${partnerDeviceLocations} l on l.id = d.location_id where l.customer_id = ${customerId})`,
  linkedLocations: sql<number>`(select count(*)::int from ${partnerDeviceLocations} l where l.customer_id = ${customerId} and ${homeownerHasHome(sql.raw('l.consumer_location_id'))})`,
  pendingInvites: sql<number>`(select count(*)::int from ${deviceInvites} i join ${partnerDeviceLocations} l on l.id = i.location_id where l.customer_id = ${customerId} and i.status = 'PENDING' and i.expires_at > now())`,
  city: cityOf(customerId),
  offlineDevicesCount: sql<number>`(select count(*)::int from ${devices} d join ${partnerDeviceLocations} l on l.id = d.location_id where l.customer_id = ${customerId} and not d.online)`,
  pendingRequestsCount: pendingRequestsOf(customerId, customerCompanyId),
};

/** Escapes LIKE's wildcards so a search for "50%" looks for those characters. */
function likePrefix(text: string): string {
  return `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * A search as the list's statements take it: a prefix of the full name, the last name or the
 * email, and the digits of a number as a prefix of the stored E.164 after its '+' (null when
 * the text has no digits).
 */
export type CustomerSearch = { prefix: string; phonePrefix: string | null };

export function customerSearch(text: string | undefined): CustomerSearch | undefined {
  const term = text?.trim().toLowerCase();
  if (!term) return undefined;
  const digits = term.replace(/\D/g, '');
  return { prefix: likePrefix(term), phonePrefix: digits ? likePrefix(`+${digits}`) : null };
}

/** The company's customers, and those matching the search when there is one (placeholders). */
function ofCompany(searching: boolean): SQL | undefined {
  const prefix = sql.placeholder('prefix');
  const phonePrefix = sql.placeholder('phonePrefix');
  return and(
    eq(partnerCustomers.partnerAccountId, sql.placeholder('partnerAccountId')),
    searching
      ? sql`(lower(${partnerCustomers.firstName} || ' ' || ${partnerCustomers.lastName}) like ${prefix}
          or lower(${partnerCustomers.lastName}) like ${prefix}
          or lower(${partnerCustomers.email}) like ${prefix}
          or (${phonePrefix}::text is not null and ${partnerCustomers.phoneNumber} like ${phonePrefix}))`
      : undefined,
  );
}

/**
 * One page of customers with what each holds, and how many customers the list has, as one
 * statement: the page is chosen first, then its homes, devices and open invites are joined and
 * counted once, grouped per customer; the list's size comes along on every row.
 */
function customerPageStatement(
  db: Database,
  order: KeysetOrder,
  page: KeysetPage,
  searching: boolean,
) {
  const keyset = preparedKeyset(order, page);
  const columns = getTableColumns(partnerCustomers);
  const choose = db
    .select({
      ...columns,
      cursorKeys: sql<string[]>`${keyset.cursorKeys}`.as('cursor_keys'),
      position: sql<number>`row_number() over (order by ${sql.join(keyset.orderBy, sql`, `)})`.as(
        'position',
      ),
    })
    .from(partnerCustomers)
    .where(and(ofCompany(searching), keyset.where))
    .orderBy(...keyset.orderBy);
  // The size is written into the text rather than bound (drizzle binds limits), see preparedKeyset.
  const chosen = db
    .$with('page', choose._.selectedFields)
    .as(sql`${choose} limit ${sql.raw(String(keyset.limit))}`);
  const pageColumns = Object.fromEntries(
    Object.keys(columns).map((name) => [name, chosen[name as keyof CustomerRecord]]),
  ) as { [K in keyof CustomerRecord]: (typeof chosen)[K] };
  const linked = homeownerHasHome(partnerDeviceLocations.consumerLocationId);
  const openInvite = sql`${deviceInvites.status} = 'PENDING' and ${deviceInvites.expiresAt} > now()`;
  const query = db
    .with(chosen)
    .select({
      ...pageColumns,
      cursorKeys: chosen.cursorKeys,
      locationsCount: sql<number>`count(distinct ${partnerDeviceLocations.id})::int`,
      devicesCount: sql<number>`count(distinct ${devices.id})::int`,
      linkedLocations: sql<number>`(count(distinct ${partnerDeviceLocations.id}) filter (where ${linked}))::int`,
      pendingInvites: sql<number>`(count(distinct ${deviceInvites.id}) filter (where ${openInvite}))::int`,
      city: cityOf(sql`${chosen.id}`),
      offlineDevicesCount: sql<number>`(count(distinct ${devices.id}) filter (where not ${devices.online}))::int`,
      pendingRequestsCount: pendingRequestsOf(
        sql`${chosen.id}`,
        sql`${sql.placeholder('partnerAccountId')}`,
      ),
      totalCount: listSize(db, searching),
    })
    .from(chosen)
    .leftJoin(partnerDeviceLocations, eq(partnerDeviceLocations.customerId, chosen.id))
    .leftJoin(devices, eq(devices.locationId, partnerDeviceLocations.id))
    .leftJoin(deviceInvites, eq(deviceInvites.locationId, partnerDeviceLocations.id))
    .groupBy(...Object.values(pageColumns), chosen.cursorKeys, chosen.position)
    .orderBy(chosen.position);
  return statementOf(query, `customers:${keysetShapeName(order, page)}`, searching);
}

/**
 * How many customers the list holds: the company's kept count (partner_customer_counts, exact at
 * any size) without a search; with one, the matches counted up to COUNT_UP_TO, which is exact
 * up to EXACT_COUNT_LIMIT and a lower bound past it.
 */
function listSize(db: Database, searching: boolean): SQL<number> {
  if (!searching) {
    return sql<number>`coalesce((select ${partnerCustomerCounts.customers} from ${partnerCustomerCounts}
      where ${partnerCustomerCounts.partnerAccountId} = ${sql.placeholder('partnerAccountId')}), 0)`;
  }
  const matching = db.select({ one: sql`1` }).from(partnerCustomers).where(ofCompany(searching));
  return sql<number>`(select count(*)::int from (${matching} limit ${sql.raw(String(COUNT_UP_TO))}) as matching)`;
}

/** The list's size alone, for a page that has no rows to carry it. */
function countStatement(db: Database, searching: boolean) {
  const query = db
    .select({ total: listSize(db, searching) })
    .from(partnerAccounts)
    .where(eq(partnerAccounts.id, sql.placeholder('partnerAccountId')));
  return statementOf(query, 'customers:count', searching);
}

type Query<Result> = {
  execute: (values?: Record<string, unknown>) => Promise<Result>;
  prepare: (name: string) => { execute: (values?: Record<string, unknown>) => Promise<Result> };
};

/**
 * A statement prepared under `name` once per connection, so that it is neither built nor
 * planned again; but not a search's: its LIKE patterns use their indexes only when PostgreSQL
 * plans with the pattern in hand, which a prepared statement's generic plan does not.
 */
function statementOf<Result>(query: Query<Result>, name: string, searching: boolean) {
  const statement = searching ? query : query.prepare(name);
  return (values: Record<string, unknown>) => statement.execute(values);
}

function searchParams(partnerAccountId: string, search: CustomerSearch | undefined) {
  return {
    partnerAccountId,
    prefix: search?.prefix ?? null,
    phonePrefix: search?.phonePrefix ?? null,
  };
}

export async function customersOf(
  db: Database,
  partnerAccountId: string,
  search: CustomerSearch | undefined,
  order: KeysetOrder,
  page: KeysetPage,
): Promise<(CustomerRow & { cursorKeys: string[]; totalCount: number })[]> {
  const searching = search !== undefined;
  const shape = `${keysetShapeName(order, page)}:${searching}`;
  const statement = builtOnce(db, `customers:${shape}`, () =>
    customerPageStatement(db, order, page, searching),
  );
  return statement({ ...searchParams(partnerAccountId, search), ...keysetParams(page) });
}

export async function countCustomers(
  db: Database,
  partnerAccountId: string,
  search: CustomerSearch | undefined,
): Promise<number> {
  const searching = search !== undefined;
  const statement = builtOnce(db, `customers:count:${searching}`, () =>
    countStatement(db, searching),
  );
  const [row] = await statement(searchParams(partnerAccountId, search));
  return row?.total ?? 0;
}

/** One of the company's customers with what it holds (see customerOfCompany). */
export async function findCustomer(
  db: Executor,
  partnerAccountId: string,
  customerId: string,
): Promise<CustomerRow | undefined> {
  const [row] = await db
    .select(customerColumns)
    .from(partnerCustomers)
    .where(customerOfCompany(partnerAccountId, customerId))
    .limit(1);
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
