import { z } from 'zod';
import { PartnerAccountApprovalStatus, PartnerRole } from './enums';
import { connectionOf } from './paging';
import { PartnerAccount } from './pro-accounts';

/** A company in the platform administrators' search (GET /api/v1/companies/search). */
export const CompanySummary = z
  .object({
    id: z.uuid(),
    name: z.string(),
    status: z.enum(PartnerAccountApprovalStatus).nullable(),
    countryCode: z.string(),
    city: z.string().nullable(),
    ownerName: z.string().nullable(),
    ownerEmail: z.string().nullable(),
    employeeCount: z.number().int(),
    createdAt: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'CompanySummary' });
export const CompanyConnection = connectionOf(CompanySummary).meta({ id: 'CompanyConnection' });
export type CompanySummary = z.infer<typeof CompanySummary>;

/** Query of the search: paging plus a status filter (filterBy searches name and owner email). */
export const CompanySearchStatus = z.enum([...PartnerAccountApprovalStatus, 'NONE']);

/** A member of a company, as its employees list shows them. */
export const Employee = z
  .object({
    id: z.uuid().meta({ description: 'partnerUserId' }),
    userId: z.uuid(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    roles: z.array(z.enum(PartnerRole)),
    status: z.enum(PartnerAccountApprovalStatus).nullable(),
    createdAt: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'Employee' });
export const EmployeeConnection = connectionOf(Employee).meta({ id: 'EmployeeConnection' });
export type Employee = z.infer<typeof Employee>;

/** GET /api/v1/companies/{partnerAccountId}: the application as the administrator reviews it. */
export const CompanyDetail = PartnerAccount.extend({
  ownerName: z.string().nullable(),
  ownerEmail: z.string().nullable(),
  reviewedAt: z.iso.datetime({ offset: true }).nullable(),
}).meta({ id: 'CompanyDetail' });
export type CompanyDetail = z.infer<typeof CompanyDetail>;

/**
 * PUT /api/v1/companies/{partnerAccountId}: the administrator's decision. ACTIVE approves,
 * INACTIVE rejects, ARCHIVED archives; the note reaches the owner by mail.
 */
export const CompanyDecision = z
  .object({
    status: z.enum(['ACTIVE', 'INACTIVE', 'ARCHIVED']),
    note: z.string().trim().max(1000).optional(),
  })
  .meta({ id: 'CompanyDecision' });
export type CompanyDecision = z.infer<typeof CompanyDecision>;
