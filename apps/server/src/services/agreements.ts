import { type AgreementType, FALLBACK_LANGUAGE } from '@portal/contracts';
import type { Database } from '@portal/db';
import { type ApplicationScope, consentOf, currentAgreement } from '../repositories/agreements';

// Which version of an agreement a reader gets (their locale, their country), and whether the
// current Pro terms wait for them: the agreement calls answer it, and so does the viewer.

/** The agreements a pro answers in the portal belong to the Pro application. */
const PRO_SCOPE: ApplicationScope = 'AerisPro';

type Reader = { id: string; locale: string; countryCode: string | null };

/** The locales to try for a wanted one: itself, its language, then the fallback (en). */
export function localeCandidates(locale: string | null | undefined): string[] {
  const exact = (locale ?? '').trim().replaceAll('_', '-').toLowerCase();
  const language = exact.split('-')[0] ?? '';
  return [...new Set([exact, language, FALLBACK_LANGUAGE].filter(Boolean))];
}

/** The current version of an agreement of the Pro application for this reader. */
export function currentForReader(db: Database, reader: Reader, agreementType: AgreementType) {
  return currentAgreement(db, {
    agreementType,
    applicationScope: PRO_SCOPE,
    locales: localeCandidates(reader.locale),
    countryCode: reader.countryCode,
  });
}

/** Whether the current Pro terms wait for the user: they exist and are not accepted. */
export async function consentRequired(db: Database, reader: Reader): Promise<boolean> {
  const terms = await currentForReader(db, reader, 'ProTnC');
  if (!terms) return false;
  const consent = await consentOf(db, reader.id, terms.id);
  return consent?.status !== 'Accepted';
}
