import type { AgreementConsentStatus, AgreementScope, AgreementType } from '@portal/contracts';
import type { Database } from '@portal/db';
import { schema } from '@portal/db';
import { and, eq, isNull, lte, or, sql } from 'drizzle-orm';

const { agreementConsents, agreements } = schema;
export type AgreementRow = typeof agreements.$inferSelect;
/** The contracts hold the scopes as a list; this is one of them. */
export type ApplicationScope = (typeof AgreementScope)[number];

export type AgreementWanted = {
  agreementType: AgreementType;
  applicationScope: ApplicationScope;
  /** Locales to try, most wanted first (lower case), e.g. ['fr-ca', 'fr', 'en']. */
  locales: string[];
  countryCode: string | null;
};

/**
 * The current version: in the most wanted locale that has one, a text for the country before
 * the one for every country, and of those the newest whose effective date has come.
 */
export async function currentAgreement(
  db: Database,
  wanted: AgreementWanted,
): Promise<AgreementRow | undefined> {
  const localeRank = sql`array_position(${sql.param(wanted.locales)}::text[], lower(${agreements.locale}))`;
  const [row] = await db
    .select()
    .from(agreements)
    .where(
      and(
        eq(agreements.agreementType, wanted.agreementType),
        eq(agreements.applicationScope, wanted.applicationScope),
        sql`${localeRank} is not null`,
        lte(agreements.effectiveDate, sql`now()`),
        wanted.countryCode
          ? or(isNull(agreements.countryCode), eq(agreements.countryCode, wanted.countryCode))
          : isNull(agreements.countryCode),
      ),
    )
    .orderBy(
      localeRank,
      sql`${agreements.countryCode} is null`,
      sql`${agreements.effectiveDate} desc`,
    )
    .limit(1);
  return row;
}

export async function consentOf(db: Database, userId: string, agreementId: string) {
  const [row] = await db
    .select()
    .from(agreementConsents)
    .where(
      and(eq(agreementConsents.userId, userId), eq(agreementConsents.agreementId, agreementId)),
    )
    .limit(1);
  return row;
}

/** Records the user's answer to one version; a later answer replaces the earlier one. */
export async function saveConsent(
  db: Database,
  userId: string,
  agreementId: string,
  status: AgreementConsentStatus,
) {
  const respondedAt = new Date();
  const [row] = await db
    .insert(agreementConsents)
    .values({ userId, agreementId, status, respondedAt })
    .onConflictDoUpdate({
      target: [agreementConsents.userId, agreementConsents.agreementId],
      set: { status, respondedAt },
    })
    .returning();
  if (!row) throw new Error('consent not saved');
  return row;
}
