import type { Database } from '@portal/db';
import { schema } from '@portal/db';
import { and, eq, getTableColumns, sql } from 'drizzle-orm';
import { creationOrder, type KeysetPage } from '../../paging';
import type { applicationColumns, PartnerAccountRow } from '../../repositories/companies';
import { activeMembershipOf } from '../../repositories/memberships';

const { partnerAccounts, partnerUsers, platformAdmins, users } = schema;
type ApplicationColumns = ReturnType<typeof applicationColumns>;

/** The caller's companies in the order they joined them. */
export const MY_COMPANIES_ORDER = creationOrder('joined', 'asc', partnerUsers);

export function companiesOfUser(db: Database, userId: string, page: KeysetPage) {
  return db
    .select({ ...getTableColumns(partnerAccounts), cursorKeys: page.cursorKeys })
    .from(partnerUsers)
    .innerJoin(partnerAccounts, eq(partnerAccounts.id, partnerUsers.partnerAccountId))
    .where(and(activeMembershipOf(userId), page.where))
    .orderBy(...page.orderBy)
    .limit(page.limit);
}

/**
 * Creates the company with the user as its ACTIVE owner, unless the user already belongs to a
 * company (answers undefined then). The user's row is locked meanwhile, so two applications
 * sent at once cannot both pass the check. An application is PENDING; a guest account null.
 */
export async function insertCompanyWithOwner(
  db: Database,
  userId: string,
  columns: Pick<ApplicationColumns, 'name' | 'countryCode'> & Partial<ApplicationColumns>,
  status: PartnerAccountRow['status'],
): Promise<PartnerAccountRow | undefined> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select 1 from ${users} where ${users.id} = ${userId} for update`);
    const [member] = await tx
      .select({ id: partnerUsers.id })
      .from(partnerUsers)
      .where(eq(partnerUsers.userId, userId))
      .limit(1);
    if (member) return undefined;
    const [company] = await tx
      .insert(partnerAccounts)
      .values({ ...columns, status })
      .returning();
    if (!company) throw new Error('company not created');
    await tx
      .insert(partnerUsers)
      .values({ partnerAccountId: company.id, userId, roles: ['OWNER'], status: 'ACTIVE' });
    return company;
  });
}

export async function findCompany(db: Database, partnerAccountId: string) {
  const [row] = await db
    .select()
    .from(partnerAccounts)
    .where(eq(partnerAccounts.id, partnerAccountId))
    .limit(1);
  return row;
}

export async function updateApplication(
  db: Database,
  partnerAccountId: string,
  columns: ApplicationColumns,
  status: PartnerAccountRow['status'],
): Promise<PartnerAccountRow> {
  const [row] = await db
    .update(partnerAccounts)
    .set({ ...columns, status, updatedAt: new Date() })
    .where(eq(partnerAccounts.id, partnerAccountId))
    .returning();
  if (!row) throw new Error('company not updated');
  return row;
}

export function platformAdminRecipients(db: Database) {
  return db
    .select({ email: users.email, locale: users.locale })
    .from(platformAdmins)
    .innerJoin(users, eq(users.id, platformAdmins.userId));
}
