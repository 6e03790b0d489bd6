import type { ProfileUpdate, ProgramEnrollment } from '@portal/contracts';
import type { Database } from '@portal/db';
import { schema } from '@portal/db';
import { asc, desc, eq, inArray, sql } from 'drizzle-orm';

const { partnerAccounts, partnerProgramEnrollments, partnerUsers, users } = schema;

/**
 * Every membership of the user with its company: ACTIVE ones first, then oldest first. The
 * portal works with the first one (spec 000 §3: partnerUsers[0]), so someone who left a
 * company and joined another lands in the new one, not on the old one's access-denied page.
 */
export async function membershipsOf(db: Database, userId: string) {
  return db
    .select({
      id: partnerUsers.id,
      status: partnerUsers.status,
      roles: partnerUsers.roles,
      partnerAccount: {
        id: partnerAccounts.id,
        name: partnerAccounts.name,
        status: partnerAccounts.status,
      },
    })
    .from(partnerUsers)
    .innerJoin(partnerAccounts, eq(partnerAccounts.id, partnerUsers.partnerAccountId))
    .where(eq(partnerUsers.userId, userId))
    .orderBy(
      desc(sql`${partnerUsers.status} = 'ACTIVE'`),
      asc(partnerUsers.createdAt),
      asc(partnerUsers.id),
    );
}

/** The program enrollments of each company, as the viewer and the company pages show them. */
export async function enrollmentsOf(
  db: Database,
  partnerAccountIds: string[],
): Promise<Map<string, ProgramEnrollment[]>> {
  const byAccount = new Map<string, ProgramEnrollment[]>();
  if (partnerAccountIds.length === 0) return byAccount;
  const rows = await db
    .select()
    .from(partnerProgramEnrollments)
    .where(inArray(partnerProgramEnrollments.partnerAccountId, partnerAccountIds))
    .orderBy(asc(partnerProgramEnrollments.programName), asc(partnerProgramEnrollments.id));
  for (const row of rows) {
    const list = byAccount.get(row.partnerAccountId) ?? [];
    list.push({
      partnerProgram: { name: row.programName },
      subscriptionStatus: row.subscriptionStatus,
      purchaseDate: row.purchaseDate?.toISOString() ?? null,
    });
    byAccount.set(row.partnerAccountId, list);
  }
  return byAccount;
}

export async function updateProfile(db: Database, userId: string, update: ProfileUpdate) {
  await db
    .update(users)
    .set({ ...update, updatedAt: new Date() })
    .where(eq(users.id, userId));
}
