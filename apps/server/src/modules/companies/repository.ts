import type { CompanyDecision } from '@portal/contracts';
import type { Database } from '@portal/db';
import { schema } from '@portal/db';
import { and, count, eq, getTableColumns, isNull, type SQL, sql } from 'drizzle-orm';
import type { KeysetOrder, KeysetPage } from '../../paging';

const { partnerAccounts } = schema;

/** Orders of the administrators' company search: newest applications first, or by name. */
export const COMPANY_ORDERS = {
  createdAt: {
    name: 'createdAt',
    direction: 'desc',
    keys: [
      { expression: partnerAccounts.createdAt, type: 'timestamptz' },
      { expression: partnerAccounts.id, type: 'uuid' },
    ],
  },
  name: {
    name: 'name',
    direction: 'asc',
    keys: [
      { expression: sql`lower(${partnerAccounts.name})`, type: 'text' },
      { expression: partnerAccounts.id, type: 'uuid' },
    ],
  },
} as const satisfies Record<string, KeysetOrder>;

// Correlated subqueries in plain SQL: drizzle leaves column names unqualified in a query on
// one table, so inside them every name carries its alias (the outer table is partner_accounts).
const OWNERS = sql.raw(`from partner_users pu join users u on u.id = pu.user_id
  where pu.partner_account_id = partner_accounts.id and 'OWNER' = any(pu.roles)`);

/** The company's first owner: the person an administrator deals with. */
function owner(column: string) {
  return sql<
    string | null
  >`(select ${sql.raw(column)} ${OWNERS} order by pu.created_at, pu.id limit 1)`;
}
const ownerName = owner(`nullif(trim(u.first_name || ' ' || u.last_name), '')`);
const ownerEmail = owner('u.email');
const ownerLocale = owner('u.locale');

export type CompanyFilter = { status?: CompanyStatusFilter; text?: string };
type CompanyStatusFilter = (typeof partnerAccounts.$inferSelect)['status'] | 'NONE';

function companyFilter(filter: CompanyFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.status === 'NONE') conditions.push(isNull(partnerAccounts.status));
  else if (filter.status) conditions.push(eq(partnerAccounts.status, filter.status));
  if (filter.text) {
    const text = filter.text.toLowerCase();
    conditions.push(
      sql`(strpos(lower(partner_accounts.name), ${text}) > 0 or exists (select 1 ${OWNERS} and strpos(lower(u.email), ${text}) > 0))`,
    );
  }
  return conditions.length ? and(...conditions) : undefined;
}

export function searchCompanies(db: Database, filter: CompanyFilter, page: KeysetPage) {
  return db
    .select({
      id: partnerAccounts.id,
      name: partnerAccounts.name,
      status: partnerAccounts.status,
      countryCode: partnerAccounts.countryCode,
      city: partnerAccounts.city,
      createdAt: partnerAccounts.createdAt,
      ownerName,
      ownerEmail,
      employeeCount: sql<number>`(select count(*) from partner_users pu
        where pu.partner_account_id = partner_accounts.id and pu.status = 'ACTIVE')`.mapWith(
        Number,
      ),
      cursorKeys: page.cursorKeys,
    })
    .from(partnerAccounts)
    .where(and(companyFilter(filter), page.where))
    .orderBy(...page.orderBy)
    .limit(page.limit);
}

export async function countCompanies(db: Database, filter: CompanyFilter): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(partnerAccounts)
    .where(companyFilter(filter));
  return row?.total ?? 0;
}

export async function companyWithOwner(db: Database, partnerAccountId: string) {
  const [row] = await db
    .select({ ...getTableColumns(partnerAccounts), ownerName, ownerEmail, ownerLocale })
    .from(partnerAccounts)
    .where(eq(partnerAccounts.id, partnerAccountId))
    .limit(1);
  return row;
}

export async function recordDecision(
  db: Database,
  partnerAccountId: string,
  decision: CompanyDecision,
  adminUserId: string,
) {
  const now = new Date();
  await db
    .update(partnerAccounts)
    .set({
      status: decision.status,
      reviewNote: decision.note || null,
      reviewedAt: now,
      reviewedBy: adminUserId,
      updatedAt: now,
    })
    .where(eq(partnerAccounts.id, partnerAccountId));
}
