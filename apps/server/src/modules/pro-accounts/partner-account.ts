import {
  type CompanyApplication,
  checkPhoneNumber,
  type PartnerAccount,
  type ProgramEnrollment,
} from '@portal/contracts';
import type { schema } from '@portal/db';

export type PartnerAccountRow = typeof schema.partnerAccounts.$inferSelect;

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
