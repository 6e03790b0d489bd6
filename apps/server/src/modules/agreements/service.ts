import type { AgreementDocument, AgreementType, ProAgreement } from '@portal/contracts';
import type { Database } from '@portal/db';
import type { TokenUser } from '../../access-token';
import { AppError } from '../../errors';
import {
  type AgreementRow,
  type ApplicationScope,
  consentOf,
  currentAgreement,
  saveConsent,
} from '../../repositories/agreements';
import { signedInUser } from '../../repositories/callers';
import { currentForReader, localeCandidates } from '../../services/agreements';

function documentOf(row: AgreementRow): AgreementDocument {
  return {
    id: row.id,
    agreementType: row.agreementType,
    applicationScope: row.applicationScope,
    version: row.version,
    locale: row.locale,
    countryCode: row.countryCode,
    title: row.title,
    body: row.body,
    effectiveDate: row.effectiveDate.toISOString(),
  };
}

function notFound(agreementType: AgreementType): AppError {
  return new AppError(404, `There is no ${agreementType} agreement for the Pro portal.`);
}

async function standing(db: Database, userId: string, row: AgreementRow): Promise<ProAgreement> {
  const consent = await consentOf(db, userId, row.id);
  return {
    agreement: documentOf(row),
    consentStatus: consent?.status ?? 'Pending',
    respondedAt: consent?.respondedAt.toISOString() ?? null,
  };
}

export async function proAgreement(
  db: Database,
  token: TokenUser | null,
  agreementType: AgreementType,
): Promise<ProAgreement> {
  const user = await signedInUser(db, token);
  const row = await currentForReader(db, user, agreementType);
  if (!row) throw notFound(agreementType);
  return standing(db, user.id, row);
}

/**
 * Records an answer to the current version. `agreementId` (when given) must be that version:
 * an answer to text the user was not shown, or to an outdated one, is refused.
 */
export async function answerAgreement(
  db: Database,
  token: TokenUser | null,
  agreementType: AgreementType,
  answer: { accepted: boolean; agreementId?: string },
): Promise<ProAgreement> {
  const user = await signedInUser(db, token);
  const row = await currentForReader(db, user, agreementType);
  if (!row) throw notFound(agreementType);
  if (answer.agreementId !== undefined && answer.agreementId !== row.id) {
    throw new AppError(
      409,
      `Agreement ${answer.agreementId} is not the current version of the ${agreementType} agreement (that is ${row.id}, version ${row.version}). Read the current version and answer again.`,
    );
  }
  await saveConsent(db, user.id, row.id, answer.accepted ? 'Accepted' : 'Rejected');
  return standing(db, user.id, row);
}

export async function publicAgreement(
  db: Database,
  agreementType: AgreementType,
  applicationScope: ApplicationScope,
  query: { locale?: string | undefined; countryCode?: string | undefined },
): Promise<AgreementDocument> {
  const row = await currentAgreement(db, {
    agreementType,
    applicationScope,
    locales: localeCandidates(query.locale),
    countryCode: query.countryCode?.toUpperCase() ?? null,
  });
  if (!row) {
    throw new AppError(404, `There is no ${agreementType} agreement for ${applicationScope}.`);
  }
  return documentOf(row);
}
