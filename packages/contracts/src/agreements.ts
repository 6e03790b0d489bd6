import { z } from 'zod';
import { AgreementConsentStatus, AgreementScope, AgreementType } from './enums';

/**
 * Path spellings of an agreement type. The portal calls the Pro terms PRO_TN_C (spec 000 §7);
 * the enumeration spells it ProTnC (spec 001 §3). Both name the same agreement.
 */
export const AGREEMENT_TYPE_ALIASES: Readonly<Record<string, AgreementType>> = Object.fromEntries(
  AgreementType.flatMap((type) => [
    [type, type],
    [type.replace(/([a-z])([A-Z])/g, '$1_$2').toUpperCase(), type],
  ]),
);

/** A path parameter naming an agreement type in either spelling, answered as the enum value. */
export const AgreementTypeParam = z
  .string()
  .refine((value) => value in AGREEMENT_TYPE_ALIASES, {
    message: `Use one of ${AgreementType.join(', ')} (or PRO_TN_C for the Pro terms).`,
  })
  .transform((value) => AGREEMENT_TYPE_ALIASES[value] as AgreementType);

/** One version of an agreement's text. */
export const AgreementDocument = z
  .object({
    id: z.uuid(),
    agreementType: z.enum(AgreementType),
    applicationScope: z.enum(AgreementScope),
    version: z.string(),
    locale: z.string(),
    countryCode: z.string().nullable(),
    title: z.string(),
    body: z
      .string()
      .meta({ description: 'The terms as plain text, paragraphs split by blank lines' }),
    effectiveDate: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'AgreementDocument' });
export type AgreementDocument = z.infer<typeof AgreementDocument>;

/** The signed-in pro's standing towards the current version of an agreement. */
export const ProAgreement = z
  .object({
    agreement: AgreementDocument,
    consentStatus: z.enum(AgreementConsentStatus),
    respondedAt: z.iso.datetime({ offset: true }).nullable(),
  })
  .meta({ id: 'ProAgreement' });
export type ProAgreement = z.infer<typeof ProAgreement>;

/** PUT /api/v1/proUsers/my/agreements/{agreementType}/consent */
export const AgreementConsentRequest = z
  .object({ agreementId: z.uuid(), accepted: z.boolean() })
  .meta({ id: 'AgreementConsentRequest' });

/** Query of GET /api/v1/public/agreements/{agreementType}/apps/{applicationScope}. */
export const PublicAgreementQuery = z.object({
  locale: z.string().trim().min(2).max(10).optional(),
  countryCode: z.string().trim().length(2).optional(),
});
