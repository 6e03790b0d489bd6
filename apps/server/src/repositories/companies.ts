import {
  type CompanyApplication,
  checkPhoneNumber,
  type PartnerAccount,
  type ProgramEnrollment,
} from '@portal/contracts';
import type { Database } from '@portal/db';
import { schema } from '@portal/db';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../db/executor';

const { partnerAccounts, partnerProgramEnrollments } = schema;

// Partner companies (partner_accounts) and their program enrollments, and how the API shows a
// company: the company pages of the pros and of the administrators read them here.

export type PartnerAccountRow = typeof partnerAccounts.$inferSelect;

/** A company row as the API answers it (PartnerAccount of the contracts). */
export function toPartnerAccount(
  row: PartnerAccountRow,
  enrollments: ProgramEnrollment[],
): PartnerAccount {
  const hasAddress = row.address1 && row.city && row.state && row.zip && row.addressCountry;
  return {
    id: row.id,
    name: row.name,
    status: row.status,
    address: hasAddress
      ? {
          address1: row.address1 ?? '',
          ...(row.address2 ? { address2: row.address2 } : {}),
          city: row.city ?? '',
          state: row.state ?? '',
          zip: row.zip ?? '',
          country: row.addressCountry ?? '',
        }
      : null,
    phoneNumber: row.phoneNumber,
    countryCode: row.countryCode,
    proCategories: row.proCategories,
    expertise: row.expertise,
    websiteUrl: row.websiteUrl,
    reviewNote: row.reviewNote,
    partnerProgramEnrollments: enrollments,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The columns an application writes; the phone is stored as E.164 (the schema checked it). */
export function applicationColumns(application: CompanyApplication) {
  const phone = checkPhoneNumber(application.phoneNumber, application.countryCode);
  return {
    name: application.name,
    countryCode: application.countryCode,
    address1: application.address.address1,
    address2: application.address.address2 || null,
    city: application.address.city,
    state: application.address.state,
    zip: application.address.zip,
    addressCountry: application.address.country,
    phoneNumber: phone.valid ? phone.e164 : application.phoneNumber,
    proCategories: [...new Set(application.proCategories)],
    expertise: [...new Set(application.expertise)],
    websiteUrl: application.websiteUrl ?? null,
  };
}

/** A company's name, status and country: what mails, checks and history lines need of it. */
export async function companyBasics(db: Executor, partnerAccountId: string) {
  const [row] = await db
    .select({
      name: partnerAccounts.name,
      status: partnerAccounts.status,
      countryCode: partnerAccounts.countryCode,
    })
    .from(partnerAccounts)
    .where(eq(partnerAccounts.id, partnerAccountId))
    .limit(1);
  return row;
}

/**
 * The program enrollments of each company, as the viewer and the company pages show them: one
 * per programme, the ACTIVE one or else the latest (the administrators' calls show the history).
 */
export async function enrollmentsOf(
  db: Database,
  partnerAccountIds: string[],
): Promise<Map<string, ProgramEnrollment[]>> {
  const byAccount = new Map<string, ProgramEnrollment[]>();
  if (partnerAccountIds.length === 0) return byAccount;
  const rows = await db
    .selectDistinctOn(
      [partnerProgramEnrollments.partnerAccountId, partnerProgramEnrollments.programName],
      {
        partnerAccountId: partnerProgramEnrollments.partnerAccountId,
        programName: partnerProgramEnrollments.programName,
        subscriptionStatus: partnerProgramEnrollments.subscriptionStatus,
        purchaseDate: partnerProgramEnrollments.purchaseDate,
      },
    )
    .from(partnerProgramEnrollments)
    .where(inArray(partnerProgramEnrollments.partnerAccountId, partnerAccountIds))
    .orderBy(
      asc(partnerProgramEnrollments.partnerAccountId),
      asc(partnerProgramEnrollments.programName),
      sql`${partnerProgramEnrollments.subscriptionStatus} = 'ACTIVE' desc`,
      desc(partnerProgramEnrollments.createdAt),
      desc(partnerProgramEnrollments.id),
    );
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

/** Whether the company's enrollment in the program (a name of contracts' programs.ts) is ACTIVE. */
export async function hasActiveProgram(
  db: Executor,
  partnerAccountId: string,
  programName: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: partnerProgramEnrollments.id })
    .from(partnerProgramEnrollments)
    .where(
      and(
        eq(partnerProgramEnrollments.partnerAccountId, partnerAccountId),
        eq(partnerProgramEnrollments.programName, programName),
        eq(partnerProgramEnrollments.subscriptionStatus, 'ACTIVE'),
      ),
    )
    .limit(1);
  return row !== undefined;
}
