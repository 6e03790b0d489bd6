import { type CompanyMatch, checkPhoneNumber } from '@portal/contracts';
import type { Database } from '@portal/db';
import { isCompanyMatch, normaliseCompanyName } from './company-match';
import { matchCandidates } from './repository';

/** At most this many matches answer; the portal shows them as a short warning list. */
export const MAX_COMPANY_MATCHES = 10;

export async function findCompanyMatches(
  db: Database,
  query: {
    name: string;
    countryCode?: string | undefined;
    zip?: string | undefined;
    phoneNumber?: string | undefined;
  },
): Promise<{ matches: CompanyMatch[] }> {
  const phone = query.phoneNumber
    ? checkPhoneNumber(query.phoneNumber, query.countryCode)
    : undefined;
  const phoneE164 = phone?.valid ? phone.e164 : undefined;
  const zip = query.zip?.replace(/\s+/g, '').toLowerCase() || undefined;
  const candidates = await matchCandidates(db, {
    normalisedName: normaliseCompanyName(query.name),
    ...(query.countryCode ? { countryCode: query.countryCode } : {}),
    ...(zip ? { zip } : {}),
    ...(phoneE164 ? { phoneE164 } : {}),
  });
  const matches = candidates
    .filter((company) =>
      isCompanyMatch(
        { name: query.name, zip: query.zip ?? null, phoneE164: phoneE164 ?? null },
        { name: company.name, zip: company.zip, phoneE164: company.phoneNumber },
      ),
    )
    .slice(0, MAX_COMPANY_MATCHES);
  return {
    matches: matches.map(({ id, name, city, state, countryCode }) => ({
      id,
      name,
      city,
      state,
      countryCode,
    })),
  };
}
