import type { Database } from '@portal/db';
import { schema } from '@portal/db';
import { and, asc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';

const { partnerAccounts } = schema;

/** Enough rows for the rules of company-match.ts to pick the matches from. */
const CANDIDATE_LIMIT = 50;

/**
 * Approved and pending companies that may match: the normalised name containing or contained
 * in the wanted one, the same phone, or the same zip. The caller applies the exact rules.
 */
export function matchCandidates(
  db: Database,
  wanted: { normalisedName: string; countryCode?: string; zip?: string; phoneE164?: string },
) {
  const normalised = sql`regexp_replace(replace(lower(${partnerAccounts.name}), '&', 'and'), '[^[:alnum:]]', '', 'g')`;
  const criteria: SQL[] = [];
  if (wanted.normalisedName.length > 0) {
    criteria.push(
      sql`strpos(${normalised}, ${wanted.normalisedName}) > 0`,
      sql`(length(${normalised}) > 0 and strpos(${wanted.normalisedName}, ${normalised}) > 0)`,
    );
  }
  if (wanted.phoneE164) criteria.push(eq(partnerAccounts.phoneNumber, wanted.phoneE164));
  if (wanted.zip) {
    criteria.push(sql`lower(replace(${partnerAccounts.zip}, ' ', '')) = ${wanted.zip}`);
  }
  if (criteria.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: partnerAccounts.id,
      name: partnerAccounts.name,
      city: partnerAccounts.city,
      state: partnerAccounts.state,
      zip: partnerAccounts.zip,
      phoneNumber: partnerAccounts.phoneNumber,
      countryCode: partnerAccounts.countryCode,
    })
    .from(partnerAccounts)
    .where(
      and(
        inArray(partnerAccounts.status, ['ACTIVE', 'PENDING']),
        wanted.countryCode ? eq(partnerAccounts.countryCode, wanted.countryCode) : undefined,
        or(...criteria),
      ),
    )
    .orderBy(
      sql`${normalised} = ${wanted.normalisedName} desc`,
      asc(partnerAccounts.name),
      asc(partnerAccounts.id),
    )
    .limit(CANDIDATE_LIMIT);
}
